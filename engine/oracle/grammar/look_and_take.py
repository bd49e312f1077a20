""" "Look at the top two cards of your library. Put one of them into your hand and the other on
the bottom of your library." (Sea Gate Oracle) and "... and the other into your graveyard."
(Tower Geist): two sentences, one instruction "look_and_take" (engine.instructions.look_and_take).
"the other" is one card: only "two" is read."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.oracle.grammar.common import number
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend sentence: LOOK_AT_THE_TOP NUMWORD CARDS_OF_YOUR_LIBRARY "." LT_PUT_ONE_OF_THEM lt_rest "." -> look_and_take
LT_PUT_ONE_OF_THEM: "put one of them into your hand and the other"
lt_rest: LT_ON_THE_BOTTOM -> lt_bottom
       | LT_INTO_GRAVEYARD -> lt_graveyard
LT_ON_THE_BOTTOM: "on the bottom of your library"
LT_INTO_GRAVEYARD: "into your graveyard"
"""

_REST_WORDS = {"bottom": "on the bottom of your library", "graveyard": "into your graveyard"}


class LookAndTakeLowering:
    ctx: LineContext

    def lt_bottom(self, items: list[Any]) -> str:
        return "bottom"

    def lt_graveyard(self, items: list[Any]) -> str:
        return "graveyard"

    def look_and_take(self, items: list[Any]) -> Effects:
        count = number(next(t for t in items if isinstance(t, Token) and t.type == "NUMWORD"))
        if count != 2:
            raise ValueError('"the other" of more than two cards')
        rest = next(i for i in items if isinstance(i, str) and i in _REST_WORDS)
        return (step("look_and_take", count=2, take=1, rest=rest),)


def look_and_take_words(params: Any) -> str | None:
    if set(params) != {"count", "take", "rest"} or (params["count"], params["take"]) != (2, 1):
        return None
    rest = _REST_WORDS.get(str(params["rest"]))
    if rest is None:
        return None
    return (
        "look at the top two cards of your library. Put one of them into your hand and the "
        f"other {rest}"
    )
