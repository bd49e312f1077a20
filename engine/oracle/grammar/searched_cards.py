"""Several cards searched for (701.23a, 701.23b): "Search your library for up to two basic land
cards, put them onto the battlefield tapped, then shuffle." (Cycle of Renewal) and "..., reveal
them, put them into your hand, then shuffle." The number is at most N (finding fewer is allowed);
the search_library instruction's "up_to". "Them" must follow a plural search and "it" a single
one (checked by `agree`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.oracle.vocabulary import number_word, word_number

LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")

GRAMMAR = r"""
%extend search_card: SC_UP_TO_BASIC_LANDS -> sc_up_to_basic_lands
SC_UP_TO_BASIC_LANDS: /up to (two|three|four|five) (basic land|plains|island|swamp|mountain|forest) cards/i
%extend search_put: SC_PUT_THEM_ONTO -> sc_them_onto
                  | SC_PUT_THEM_ONTO TAPPED_WORD -> sc_them_onto_tapped
                  | SC_REVEAL_THEM_INTO_HAND -> sc_reveal_them_into_hand
SC_PUT_THEM_ONTO: ", put them onto the battlefield"
SC_REVEAL_THEM_INTO_HAND: ", reveal them, put them into your hand"
"""


class SearchedCardsLowering:
    def sc_up_to_basic_lands(self, items: list[Token]) -> dict[str, Any]:
        """ "up to two basic land cards"; "up to two Forest cards": any card with that land
        type (205.3i)."""
        words = str(items[0]).lower().split()
        card = "basic_land" if words[3] == "basic" else words[3]
        return {"card": card, "up_to": word_number(words[2])}

    def sc_them_onto(self, items: list[Token]) -> dict[str, Any]:
        return {"them": True}

    def sc_them_onto_tapped(self, items: list[Token]) -> dict[str, Any]:
        return {"them": True, "tapped": True}

    def sc_reveal_them_into_hand(self, items: list[Token]) -> dict[str, Any]:
        return {"them": True, "into": "hand", "reveal": True}


def agree(card: Any, put: Any) -> dict[str, Any]:
    """The put part of a search, "them" dropped once checked against the number searched for."""
    plural = isinstance(card, dict) and "up_to" in card
    parts: dict[str, Any] = dict(put)
    if bool(parts.pop("them", False)) != plural:
        raise ValueError('"it" or "them": the number of cards searched for')
    return parts


def searched_cards_words(params: Any) -> str | None:
    """ "up to two basic land cards" for an up_to search, or None."""
    up_to = params.get("up_to")
    if up_to is None:
        return None
    card = params.get("card")
    words = "basic land" if card == "basic_land" else str(card).capitalize()
    if card not in (*LAND_TYPES, "basic_land") or not isinstance(up_to, int) or up_to < 2:
        raise ValueError("a search for several cards")
    return f"up to {number_word(up_to)} {words} cards"
