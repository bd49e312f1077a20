"""613.4c with 613.1f: "Creatures with flying get +1/+1." (Serra Aviary): every player's creature
that has flying as layer 7c applies, its keywords of layer 6 included (engine.oracle.grammar
.filtered_statics); a creature without flying gets nothing."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board

AVIARY = {
    "name": "Serra Aviary",
    "type_line": "World Enchantment",
    "mana_cost": "{3}{W}",
    "layout": "normal",
    "colors": ["W"],
    "oracle_text": "Creatures with flying get +1/+1.",
}


WINGS = {
    "name": "Test Wings",
    "type_line": "Enchantment — Aura",
    "mana_cost": "{U}",
    "layout": "normal",
    "colors": ["U"],
    "oracle_text": "Enchant creature\nEnchanted creature has flying.",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Serra Aviary": AVIARY, "Test Wings": WINGS})


def test_the_aviary_is_automated() -> None:
    assert compile_record(AVIARY).label == AUTOMATED


def pt(state: GameState, obj: str) -> tuple[int | None, int | None]:
    c = chars(state, state.object(obj))
    return c.power, c.toughness


def test_every_players_flyers_get_the_bonus() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "aviary", "card": "Serra Aviary"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "angel", "card": "Serra Angel"}]},
    )
    assert pt(state, "angel") == (5, 5)  # Bob's 4/4 flyer
    assert pt(state, "bears") == (2, 2)  # no flying
    report = engine.characteristics_report(state)["angel"]
    assert any(entry["layer"] == "613.4c" for entry in report["breakdown"])


def test_flying_granted_in_layer_6_counts() -> None:
    """An Aura's flying (layer 6, 613.1f) is there before the bonus of layer 7c applies."""
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "aviary", "card": "Serra Aviary"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "wings", "card": "Test Wings", "attached_to": "bears"},
            ],
        },
        {"id": "B"},
    )
    assert pt(state, "bears") == (3, 3)
