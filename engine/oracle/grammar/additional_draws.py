"""Draws written as "additional" cards: "draw an additional card", "draw two additional cards",
"that player draws an additional card" (Howling Mine's, Font of Mythos's, Phyrexian Arena's
draw-step lines). "Additional" says the draw comes on top of the draw step's own draw (504.1);
the draw itself is an ordinary one (121.1): the instruction "draw" with "additional" set, which
only the printer reads, so the card prints back in its own words."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.oracle.grammar.common import number
from engine.oracle.lowering import Effects, step
from engine.oracle.vocabulary import number_word

GRAMMAR = r"""
%extend draw: "draw" ad_cards -> ad_draw_you
            | subject "draws" ad_cards -> ad_draw_player
ad_cards: AD_AN_ADDITIONAL_CARD -> ad_one_card
        | NUMWORD AD_ADDITIONAL_CARDS -> ad_some_cards
AD_AN_ADDITIONAL_CARD: "an additional card"
AD_ADDITIONAL_CARDS: "additional cards"
"""


class AdditionalDrawsLowering:
    def ad_one_card(self, items: list[Any]) -> int:
        return 1

    def ad_some_cards(self, items: list[Token]) -> int:
        return number(items[0])

    def ad_draw_you(self, items: list[Any]) -> Effects:
        return (step("draw", count=items[-1], additional=True),)

    def ad_draw_player(self, items: list[Any]) -> Effects:
        return (step("draw", player=items[0], count=items[-1], additional=True),)


def additional_cards_words(count: Any) -> str | None:
    """ "an additional card" / "two additional cards", or None for a count it can't say."""
    if count == 1:
        return "an additional card"
    if isinstance(count, int) and count > 1:
        return f"{number_word(count)} additional cards"
    return None
