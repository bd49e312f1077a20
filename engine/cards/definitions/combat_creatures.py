"""Creatures for combat: vanilla ones and ones whose only abilities are combat keywords.

Each card is as Oracle gives it (cost, types, power and toughness, keywords); its keywords are the
whole of its rules text, and all of them are in `engine.rules.keywords.IMPLEMENTED`.
"""

from __future__ import annotations

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
    return CardDef(
        name=name,
        mana_cost=cost,
        types=("Creature",),
        subtypes=subtypes,
        power=power,
        toughness=toughness,
        colors=colors,
        keywords=keywords,
    )


CARDS = (
    # Vanilla creatures.
    _creature("Savannah Lions", "{W}", ("Cat",), 2, 1, ("W",)),
    _creature("Glory Seeker", "{1}{W}", ("Human", "Soldier"), 2, 2, ("W",)),
    _creature("Hill Giant", "{3}{R}", ("Giant",), 3, 3, ("R",)),
    # Flying, vigilance
    _creature("Serra Angel", "{3}{W}{W}", ("Angel",), 4, 4, ("W",), "Flying", "Vigilance"),
    # Reach
    _creature("Giant Spider", "{3}{G}", ("Spider",), 2, 4, ("G",), "Reach"),
    # Haste
    _creature("Raging Goblin", "{R}", ("Goblin", "Berserker"), 1, 1, ("R",), "Haste"),
    # Defender
    _creature("Wall of Stone", "{1}{R}{R}", ("Wall",), 0, 8, ("R",), "Defender"),
    # First strike
    _creature("Youthful Knight", "{1}{W}", ("Human", "Knight"), 2, 1, ("W",), "First strike"),
    # Double strike
    _creature("Fencing Ace", "{1}{W}", ("Human", "Soldier"), 1, 1, ("W",), "Double strike"),
    # Trample
    _creature("Colossal Dreadmaw", "{4}{G}{G}", ("Dinosaur",), 6, 6, ("G",), "Trample"),
    # Deathtouch
    _creature("Typhoid Rats", "{B}", ("Rat",), 1, 1, ("B",), "Deathtouch"),
    # Menace
    _creature("Boggart Brute", "{2}{R}", ("Goblin", "Warrior"), 3, 2, ("R",), "Menace"),
    # Flying, deathtouch, lifelink
    _creature(
        "Vampire Nighthawk",
        "{1}{B}{B}",
        ("Vampire", "Shaman"),
        2,
        3,
        ("B",),
        "Flying",
        "Deathtouch",
        "Lifelink",
    ),
    # Flying / Infect
    _creature(
        "Plague Stinger",
        "{1}{B}",
        ("Phyrexian", "Insect", "Horror"),
        1,
        1,
        ("B",),
        "Flying",
        "Infect",
    ),
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
    # Flying / Phasing
    _creature("Breezekeeper", "{3}{U}", ("Djinn",), 4, 4, ("U",), "Flying", "Phasing"),
    # Haste
    _creature("Spike Jester", "{B}{R}", ("Goblin", "Warrior"), 3, 1, ("B", "R"), "Haste"),
)
