""" "Activated abilities of creatures you control cost {2} less to activate. This effect can't
reduce the mana in that cost to less than one mana." (Biomancer's Familiar):
one static ability of the effect kind `reduce_ability_cost` (engine.rules.effects.ability_costs:
602.2b, 601.2f; the generic part only, never below one mana).

Also here: "The next time target creature adapts this turn, it adapts as though it had no +1/+1
counters on it." (Biomancer's Familiar): the instruction "next_adapt_ignores_counters"
(engine.mechanics.monstrosity, 701.46a).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from lark import Token

from engine.cards.model import Ability, Instruction, StaticAbility
from engine.oracle.lowering import Effects, static_ability, step

KIND = "reduce_ability_cost"

GRAMMAR = r"""
%extend static_line: AB_ABILITIES_COST MANA AB_LESS "." AB_FLOOR "." -> ab_reduced_ability_cost
AB_ABILITIES_COST: "activated abilities of creatures you control cost"
AB_LESS: "less to activate"
AB_FLOOR: "this effect can't reduce the mana in that cost to less than one mana"
%extend clause: AB_NEXT_TIME permanent AB_ADAPTS_AS_THOUGH -> ab_next_adapt
AB_NEXT_TIME: "the next time"
AB_ADAPTS_AS_THOUGH: "adapts this turn, it adapts as though it had no +1/+1 counters on it"
"""


def ability_cost_words(abilities: Sequence[Ability]) -> str | None:
    """The line of the cost reduction, or None."""
    if len(abilities) != 1 or not isinstance(abilities[0], StaticAbility):
        return None
    ability = abilities[0]
    if ability.effect != KIND or set(ability.params) != {"creatures", "generic", "floor"}:
        return None
    if ability.params.get("creatures") != "yours" or ability.params.get("floor") != 1:
        return None
    n = ability.params.get("generic")
    return (
        f"Activated abilities of creatures you control cost {{{n}}} less to activate. This "
        "effect can't reduce the mana in that cost to less than one mana."
    )


def next_adapt_words(instruction: Instruction, ref: Callable[[Any], str]) -> str | None:
    if instruction.kind != "next_adapt_ignores_counters" or set(instruction.params) != {"to"}:
        return None
    return (
        f"the next time {ref(instruction.params['to'])} adapts this turn, it adapts as though it "
        "had no +1/+1 counters on it"
    )


class AbilityCostLowering:
    def ab_reduced_ability_cost(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        symbol = str(items[1]).strip("{}")
        if not symbol.isdigit() or symbol == "0":
            raise ValueError("a reduction of no generic mana")
        return (static_ability("", KIND, creatures="yours", generic=int(symbol), floor=1),)

    def ab_next_adapt(self, items: list[Any]) -> Effects:
        to = next(i for i in items if not isinstance(i, Token))
        return (step("next_adapt_ignores_counters", to=to),)
