"""Mill joined to the instruction before it with "and" (608.2c: in the order written; the
subject is the one before it, "you"): "When ~ enters, you gain 2 life and mill two cards."
(Doom's Servo-Guards, 701.17a). A clause of another player can't lend "and mill" its subject.
Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record, compile_text
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

GUARDS = "Doom's Servo-Guards"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, GUARDS)


def test_701_17a_gain_life_and_mill_compiles_and_prints_back() -> None:
    compiled = compile_record(records(GUARDS)[GUARDS])
    assert compiled.label == AUTOMATED
    assert "When ~ enters, you gain 2 life and mill two cards." in compiled.printed.split("\n")


def test_701_17a_and_mill_after_another_players_clause_is_not_read() -> None:
    compiled = compile_text(
        "Test Bear",
        "Creature — Bear",
        "When Test Bear enters, each opponent loses 2 life and mill two cards.",
    )
    assert not compiled.lines[0].applied


def test_701_17a_you_gain_two_life_and_mill_two_cards() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "guards", "card": GUARDS}],
            "library": [{"id": f"a{i}", "card": "Forest"} for i in range(3)],
        },
        {"id": "B", "library": [{"id": f"b{i}", "card": "Forest"} for i in range(3)]},
    )
    cast = play(state, {"type": "cast", "object": "guards", "free": True})
    done = resolve_all(play(cast.state, {"type": "resolve"}).state)
    assert done.player("A").life == 22
    assert sorted(o.id for o in done.zone(Zone.GRAVEYARD, "A")) == ["a0", "a1"]
    assert not done.zone(Zone.GRAVEYARD, "B")
    assert len(done.zone(Zone.LIBRARY, "A")) == 1
