"""How a card is shown: each face with its mana symbols and rules text cut into symbol parts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from builder.cards.manasymbols import ManaSymbol, TextPart, parse_mana_cost, split_symbols
from builder.cards.models import Card

__all__ = ["FaceDisplay", "display_faces", "text_source"]


@dataclass(frozen=True)
class FaceDisplay:
    name: str
    mana_cost: list[ManaSymbol]
    type_line: str
    text_lines: list[list[TextPart]]  # one list of parts per line of rules text
    power_toughness: str
    loyalty: str
    defense: str = ""


def display_faces(card: Card) -> list[FaceDisplay]:
    """The card's faces, front first (a single-faced card has one)."""
    return [_face_display(face) for face in card.face_list()]


def _face_display(face: dict[str, Any]) -> FaceDisplay:
    power, toughness = face.get("power"), face.get("toughness")
    text = face.get("oracle_text") or ""
    return FaceDisplay(
        name=face.get("name", ""),
        mana_cost=parse_mana_cost(face.get("mana_cost") or ""),
        type_line=face.get("type_line") or "",
        text_lines=[split_symbols(line) for line in text.splitlines() if line.strip()],
        power_toughness=f"{power}/{toughness}"
        if power is not None and toughness is not None
        else "",
        loyalty=face.get("loyalty") or "",
        defense=face.get("defense") or "",
    )


# The sources of records not taken from Scryfall's Oracle data (the offline 2026 card file's
# added records, ../shared/carddata/README.md), in plain words.
_SOURCES = {
    "xmage+magic-spoiler": (
        "Text as previewed, source: Scryfall's text captured while the set was previewed "
        "(Magic-Spoiler); later Oracle changes may be missing."
    ),
    "xmage": (
        "Text as written in XMage, source: the rules text XMage keeps beside the card's "
        "abilities; it may differ from the Oracle text in small wording."
    ),
}


def text_source(data_source: str) -> str:
    """Where a card's text comes from, said on its page when it isn't Scryfall's Oracle text
    ("" when it is)."""
    if not data_source:
        return ""
    return _SOURCES.get(
        data_source.removesuffix("-gapfill"), f"Text not from Scryfall, source: {data_source}."
    )
