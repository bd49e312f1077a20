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
# Card types of nontraditional cards (205.2a) the engine reads from a type line: scheme cards of
# the Archenemy variant (314, engine.mechanics.schemes). Never permanents (314.2).
NONTRADITIONAL_TYPES = ("Scheme",)
