"""The top of a library looked at and split without a keyword action (608.2c): "Look at the top
five cards of your library. Put any number of them into your graveyard and the rest back on top
of your library in any order." (Taigam's Scheming: not a surveil), and "You may shuffle."
(Ponder). The instructions are engine.instructions.looked_at_cards'."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.oracle.grammar.common import number
from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.vocabulary import number_word

GRAMMAR = r"""
%extend sentence: LOOK_AT_THE_TOP NUMWORD CARDS_OF_YOUR_LIBRARY "." LC_PUT_ANY_INTO_GRAVEYARD "." -> look_put_into_graveyard
%extend clause: LC_YOU_MAY_SHUFFLE -> may_shuffle
LC_PUT_ANY_INTO_GRAVEYARD: "put any number of them into your graveyard and the rest back on top of your library in any order"
LC_YOU_MAY_SHUFFLE: "you may shuffle"
"""


class LookedAtCardsLowering:
    ctx: LineContext

    def look_put_into_graveyard(self, items: list[Token]) -> Effects:
        return (step("look_put_into_graveyard", count=number(items[1])),)

    def may_shuffle(self, items: list[Any]) -> Effects:
        return (step("may_shuffle"),)


def looked_at_words(effect: Instruction) -> str:
    """The sentences of these instructions, without the first capital and the last full stop."""
    p = effect.params
    if effect.kind == "may_shuffle":
        if p:
            raise ValueError("a shuffle")
        return "you may shuffle"
    count = p.get("count", 1)
    if set(p) != {"count"} or not isinstance(count, int) or count < 2:
        raise ValueError("a look at the top")
    return (
        f"look at the top {number_word(count)} cards of your library. Put any number of them "
        "into your graveyard and the rest back on top of your library in any order"
    )
