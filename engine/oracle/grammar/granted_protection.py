"""Protection a spell or ability grants until end of turn: "Target creature you control gains
protection from the color of your choice until end of turn." (Gods Willing, Sejiri Shelter). The
instruction is `gain_protection` (engine.instructions.protection): the color is chosen as it
resolves (608.2d), the creature has protection from it (702.16a) until end of turn."""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: subject GP_FROM_CHOSEN_COLOR UNTIL_EOT -> gain_protection_chosen
GP_FROM_CHOSEN_COLOR: "gains protection from the color of your choice"
"""


class GrantedProtectionLowering:
    ctx: LineContext

    def gain_protection_chosen(self, items: list[Any]) -> Effects:
        if not isinstance(items[0], int):
            raise ValueError("protection for something other than a target")
        return (step("gain_protection", to=items[0]),)


def protection_words(effect: Instruction, subject: str) -> str:
    """The clause of a `gain_protection`, without its capital and full stop (ValueError: none)."""
    if set(effect.params) != {"to"}:
        raise ValueError("protection from something other than a chosen color")
    return f"{subject} gains protection from the color of your choice until end of turn"
