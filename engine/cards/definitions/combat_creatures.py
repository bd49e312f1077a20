"""Creatures for combat: vanilla ones and ones whose only abilities are combat keywords.

Each card is as Oracle gives it (cost, types, power and toughness, keywords); its keywords are the
whole of its rules text, and all of them are in `engine.rules.keywords.IMPLEMENTED`.
"""

from __future__ import annotations

from engine.cards.build import card
from engine.cards.model import CardDef


def _creature(
    name: str,
    cost: str,
    subtypes: tuple[str, ...],
    power: int,
    toughness: int,
    colors: tuple[str, ...],
    *keywords: str,
) -> CardDef:
    return card(
        name,
        cost,
        ("Creature",),
        subtypes=subtypes,
        power=power,
        toughness=toughness,
        colors=colors,
        keywords=keywords,
    )


CARDS = (
    # Haste / Wither
    _creature(
        "Boggart Ram-Gang",
        "{R/G}{R/G}{R/G}",
        ("Goblin", "Warrior"),
        3,
        3,
        ("G", "R"),
        "Haste",
        "Wither",
    ),
)
