"""611.3a: a static ability's "as long as ..." effect applies only while its condition holds,
checked continuously (engine.rules.static_conditions)."""

from __future__ import annotations

from typing import Any

from engine.core.state import GameState
from engine.rules.characteristics import chars
from engine.testing.scenario import board


def bonus(name: str, condition: str) -> dict[str, Any]:
    """A 1/1 that gets +1/+2 as long as `condition` holds."""
    return {
        "name": name,
        "types": ["Creature"],
        "power": 1,
        "toughness": 1,
        "abilities": [
            {
                "text": f"{name} gets +1/+2 as long as ...",
                "effect": "modify_power_toughness",
                "params": {
                    "objects": ["self"],
                    "power": 1,
                    "toughness": 2,
                    "as_long_as": condition,
                },
            }
        ],
    }


APE = bonus("Test Ape", "you_control:Forest")
RECRUIT = bonus("Test Recruit", "you_control_at_least:Artifact:3")
MONGOOSE = bonus("Test Mongoose", "graveyard_at_least:7")


def pt(state: GameState, obj: str) -> tuple[int | None, int | None]:
    c = chars(state, state.object(obj))
    return c.power, c.toughness


def game(battlefield: list[dict[str, Any]], graveyard: int = 0) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": battlefield,
            "graveyard": [{"id": f"g{i}", "card": "Forest"} for i in range(graveyard)],
        },
        {"id": "B", "battlefield": [{"id": "their", "card": "Forest"}]},
        custom_cards=[APE, RECRUIT, MONGOOSE],
    )


def test_you_control_a_forest() -> None:
    assert pt(game([{"id": "ape", "card": "Test Ape"}]), "ape") == (1, 1)  # Bob's doesn't count
    with_forest = game([{"id": "ape", "card": "Test Ape"}, {"id": "f", "card": "Forest"}])
    assert pt(with_forest, "ape") == (2, 3)


def test_metalcraft_needs_three_artifacts() -> None:
    two = [{"id": f"s{i}", "card": "Sol Ring"} for i in range(2)]
    assert pt(game([{"id": "r", "card": "Test Recruit"}, *two]), "r") == (1, 1)
    three = [*two, {"id": "s2", "card": "Sol Ring"}]
    assert pt(game([{"id": "r", "card": "Test Recruit"}, *three]), "r") == (2, 3)


def test_threshold_needs_seven_cards_in_your_graveyard() -> None:
    assert pt(game([{"id": "m", "card": "Test Mongoose"}], graveyard=6), "m") == (1, 1)
    assert pt(game([{"id": "m", "card": "Test Mongoose"}], graveyard=7), "m") == (2, 3)
