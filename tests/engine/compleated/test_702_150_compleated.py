"""Compleated (702.150a): a planeswalker whose caster paid life for Phyrexian mana symbols of its
cost (107.4f) enters with two fewer loyalty counters for each. Jace, the Perfected Mind
({2}{U}{U/P}, loyalty 5) is compiled from its 2026 Oracle text; the games play its compleated
line alone (its loyalty abilities aren't read yet, which would leave the card to its printed
keywords)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records

JACE = "Jace, the Perfected Mind"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    record = dict(records(JACE)[JACE])
    record["oracle_text"] = str(record["oracle_text"]).split("\n")[0]  # "Compleated (...)"
    compiled_from({JACE: record})


def _board(pool: dict[str, int]) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "jace", "card": JACE}], "mana_pool": pool},
        {"id": "B"},
    )


def test_702_150a_paid_with_life_two_fewer_loyalty_counters() -> None:
    cast = play(_board({"U": 1, "C": 2}), {"type": "cast", "object": "jace"})
    assert cast.state.player("A").life == 18  # {U/P} paid with 2 life (107.4f)
    done = play(cast.state, {"type": "resolve"})
    assert done.state.object("jace").counter("loyalty") == 3
    assert cites(done.log, "702.150a")


def test_702_150a_paid_with_mana_its_printed_loyalty() -> None:
    cast = play(_board({"U": 2, "C": 2}), {"type": "cast", "object": "jace"}, ["mana:UUCC"])
    state = resolve_all(cast.state)
    assert state.player("A").life == 20
    assert state.object("jace").counter("loyalty") == 5
