"""Drawing and creating tokens in one sentence (121.1, 111.1): Unexpected Windfall ("As an
additional cost to cast this spell, discard a card. Draw two cards and create two Treasure
tokens."), compiled from its Oracle text; Pirate's Prize ("Draw two cards. Create a Treasure
token.") keeps its two sentences."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play

UNEXPECTED_WINDFALL = {
    "name": "Unexpected Windfall",
    "mana_cost": "{2}{R}{R}",
    "type_line": "Instant",
    "oracle_text": "As an additional cost to cast this spell, discard a card.\nDraw two cards "
    "and create two Treasure tokens. (They're artifacts with \"{T}, Sacrifice this artifact: Add "
    'one mana of any color.")',
    "colors": ["R"],
}
PIRATES_PRIZE = {
    "name": "Pirate's Prize",
    "mana_cost": "{3}{U}",
    "type_line": "Sorcery",
    "oracle_text": "Draw two cards. Create a Treasure token. (It's an artifact with \"{T}, "
    'Sacrifice this artifact: Add one mana of any color.")',
    "colors": ["U"],
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Unexpected Windfall": UNEXPECTED_WINDFALL})


def test_both_compile_automated_and_print_their_sentences() -> None:
    windfall = compile_record(UNEXPECTED_WINDFALL)
    assert windfall.label == AUTOMATED
    assert windfall.printed.endswith("\nDraw two cards and create two Treasure tokens.")
    prize = compile_record(PIRATES_PRIZE)
    assert prize.label == AUTOMATED
    assert prize.printed == "Draw two cards. Create a Treasure token."


def test_windfall_discards_as_its_cost_then_draws_two_and_makes_two_treasures() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "windfall", "card": "Unexpected Windfall"},
                {"id": "shock", "card": "Shock"},
            ],
            "library": [{"id": f"l{i}", "card": "Mountain"} for i in range(3)],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "windfall", "free": True})  # one card to discard
    assert cast.state.object("shock").zone is Zone.GRAVEYARD
    after = play(cast.state, {"type": "resolve"}).state
    assert {o.id for o in after.zone(Zone.HAND, "A")} == {"l0", "l1"}
    treasures = [o for o in after.battlefield if o.token and o.card == "Treasure Token"]
    assert len(treasures) == 2
