"""A life gain joined to the instruction before it by "and you gain N life" (one sentence, two
instructions in the order written, 608.2c): "When ~ enters, mill two cards and you gain 2
life." (Mire Triton). The gain names "you" so the printer joins it again."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend sentence: mill AND_YOU_GAIN amount "life" "." -> mill_and_gain
"""


class AndYouGainLowering:
    ctx: LineContext

    def mill_and_gain(self, items: list[Any]) -> Effects:
        milled: Effects = items[0]
        return milled + (step("gain_life", player="you", amount=items[2]),)
