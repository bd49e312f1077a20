"""Token makers (111: tokens enter under their creator's control) and card draw and discard
(121, 701.9). Each ability's Oracle text is its `text`."""

from __future__ import annotations

from typing import Any

from engine.cards.build import creature, spell, token
from engine.cards.model import CardDef, TriggeredAbility, instruction

NUMBERS = {1: "a", 2: "two", 3: "three"}


def _tokens(
    name: str, cost: str, kind: str, count: int, made: dict[str, Any], **extra: Any
) -> CardDef:
    # "Create <count> P/T <color> <Name> creature tokens [with flying]."
    color = {"W": "white", "R": "red", "G": "green", "B": "black", "U": "blue"}[made["colors"][0]]
    flying = " with flying" if made["keywords"] else ""
    plural = "s" if count > 1 else ""
    text = f"Create {NUMBERS[count]} {made['power']}/{made['toughness']} {color} {made['name']} creature token{plural}{flying}."
    return spell(
        name, cost, kind, text, (instruction("create_tokens", token=made, count=count),), **extra
    )


def _draw(name: str, cost: str, n: int) -> CardDef:
    # "Draw N cards."
    return spell(
        name,
        cost,
        "Sorcery",
        f"Draw {NUMBERS[n]} cards.",
        (instruction("draw", player="you", count=n),),
    )


SOLDIER, GOBLIN, SPIRIT = (
    token("Soldier", 1, 1, "W"),
    token("Goblin", 1, 1, "R"),
    token("Spirit", 1, 1, "W", "Flying"),
)
ZOMBIE = token("Zombie", 2, 2, "B")
FLASHBACK = "Flashback"

CARDS = (
    _tokens(
        "Lingering Souls",
        "{2}{W}",
        "Sorcery",
        2,
        SPIRIT,
        keywords=(FLASHBACK,),
        flashback="{1}{B}",  # cast from the graveyard, then exiled (702.34a)
    ),
    _tokens(
        "Call of the Herd",
        "{2}{G}",
        "Sorcery",
        1,
        token("Elephant", 3, 3, "G"),
        keywords=(FLASHBACK,),
        flashback="{3}{G}",  # cast from the graveyard, then exiled (702.34a)
    ),
    spell(
        "Bestial Menace",
        "{3}{G}{G}",
        "Sorcery",
        "Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token.",
        (
            instruction("create_tokens", token=token("Snake", 1, 1, "G")),
            instruction("create_tokens", token=token("Wolf", 2, 2, "G")),
            instruction("create_tokens", token=token("Elephant", 3, 3, "G")),
        ),
    ),
    creature(
        "Goblin Instigator",
        "{1}{R}",
        ("Goblin", "Rogue"),
        1,
        1,
        abilities=(
            TriggeredAbility(
                "When Goblin Instigator enters the battlefield, create a 1/1 red Goblin creature token.",
                "self_enters",
                (instruction("create_tokens", token=GOBLIN),),
            ),
        ),
    ),
    creature(
        "Attended Knight",
        "{2}{W}",
        ("Human", "Knight"),
        2,
        2,
        "First strike",  # First strike
        abilities=(
            TriggeredAbility(
                "When Attended Knight enters the battlefield, create a 1/1 white Soldier creature token.",
                "self_enters",
                (instruction("create_tokens", token=SOLDIER),),
            ),
        ),
    ),
    creature(
        "Grave Titan",
        "{4}{B}{B}",
        ("Giant",),
        6,
        6,
        "Deathtouch",  # Deathtouch
        abilities=(
            # Whenever Grave Titan enters the battlefield or attacks, create two 2/2 black Zombie
            # creature tokens. (One ability with two trigger events, 603.2: modeled as two.)
            TriggeredAbility(
                "When Grave Titan enters the battlefield, create two 2/2 black Zombie creature tokens.",
                "self_enters",
                (instruction("create_tokens", token=ZOMBIE, count=2),),
            ),
            TriggeredAbility(
                "Whenever Grave Titan attacks, create two 2/2 black Zombie creature tokens.",
                "self_attacks",
                (instruction("create_tokens", token=ZOMBIE, count=2),),
            ),
        ),
    ),
    _draw("Divination", "{2}{U}", 2),
    _draw("Concentrate", "{2}{U}{U}", 3),
    creature(
        "Wall of Omens",
        "{1}{W}",
        ("Wall",),
        0,
        4,
        "Defender",  # Defender
        abilities=(
            TriggeredAbility(
                "When Wall of Omens enters the battlefield, draw a card.",
                "self_enters",
                (instruction("draw", player="you", count=1),),
            ),
        ),
    ),
    creature(
        "Elvish Visionary",
        "{1}{G}",
        ("Elf", "Shaman"),
        1,
        1,
        abilities=(
            TriggeredAbility(
                "When Elvish Visionary enters the battlefield, draw a card.",
                "self_enters",
                (instruction("draw", player="you", count=1),),
            ),
        ),
    ),
)
