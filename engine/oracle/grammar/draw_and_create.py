"""Drawing and creating tokens in one sentence: "Draw two cards and create two Treasure tokens."
(Unexpected Windfall): the cards are drawn (121.1), then the tokens created (111.1), in the order
the sentence gives them (608.2c). The draw names its player ("player": "you", the default it would
have anyway): that is how the printer tells this sentence from "Draw two cards. Create a Treasure
token." (Pirate's Prize), two sentences."""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend sentence: "draw" cards "and" create_tokens "." -> draw_and_create
"""


class DrawAndCreateLowering:
    ctx: LineContext

    def draw_and_create(self, items: list[Any]) -> Effects:
        count, tokens = items
        return (step("draw", player="you", count=count), *tokens)


def draws_and_creates(first: Instruction, second: Instruction) -> bool:
    """Are these the two halves of "Draw N cards and create ..."?"""
    return (
        (first.kind, second.kind) == ("draw", "create_tokens")
        and set(first.params) == {"player", "count"}
        and first.params.get("player") == "you"
        and set(second.params) <= {"token", "count"}
    )
