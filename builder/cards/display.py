"""How a card is shown: each face with its mana symbols and rules text cut into symbol parts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from builder.cards.manasymbols import ManaSymbol, TextPart, parse_mana_cost, split_symbols
from builder.cards.models import Card

__all__ = ["FaceDisplay", "display_faces"]


@dataclass(frozen=True)
class FaceDisplay:
    name: str
    mana_cost: list[ManaSymbol]
    type_line: str
    text_lines: list[list[TextPart]]  # one list of parts per line of rules text
    power_toughness: str
    loyalty: str


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
    )
