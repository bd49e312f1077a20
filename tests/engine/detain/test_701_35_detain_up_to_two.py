"""Detain (701.35a) with "up to two target creatures your opponents control" (601.2c, 115.3:
Oracle's plural of "target creature an opponent controls"), with Lyev Decree of the 2026 card
file compiled from its Oracle text ({1}{W} sorcery, "Detain up to two target creatures your
opponents control.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

DECREE = "Lyev Decree"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, DECREE)


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "decree", "card": DECREE}],
            "battlefield": [{"id": "mine", "card": "Grizzly Bears"}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "b1", "card": "Grizzly Bears"},
                {"id": "b2", "card": "Grizzly Bears"},
                {"id": "b3", "card": "Grizzly Bears"},
            ],
            "library": [{"id": "l1", "card": "Forest"}],
        },
    )


def test_701_35a_lyev_decree_compiles_and_prints_back() -> None:
    compiled = compile_record(records(DECREE)[DECREE])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Detain up to two target creatures your opponents control."


def test_701_35a_two_of_the_opponents_creatures_are_detained_and_the_third_attacks() -> None:
    cast = play(
        _board(), {"type": "cast", "object": "decree", "targets": ["b1", "b2"], "free": True}
    )
    done = play(cast.state, RESOLVE)
    assert cites(done.log, "701.35a")
    state = play(done.state, {"type": "advance", "to": "declare_attackers", "turn": "next"}).state
    assert state.turn.active_player == "B"
    for detained in ("b1", "b2"):
        with pytest.raises(IllegalAction):
            play(state, {"type": "attack", "attackers": {detained: "A"}})
    attacked = play(state, {"type": "attack", "attackers": {"b3": "A"}})
    assert attacked.state.combat is not None


def test_115_3_the_casters_own_creature_cant_be_chosen() -> None:
    with pytest.raises(IllegalAction):
        play(_board(), {"type": "cast", "object": "decree", "targets": ["mine"], "free": True})
