"""Forecast (702.57a): "Forecast — [cost], Reveal ~ from your hand: [effect]." is an activated
ability working only while the card is in its owner's hand (113.6), activated only during its
owner's upkeep and only once each turn (702.57b). Revealing the card is part of the cost: the
card stays in the hand (701.20a). The compiled ability is an ActivatedAbility from the hand with
keyword "Forecast", the timing "your_upkeep" (602.5b, engine.rules.activation) and
`once_each_turn`; the printer writes the keyword back (the reminder text is not part of the
normalized Oracle text)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import ActivatedAbility, Cost
from engine.core.state import Zone
from engine.oracle.lowering import Effects, LineContext, activated_ability

GRAMMAR = r"""
%extend activated: FORECAST_DASH costs FC_REVEAL_SELF ":" effects -> forecast_activated
FORECAST_DASH: /forecast\s+[\u2014-]/i
FC_REVEAL_SELF.2: /,\s*reveal ~ from your hand/i
"""
KEYWORD = "Forecast"
TIMING = "your_upkeep"  # 702.57b
REVEAL = "Reveal ~ from your hand"


class ForecastLowering:
    ctx: LineContext

    def forecast_activated(self, items: list[Any]) -> ActivatedAbility:
        cost: Cost = items[1]
        effects: Effects = items[3]
        ability = activated_ability(
            "",
            cost,
            effects,
            tuple(self.ctx.targets),
            zone=Zone.HAND,
            keyword=KEYWORD,
            once_each_turn=True,
            timing=TIMING,
        )
        if ability.mana_ability:
            raise ValueError("a forecast ability adding mana")
        return ability


def is_forecast(ability: ActivatedAbility) -> bool:
    return (
        ability.keyword == KEYWORD
        and ability.zone is Zone.HAND
        and ability.once_each_turn
        and ability.timing == TIMING
        and not ability.only_if
        and not ability.sorcery_speed
        and not ability.max_each_turn
        and not ability.modes
    )
