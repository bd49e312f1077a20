"""Reinforce's keyword line (702.77a): "Reinforce N—[cost]" (Mosquito Guard: "Reinforce
1—{1}{W}"; Swell of Courage: "Reinforce X—{X}{W}{W}") lowers to the activated ability of
engine.cards.permanent_keywords.reinforce, which works from the hand (113.6). The printer reads
the keyword back by building the ability again from its number and cost and comparing
(`reinforce_line`), never from stored text."""

from __future__ import annotations

from typing import Any

from engine.cards.model import Ability, ActivatedAbility
from engine.cards.permanent_keywords import reinforce

GRAMMAR = r"""
%extend keyword_item: "reinforce" INT "—" mana_symbols -> rf_reinforce
                    | "reinforce" "x" "—" mana_symbols -> rf_reinforce_x
"""

HEADS = frozenset({"reinforce"})


class ReinforceLowering:
    def rf_reinforce(self, items: list[Any]) -> tuple[str, Ability]:
        return "ability", reinforce(int(items[0]), str(items[1]))

    def rf_reinforce_x(self, items: list[Any]) -> tuple[str, Ability]:
        return "ability", reinforce("X", str(items[-1]))


def reinforce_line(ability: Ability) -> str | None:
    """The keyword line ("Reinforce 2—{1}{G}") a reinforce ability prints as (None: not one)."""
    if not isinstance(ability, ActivatedAbility) or ability.keyword != "Reinforce":
        return None
    count = ability.effects[0].params.get("count") if len(ability.effects) == 1 else None
    n: int | str = "X" if count == "x" else count if isinstance(count, int) else -1
    cost = ability.cost.mana or ""
    if n == -1 or reinforce(n, cost) != ability:
        return None
    return f"Reinforce {n}\u2014{cost}"
