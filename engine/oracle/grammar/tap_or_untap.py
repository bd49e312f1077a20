""" "You may tap or untap target creature." (Tideforce Elemental, Twiddle): as the spell or
ability resolves, its controller chooses to tap the permanent, untap it, or neither (608.2d,
701.26a-b): the instruction "may_tap_or_untap" (engine.instructions.control)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, step

GRAMMAR = r"""
%extend clause: TU_MAY_TAP_OR_UNTAP permanent -> may_tap_or_untap
TU_MAY_TAP_OR_UNTAP: "you may tap or untap"
"""


def tap_or_untap_words(instruction: Instruction, ref: Any) -> str | None:
    """The printer's words for "may_tap_or_untap", or None for another instruction."""
    if instruction.kind != "may_tap_or_untap" or set(instruction.params) - {"to"}:
        return None
    return f"you may tap or untap {ref(instruction.params.get('to', 0))}"


class TapOrUntapLowering:
    def may_tap_or_untap(self, items: list[Any]) -> Effects:
        return (step("may_tap_or_untap", to=items[-1]),)
