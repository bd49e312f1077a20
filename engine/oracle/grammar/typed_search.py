"""Searching a library for a card of one card type (701.23a, 205.2a): "Search your library for
a land card, reveal it, put it into your hand, then shuffle." (the `card` word of the
search_library instruction: "land", "artifact", "creature", "enchantment")."""

from __future__ import annotations

from lark import Token

GRAMMAR = r"""
%extend search_card: TS_TYPED_CARD -> ts_typed_card
TS_TYPED_CARD: "a land card" | "an artifact card" | "a creature card" | "an enchantment card"
"""


class TypedSearchLowering:
    def ts_typed_card(self, items: list[Token]) -> str:
        return str(items[0]).split()[1].lower()
