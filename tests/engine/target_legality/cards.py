"""Oracle records (2026 card file) of the creatures and spells the target-legality scenarios
play with, shared with the builder's picker tests."""

from __future__ import annotations

from typing import Any


def creature(
    name: str, cost: str, colors: list[str], text: str, keywords: list[str]
) -> dict[str, Any]:
    return {
        "name": name,
        "mana_cost": cost,
        "colors": colors,
        "type_line": "Creature — Test",
        "oracle_text": text,
        "keywords": keywords,
        "power": "2",
        "toughness": "2",
        "layout": "normal",
    }


RECORDS = {
    "Kor Firewalker": creature(
        "Kor Firewalker",
        "{W}{W}",
        ["W"],
        "Protection from red\nWhenever a player casts a red spell, you may gain 1 life.",
        ["Protection"],
    ),
    "Gladecover Scout": creature(
        "Gladecover Scout",
        "{G}",
        ["G"],
        "Hexproof (This creature can't be the target of spells or abilities your opponents "
        "control.)",
        ["Hexproof"],
    ),
    "Simic Sky Swallower": creature(
        "Simic Sky Swallower",
        "{5}{G}{U}",
        ["G", "U"],
        "Flying, trample\nShroud (This creature can't be the target of spells or abilities.)",
        ["Flying", "Shroud", "Trample"],
    ),
    "Tomakul Honor Guard": creature(
        "Tomakul Honor Guard",
        "{1}{G}",
        ["G"],
        "Ward {2} (Whenever this creature becomes the target of a spell or ability an opponent "
        "controls, counter it unless that player pays {2}.)",
        ["Ward"],
    ),
    "Prodigal Pyromancer": creature(
        "Prodigal Pyromancer",
        "{2}{R}",
        ["R"],
        "{T}: Prodigal Pyromancer deals 1 damage to any target.",
        [],
    ),
    "Blossoming Defense": {
        "name": "Blossoming Defense",
        "mana_cost": "{G}",
        "colors": ["G"],
        "type_line": "Instant",
        "oracle_text": "Target creature you control gets +2/+2 and gains hexproof until end of "
        "turn.",
        "keywords": [],
        "layout": "normal",
    },
}
