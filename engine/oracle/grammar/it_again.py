"""A target named again as "it" in a later sentence of the same ability (608.2c: the ability's
instructions are followed in order, "it" meaning the object the text last named):

- "Untap it." / "Tap it." after "Target creature gets +2/+2 until end of turn." (Silverflame
  Squire's On Alert, Refuse to Yield, Bull's Strength).

Only after a target: without one, "it" would be the source or something the text created,
which this doesn't read.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import LineContext, step

GRAMMAR = r"""
%extend untap: IT_UNTAP_IT -> untap_it
%extend tap: IT_TAP_IT -> tap_it
IT_UNTAP_IT: "untap it"
IT_TAP_IT: "tap it"
"""


class ItAgainLowering:
    ctx: LineContext

    def _last_target(self) -> int:
        if not self.ctx.targets:
            raise ValueError("'it' names no target here")
        return len(self.ctx.targets) - 1

    def untap_it(self, items: list[Any]) -> tuple[Instruction, ...]:
        return (step("untap", to=self._last_target()),)

    def tap_it(self, items: list[Any]) -> tuple[Instruction, ...]:
        return (step("tap", to=self._last_target()),)
