"""Protection from a card type, a creature type, monocolored and all colors (702.16a): damage
from a source with the quality is prevented (702.16e), from one without it is dealt."""

from __future__ import annotations

from typing import Any

import pytest

from engine.rules.effects.protection import creature_type_plural
from engine.testing.scenario import board, cites, play


def creature(types: list[str], subtypes: list[str], colors: list[str]) -> dict[str, Any]:
    """Inline characteristics of a 1/1 the engine has no definition for."""
    return {"types": types, "subtypes": subtypes, "colors": colors, "power": 1, "toughness": 1}


SOURCES = {
    "bears": ("Grizzly Bears", None),  # green creature, a Bear
    "elves": ("Llanowar Elves", creature(["Creature"], ["Elf", "Druid"], ["G"])),
    "ornithopter": ("Ornithopter", creature(["Artifact", "Creature"], ["Thopter"], [])),
    "knight": ("Watchwolf", creature(["Creature"], ["Wolf"], ["G", "W"])),
}


def hit(quality: str | list[str], source: str) -> tuple[int, bool]:
    """Bob's Hill Giant has protection from `quality`; `source` deals it 2 damage."""
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": key, "card": name, **({"characteristics": inline} if inline else {})}
                for key, (name, inline) in SOURCES.items()
            ],
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
        effects=[
            {
                "id": "ward",
                "kind": "protection",
                "controller": "B",
                "params": {"protected": "giant", "from": quality},
                "duration": "end_of_turn",
            }
        ],
    )
    result = play(state, {"type": "deal_damage", "source": source, "target": "giant", "amount": 2})
    return result.state.object("giant").damage, cites(result.log, "702.16e")


@pytest.mark.parametrize(
    ("quality", "source", "prevented"),
    [
        ("artifacts", "ornithopter", True),
        ("artifacts", "bears", False),
        ("Elves", "elves", True),  # an irregular plural (205.3m)
        ("Elves", "bears", False),
        ("Bears", "bears", True),
        ("monocolored", "bears", True),
        ("monocolored", "knight", False),
        ("monocolored", "ornithopter", False),
        ("all colors", "knight", True),
        ("all colors", "ornithopter", False),
        ("lands", "bears", False),
        (["artifacts", "Elves"], "elves", True),
        (["artifacts", "Elves"], "bears", False),
    ],
)
def test_damage_from_a_source_with_the_quality_is_prevented(
    quality: str | list[str], source: str, prevented: bool
) -> None:
    damage, cited = hit(quality, source)
    assert (damage, cited) == ((0, True) if prevented else (2, False))


def test_creature_types_in_the_plural() -> None:
    assert [creature_type_plural(t) for t in ("Goblin", "Elf", "Wolf", "Fox", "Sphinx")] == [
        "Goblins",
        "Elves",
        "Wolves",
        "Foxes",
        "Sphinxes",
    ]
