"""The depletion lands of Mercadian Masques (Saprazzan Skerry, Peat Bog, Hickory Woodlot, Remote
Farm, Sandstone Needle): "~ enters tapped with two depletion counters on it." (two replacement
effects of one line, 614.1c: tapped, and the counters, 122.6) and "{T}, Remove a depletion counter
from ~: Add {U}{U}. If there are no depletion counters on ~, sacrifice it." (a mana ability,
605.1a: the counter is removed as a cost, 118.3 / 602.2b; the sacrifice is part of its effect,
checked as it resolves, 608.2c: the instruction "sacrifice_self" with the condition
"no_depletion_counters" of engine.rules.resolution_conditions)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards.model import Ability, Instruction, StaticAbility
from engine.core.state import Params
from engine.oracle.lowering import Effects, static_ability, step
from engine.oracle.vocabulary import number_word

NO_DEPLETION = "no_depletion_counters"

GRAMMAR = r"""
%extend static_body: SELF DP_ENTERS_TAPPED_WITH counter_count "on it" -> dp_enters_tapped_with
DP_ENTERS_TAPPED_WITH: "enters tapped with"
%extend sentence: DP_IF_NO_DEPLETION SELF "," DP_SACRIFICE_IT "." -> dp_sacrifice_if_none
DP_IF_NO_DEPLETION: "if there are no depletion counters on"
DP_SACRIFICE_IT: "sacrifice it"
"""


class DepletionLowering:
    def dp_enters_tapped_with(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        kind, count = items[2]
        return (
            static_ability("", "enters_tapped"),
            static_ability("", "enters_with_counters", kind=kind, count=count),
        )

    def dp_sacrifice_if_none(self, items: list[Any]) -> Effects:
        return (step("sacrifice_self", **{"if": NO_DEPLETION}),)


def enters_tapped_with_words(abilities: Sequence[Ability]) -> str | None:
    """ "~ enters tapped with two depletion counters on it.": the two abilities as one line."""
    if len(abilities) != 2 or not all(isinstance(a, StaticAbility) for a in abilities):
        return None
    tapped, counters = abilities
    assert isinstance(tapped, StaticAbility) and isinstance(counters, StaticAbility)
    if (tapped.effect, tapped.params) != ("enters_tapped", Params()):
        return None
    if counters.effect != "enters_with_counters" or set(counters.params) != {"kind", "count"}:
        return None
    count, kind = counters.params["count"], counters.params["kind"]
    if not isinstance(count, int) or count < 1 or not isinstance(kind, str):
        return None
    many = f"a {kind} counter" if count == 1 else f"{number_word(count)} {kind} counters"
    return f"~ enters tapped with {many} on it."


def sacrifice_if_none_words(step_: Instruction) -> str | None:
    """ "if there are no depletion counters on ~, sacrifice it" """
    if step_.kind != "sacrifice_self" or dict(step_.params) != {"if": NO_DEPLETION}:
        return None
    return "if there are no depletion counters on ~, sacrifice it"
