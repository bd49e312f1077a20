"""A keyword action done more than once: "Investigate twice." / "Investigate three times."
(701.16a, each time a Clue token; Confirm Suspicions). Lowered to that many `investigate`
instructions, done one after another."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.vocabulary import number_word, word_number

GRAMMAR = r"""
%extend clause: INVESTIGATE RA_TWICE -> investigate_twice
              | INVESTIGATE NUMWORD RA_TIMES -> investigate_times
RA_TWICE: "twice"
RA_TIMES: "times"
"""


class RepeatedActionLowering:
    ctx: LineContext

    def investigate_twice(self, items: list[Any]) -> Effects:
        return (step("investigate"),) * 2

    def investigate_times(self, items: list[Token]) -> Effects:
        return (step("investigate"),) * word_number(str(items[1]))


def repeated_words(effects: tuple[Instruction, ...], start: int) -> tuple[str, int] | None:
    """ "investigate twice" for a run of investigate instructions from `start`, and where the
    run ends; None for a single one."""
    end = start
    while end < len(effects) and effects[end].kind == "investigate" and not effects[end].params:
        end += 1
    times = end - start
    if times < 2:
        return None
    return ("investigate twice" if times == 2 else f"investigate {number_word(times)} times"), end
