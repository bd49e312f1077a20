"""Keyword lines of mechanics that change how a spell is cast (702), each a mana cost held by a
field of the card definition (engine.cards.model.CardDef) that the cast action reads:
flashback (702.34a, `CardDef.flashback`), buyback (702.27a, `CardDef.buyback`), kicker (702.33a,
`CardDef.kicker`).

A line is lowered to ("casting", (field, cost)); the compiler sets the field and lays the line
out as "cast:FIELD", and the printer writes it back from the field (`cast_keyword`)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import CardDef
from engine.oracle.lowering import LineContext

# The definition field of each keyword, and how Oracle capitalizes the keyword.
CAST_KEYWORDS: dict[str, str] = {
    "flashback": "Flashback",
    "buyback": "Buyback",
    "kicker": "Kicker",
}

GRAMMAR = r"""
%extend keyword_item: "flashback" mana_symbols -> flashback_keyword
                    | "buyback" mana_symbols -> buyback_keyword
                    | "kicker" mana_symbols -> kicker_keyword
"""

# First words of the keyword lines this module reads (the compiler tries keyword_line for them).
HEADS = frozenset(CAST_KEYWORDS)

CastingItem = tuple[str, tuple[str, str]]


class CastKeywordLowering:
    ctx: LineContext

    def flashback_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("flashback", str(items[0]))

    def buyback_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("buyback", str(items[0]))

    def kicker_keyword(self, items: list[Any]) -> CastingItem:
        return "casting", ("kicker", str(items[0]))


def cast_part(field: str) -> str:
    """The layout part of a cast keyword (engine.oracle.printer.Line)."""
    return f"cast:{field}"


def cast_keyword(card: CardDef, part: str) -> str | None:
    """The words of a "cast:FIELD" layout part: the keyword and the cost the definition holds
    (None: the definition has no such cost)."""
    field = part.removeprefix("cast:")
    cost = getattr(card, field, None) if field in CAST_KEYWORDS else None
    if not isinstance(cost, str) or not cost:
        return None
    return f"{CAST_KEYWORDS[field]} {cost}"


# Where Oracle prints each keyword on a card with no layout (a hand-written definition): kicker
# and buyback head the text, flashback ends it.
LEADING = ("kicker", "buyback")
TRAILING = ("flashback",)


def cast_lines(card: CardDef, fields: tuple[str, ...]) -> list[tuple[str, ...]]:
    """One layout line per cast keyword of `fields` the definition has."""
    return [(cast_part(f),) for f in fields if getattr(card, f, None)]
