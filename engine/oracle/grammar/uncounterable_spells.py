"""Spells of a kind that can't be countered (101.2), a permanent's static ability:

    Creature spells you control can't be countered.                        (Rhythm of the Wild)
    Green spells you control can't be countered.                            (Allosaurus Shepherd)
    Creature spells can't be countered.                                           (Gaea's Herald)
    Spells can't be countered.                                                    (Destiny)

The effect kind `spells_cant_be_countered` (engine.rules.effects.cant): "spells" a spell quality
(engine.rules.effects.spell_costs: a card type, a color, a subtype), "controllers" "you" (bound
to the permanent's controller) or "each". It is read as an instruction would counter a spell
(701.6a): such a spell isn't countered and stays on the stack; "counter it unless its controller
pays" still offers the payment, and an unpaid counter then does nothing (118.12a, 101.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lark import Token

from engine.cards.model import Ability, StaticAbility
from engine.oracle.grammar.static import spell_kind_words
from engine.oracle.lowering import LineContext, static_ability

KIND = "spells_cant_be_countered"

GRAMMAR = r"""
%extend static_body: cost_spell_kind? COST_SPELLS US_YOU_CONTROL? CANT_BE_COUNTERED -> us_spells_uncounterable
US_YOU_CONTROL: "you control"
"""


def uncounterable_spells_words(abilities: Sequence[Ability]) -> str | None:
    """The line of this module's one ability, or None."""
    if len(abilities) != 1 or not isinstance(abilities[0], StaticAbility):
        return None
    ability = abilities[0]
    if ability.effect != KIND or set(ability.params) != {"spells", "controllers"}:
        return None
    kind = spell_kind_words(ability.params["spells"])
    whose = {"you": " you control", "each": ""}.get(str(ability.params["controllers"]))
    if kind is None or whose is None:
        return None
    spells = f"{kind} spells".lstrip()
    return f"{spells[:1].upper()}{spells[1:]}{whose} can't be countered."


class UncounterableSpellsLowering:
    ctx: LineContext

    def us_spells_uncounterable(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        spells, controllers = "any", "each"
        for item in items:
            if isinstance(item, Token):
                if item.type == "US_YOU_CONTROL":
                    controllers = "you"
            else:
                spells = str(item)
        if spell_kind_words(spells) is None:
            raise ValueError("spells of no kind the engine knows")
        return (static_ability("", KIND, spells=spells, controllers=controllers),)
