"""Combat sentences of creatures: fight (701.14a), "Target creature you control fights target
creature you don't control.", "~ fights another target creature." (engine.mechanics.fight);
"~ can block any number of creatures." (509.1a) and "Creatures with power less than ~'s power
can't block it." (509.1b), abilities the creature has that engine.rules.combat.restrictions
reads; the keyword actions adapt (701.46a) and monstrosity (701.37a, engine.mechanics.monstrosity).

"another target creature" is the ability's source left out; after an earlier target of the same
ability it would mean "other than that target" (115.3), which the engine doesn't check: such a
line isn't compiled (engine.oracle.grammar.common refuses it).
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import StaticAbility
from engine.oracle.lowering import Effects, LineContext, static_ability, step
from engine.rules.combat.restrictions import POWER_LESS_CANT_BLOCK

GRAMMAR = r"""
%extend clause: fight | adapt | monstrosity
fight: subject FIGHTS target -> fight_target
FIGHTS: "fights"
// 701.46a, 701.37a: keyword actions of the permanent with the ability
adapt: ADAPT amount
monstrosity: MONSTROSITY amount
ADAPT: "adapt"
MONSTROSITY: "monstrosity"
// 509.1a: one creature blocking several; 509.1b: a restriction of the attacker
%extend static_body: SELF BLOCKS_ANY_NUMBER -> blocks_any_number
                   | POWER_LESS_CANT_BLOCK -> power_less_cant_block
BLOCKS_ANY_NUMBER: "can block any number of creatures"
POWER_LESS_CANT_BLOCK: "creatures with power less than ~'s power can't block it"
"""


class CombatKeywordLowering:
    ctx: LineContext

    def fight_target(self, items: list[Any]) -> Effects:
        first, _, second = items
        if first == second:
            raise ValueError("a creature fighting the same reference")
        return (step("fight", to=first, **{"with": second}),)

    def adapt(self, items: list[Any]) -> Effects:
        return (step("adapt", count=items[1]),)

    def monstrosity(self, items: list[Any]) -> Effects:
        return (step("monstrosity", count=items[1]),)

    def blocks_any_number(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        words = ("can block any number of creatures",)  # restrictions.EXTRA_BLOCKS
        return (static_ability("", "gain_keywords", objects=("self",), keywords=words),)

    def power_less_cant_block(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        words = (POWER_LESS_CANT_BLOCK,)
        return (static_ability("", "gain_keywords", objects=("self",), keywords=words),)
