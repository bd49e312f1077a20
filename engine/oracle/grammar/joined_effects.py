"""Two instructions Oracle states in one sentence joined by "and", after putting counters: "put
a +1/+1 counter on ~ and draw a card" (Setessan Champion), "put a +1/+1 counter on ~ and you
gain 3 life" (Wildgrowth Walker). Each is its own instruction, applied in the order written
(608.2c)."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend sentence: put_counters JE_AND_DRAW cards "." -> counters_and_draw
                | put_counters AND_YOU_GAIN amount "life" "." -> counters_and_gain
JE_AND_DRAW: "and draw"
"""


class JoinedEffectLowering:
    ctx: LineContext

    def counters_and_draw(self, items: list[Any]) -> Effects:
        counters: Effects = items[0]
        return (*counters, step("draw", count=items[2]))

    def counters_and_gain(self, items: list[Any]) -> Effects:
        counters: Effects = items[0]
        return (*counters, step("gain_life", player="you", amount=items[2]))
