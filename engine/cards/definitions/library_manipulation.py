"""Spells that look at the top of a library: scry (701.22). Each ability is its Oracle text."""

from __future__ import annotations

from engine.cards.build import spell
from engine.cards.model import instruction

CARDS = (
    spell(
        "Opt",
        "{U}",
        "Instant",
        "Scry 1.\nDraw a card.",
        (instruction("scry", count=1), instruction("draw")),
    ),
)
