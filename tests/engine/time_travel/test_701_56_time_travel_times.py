"""Time travel done more than once (701.56a, 608.2c: the instruction as written, done that many
times one after another): The Tenth Doctor's "{7}: Time travel three times. Activate only as a
sorcery.", compiled from its Oracle text (the 2026 card file)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.model import ActivatedAbility
from engine.core.state import GameState
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

DOCTOR = "The Tenth Doctor"
RESOLVE = {"type": "resolve"}
LINE = "Timey-Wimey — {7}: Time travel three times. Activate only as a sorcery."


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, DOCTOR)


def _ability_index() -> int:
    abilities = compile_record(records(DOCTOR)[DOCTOR]).definition.abilities
    return next(i for i, a in enumerate(abilities) if isinstance(a, ActivatedAbility))


def test_701_56a_time_travel_three_times_compiles_and_prints_back() -> None:
    compiled = compile_record(records(DOCTOR)[DOCTOR])
    (status,) = [s for s in compiled.lines if s.text == LINE]
    assert status.applied
    assert LINE in compiled.printed.splitlines()


def _activated() -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "doc", "card": DOCTOR},
                {"id": "clock", "card": "Grizzly Bears", "counters": {"time": 2}},
                *({"id": f"s{i}", "card": "Swamp"} for i in range(7)),
            ],
            "library": [{"id": f"l{i}", "card": "Swamp"} for i in range(2)],
        },
        {"id": "B"},
        turn={"number": 1, "active_player": "A", "step": "precombat_main"},
    )
    action = {"type": "activate", "object": "doc", "ability": _ability_index()}
    return play(state, action).state


def test_701_56a_three_times_asks_three_times_in_turn() -> None:
    first = pending(_activated(), RESOLVE)
    assert first.pending is not None
    assert [o.id for o in first.pending.options] == ["add", "remove", "skip"]
    done = play(_activated(), RESOLVE, ["add", "add", "remove"])
    assert done.state.object("clock").counter("time") == 3
    assert cites(done.log, "701.56a") and cites(done.log, "608.2c")


def test_701_56a_each_time_is_its_own_choice() -> None:
    done = play(_activated(), RESOLVE, ["add", "add", "add"])
    assert done.state.object("clock").counter("time") == 5
