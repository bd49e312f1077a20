"""The effect clause "sacrifice ~ unless you pay [mana]" (701.21a): what echo's reminder text
says (702.30a), printed on cards as an upkeep trigger of their own ("At the beginning of your
upkeep, sacrifice ~ unless you pay {2}."). It lowers to the instruction sacrifice_unless_pays of
engine.mechanics.upkeep_costs."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: "sacrifice" SELF UNLESS_YOU_PAY mana_symbols -> sacrifice_unless_pays
UNLESS_YOU_PAY: "unless you pay"
"""


class UpkeepCostLowering:
    ctx: LineContext

    def sacrifice_unless_pays(self, items: list[Any]) -> Effects:
        cost = str(items[-1])
        if "X" in cost:
            raise ValueError("an X the instruction can't pay")
        return (step("sacrifice_unless_pays", cost=cost),)
