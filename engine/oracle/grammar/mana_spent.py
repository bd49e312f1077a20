"""Abilities that read the mana spent to cast the object (601.2h; engine.mechanics.mana_spent):
"~ enters with a +1/+1 counter on it for each color of mana spent to cast it." (614.1c,
Springmantle Cleric)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import StaticAbility
from engine.mechanics.mana_spent import PER_COLOR_SPENT
from engine.oracle.lowering import LineContext, static_ability

GRAMMAR = r"""
%extend static_body: SELF "enters with" counter_count "on it" MS_FOR_EACH_COLOR_SPENT -> enters_per_color_spent
MS_FOR_EACH_COLOR_SPENT: "for each color of mana spent to cast it"
"""


class ManaSpentLowering:
    ctx: LineContext

    def enters_per_color_spent(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        kind, count = items[1]
        return (static_ability("", PER_COLOR_SPENT, kind=kind, count=count),)
