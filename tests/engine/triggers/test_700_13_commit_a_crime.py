"""Committing a crime (700.13) as a trigger event: a spell you cast targeting an opponent or
what an opponent controls triggers "whenever you commit a crime", once for the spell however many
of its targets are such; a spell targeting only your own things doesn't. Blood Hustler compiled
from its Oracle text in the 2026 card file."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

HUSTLER = "Blood Hustler"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, HUSTLER, "Shock")


def test_700_13_blood_hustler_compiles_and_prints_back() -> None:
    assert compile_record(records(HUSTLER)[HUSTLER]).label == AUTOMATED


def _shock(target: str) -> Any:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "shock", "card": "Shock"}],
            "battlefield": [
                {"id": "hustler", "card": HUSTLER},
                {"id": "a_bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "b_bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "shock", "targets": [target], "free": True})
    return cast, resolve_all(cast.state)


def test_700_13_targeting_an_opponent_is_a_crime() -> None:
    cast, done = _shock("B")
    assert cites(cast.log, "700.13")
    assert done.object("hustler").counters.get("+1/+1") == 1
    assert done.player("B").life == 18


def test_700_13_targeting_an_opponents_creature_is_a_crime() -> None:
    _, done = _shock("b_bears")
    assert done.object("hustler").counters.get("+1/+1") == 1


def test_700_13_targeting_your_own_creature_isnt() -> None:
    cast, done = _shock("a_bears")
    assert not cites(cast.log, "700.13")
    assert not done.object("hustler").counters.get("+1/+1")
