"""Tokens another player creates (111.2: they own them and control them): Wanted Scoundrels
("When ~ dies, target opponent creates two Treasure tokens."), compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

WANTED_SCOUNDRELS = {
    "name": "Wanted Scoundrels",
    "type_line": "Creature — Human Pirate",
    "mana_cost": "{1}{B}",
    "colors": ["B"],
    "power": "4",
    "toughness": "3",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Wanted Scoundrels dies, target opponent creates two Treasure tokens. "
    '(They\'re artifacts with "{T}, Sacrifice this artifact: Add one mana of any color.")',
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Wanted Scoundrels": WANTED_SCOUNDRELS})


def test_wanted_scoundrels_compiles_as_automated() -> None:
    assert compile_record(WANTED_SCOUNDRELS).label == AUTOMATED


def test_the_opponent_creates_and_owns_two_treasures_111_2() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "scoundrels", "card": "Wanted Scoundrels"}]},
        {"id": "B"},
    )
    died = play(state, {"type": "move_object", "object": "scoundrels", "to": "graveyard"})
    assert cites(died.log, "603.3d")  # Bob: the only opponent
    done = play(died.state, {"type": "resolve"})
    treasures = [o for o in done.state.zone(Zone.BATTLEFIELD) if o.card == "Treasure Token"]
    assert len(treasures) == 2
    assert all(t.controller == "B" and t.owner == "B" and t.token for t in treasures)
    assert cites(done.log, "111.1")
