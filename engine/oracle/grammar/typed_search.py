"""Searching a library for a card of one card type (701.23a, 205.2a): "Search your library for
a land card, reveal it, put it into your hand, then shuffle." (the `card` word of the
search_library instruction: "land", "artifact", "creature", "enchantment", "planeswalker"). "..., put that card
onto the battlefield [tapped], then shuffle." (Rampant Growth, Crop Rotation) is the same
instruction as "put it" (701.23a), kept as `that_card` so the card prints back its own words. "a Forest card" is any card with
that land type (205.3i: Three Visits finds a nonbasic Forest too). "a Rebel permanent card with
mana value 3 or less" (the Rebels and Mercenaries) is the card word "permanent" (110.4) with the
filters "subtype" (205.3m) and "mana_value_at_most" (202.3)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lark import Token

from engine.oracle.subtypes import CREATURE_TYPES

# The filters a search_library instruction may add to its card word.
FILTERS = ("subtype", "mana_value_at_most")


def search_card_words(params: Mapping[str, Any]) -> str | None:
    """The words of "a Rebel permanent card with mana value 3 or less" (card "permanent" with
    its "subtype" and "mana_value_at_most"), or None for another search."""
    subtype, most = params.get("subtype"), params.get("mana_value_at_most")
    if params.get("card") != "permanent" or subtype not in CREATURE_TYPES:
        return None
    if isinstance(most, bool) or not isinstance(most, int):
        return None
    article = "an" if str(subtype)[0] in "AEIOU" else "a"
    return f"{article} {subtype} permanent card with mana value {most} or less"


GRAMMAR = r"""
%extend search_card: TS_TYPED_CARD -> ts_typed_card
TS_TYPED_CARD: "a land card" | "an artifact card" | "a creature card" | "an enchantment card"
             | "a planeswalker card"
%extend search_card: TS_LAND_TYPE_CARD -> ts_land_type_card
TS_LAND_TYPE_CARD: "a plains card" | "an island card" | "a swamp card" | "a mountain card"
                 | "a forest card"
// "a Rebel permanent card with mana value 3 or less" (205.3m, 110.4, 202.3)
%extend search_card: TS_SUBTYPE_PERMANENT INT TS_OR_LESS -> ts_subtype_permanent
TS_SUBTYPE_PERMANENT: /an? [a-z][\w'-]* permanent card with mana value/i
TS_OR_LESS: "or less"
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

    def ts_subtype_permanent(self, items: list[Token]) -> dict[str, Any]:
        """ "a Mercenary permanent card with mana value 2 or less": a card of a permanent type
        (110.4) with that creature type (205.3m) and mana value (202.3) at most N."""
        subtype = str(items[0]).split()[1].capitalize()
        if subtype not in CREATURE_TYPES:
            raise ValueError(f"{subtype!r} is no creature type")
        return {"card": "permanent", "subtype": subtype, "mana_value_at_most": int(items[1])}

    def ts_that_card_onto(self, items: list[Token]) -> dict[str, Any]:
        return {"that_card": True}

    def ts_that_card_onto_tapped(self, items: list[Token]) -> dict[str, Any]:
        return {"that_card": True, "tapped": True}
