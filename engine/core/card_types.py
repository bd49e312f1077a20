"""The card types (205.2a) and supertypes (205.4a) a type line can name: one list for every
reader of type lines (the Oracle compiler, Forge's card records)."""

from __future__ import annotations

CARD_TYPES = (
    "Artifact",
    "Battle",
    "Creature",
    "Enchantment",
    "Instant",
    "Kindred",
    "Land",
    "Planeswalker",
    "Sorcery",
    "Tribal",
)
SUPERTYPES = ("Basic", "Legendary", "Ongoing", "Snow", "World")
