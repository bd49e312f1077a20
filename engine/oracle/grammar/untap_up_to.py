"""Untapping permanents chosen as the effect applies, not targeted (608.2d, 701.26b): "Untap up
to two lands." (Snap, Cloud of Faeries, Frantic Search), "Untap up to one land."; the
instruction "untap_up_to" (engine.instructions.control): "up to N" lets the controller choose
any number from none to N (107.1c)."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.oracle.lowering import Effects, step
from engine.oracle.vocabulary import number_word, word_number

GRAMMAR = r"""
%extend clause: uu_untap_up_to
uu_untap_up_to: UU_UNTAP_UP_TO UU_ONE UU_LAND -> uu_untap_up_to
              | UU_UNTAP_UP_TO NUMWORD UU_LANDS -> uu_untap_up_to
UU_UNTAP_UP_TO: "untap up to"
UU_ONE: "one"
UU_LAND: "land"
UU_LANDS: "lands"
"""


class UntapUpToLowering:
    def uu_untap_up_to(self, items: list[Token]) -> Effects:
        return (step("untap_up_to", type="Land", count=word_number(str(items[1]).lower())),)


def untap_up_to_words(params: Any) -> str | None:
    """The clause of an "untap_up_to" step, or None where it has no such words."""
    count = params.get("count", 1)
    if not set(params) <= {"type", "count"} or params.get("type", "Land") != "Land":
        return None
    if not isinstance(count, int) or not 1 <= count <= 10:
        return None
    return f"untap up to {number_word(count)} land{'s' if count > 1 else ''}"
