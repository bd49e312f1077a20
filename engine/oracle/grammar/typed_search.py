"""Searching a library for a card of one card type (701.23a, 205.2a): "Search your library for
a land card, reveal it, put it into your hand, then shuffle." (the `card` word of the
search_library instruction: "land", "artifact", "creature", "enchantment"). "..., put that card
onto the battlefield [tapped], then shuffle." (Rampant Growth, Crop Rotation) is the same
instruction as "put it" (701.23a), kept as `that_card` so the card prints back its own words. "a Forest card" is any card with
that land type (205.3i: Three Visits finds a nonbasic Forest too)."""

from __future__ import annotations

from typing import Any

from lark import Token

GRAMMAR = r"""
%extend search_card: TS_TYPED_CARD -> ts_typed_card
TS_TYPED_CARD: "a land card" | "an artifact card" | "a creature card" | "an enchantment card"
%extend search_card: TS_LAND_TYPE_CARD -> ts_land_type_card
TS_LAND_TYPE_CARD: "a plains card" | "an island card" | "a swamp card" | "a mountain card"
                 | "a forest card"
%extend search_put: TS_PUT_THAT_CARD_ONTO -> ts_that_card_onto
                  | TS_PUT_THAT_CARD_ONTO TAPPED_WORD -> ts_that_card_onto_tapped
TS_PUT_THAT_CARD_ONTO: ", put that card onto the battlefield"
"""


class TypedSearchLowering:
    def ts_typed_card(self, items: list[Token]) -> str:
        return str(items[0]).split()[1].lower()

    def ts_land_type_card(self, items: list[Token]) -> str:
        """ "a Forest card": any card with that land type (205.3i), basic or not."""
        return str(items[0]).split()[1].lower()

    def ts_that_card_onto(self, items: list[Token]) -> dict[str, Any]:
        return {"that_card": True}

    def ts_that_card_onto_tapped(self, items: list[Token]) -> dict[str, Any]:
        return {"that_card": True, "tapped": True}
