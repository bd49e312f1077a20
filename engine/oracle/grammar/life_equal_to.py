"""Life gained or lost "equal to ~'s power" (119.3; the amount word "named_source_power": the source's
power as the instruction applies, or its last known power if it has left the battlefield,
608.2h): "target opponent loses life equal to ~'s power" (Marionette Master), "you gain life
equal to ~'s power"."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend life: "you" "gain" LE_LIFE_EQUAL_TO_POWER -> gain_you_power
            | subject "loses" LE_LIFE_EQUAL_TO_POWER -> lose_player_power
LE_LIFE_EQUAL_TO_POWER: "life equal to ~'s power"
"""
POWER = "named_source_power"  # engine.vocabulary.amounts.SourcePower(by_name=True)


class LifeEqualToLowering:
    ctx: LineContext

    def gain_you_power(self, items: list[Any]) -> Effects:
        return (step("gain_life", amount=POWER),)

    def lose_player_power(self, items: list[Any]) -> Effects:
        return (step("lose_life", player=items[0], amount=POWER),)
