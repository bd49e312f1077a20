"""Endure joined to the clause before it with "and" (608.2c: in the order written): Sinkhole
Surveyor's "Whenever ~ attacks, you lose 1 life and ~ endures 1." (701.63a), compiled from its
Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SURVEYOR = "Sinkhole Surveyor"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SURVEYOR)


def test_701_63a_joined_with_and_compiles_and_prints_back() -> None:
    line = "Whenever ~ attacks, you lose 1 life and ~ endures 1."
    compiled = compile_record(records(SURVEYOR)[SURVEYOR])
    (status,) = [s for s in compiled.lines if s.text == line]
    assert status.applied
    assert line in compiled.printed.splitlines()


def _attacking() -> GameState:
    state = board(
        {"id": "A", "battlefield": [{"id": "surveyor", "card": SURVEYOR}]},
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    return play(state, {"type": "attack", "attackers": {"surveyor": "B"}}).state


def test_701_63a_you_lose_life_then_it_endures_with_a_counter() -> None:
    done = play(_attacking(), RESOLVE, ["counters"])
    assert done.state.player("A").life == 19
    assert done.state.object("surveyor").counter("+1/+1") == 1
    assert cites(done.log, "701.63a")


def test_701_63a_or_a_spirit_token() -> None:
    done = play(_attacking(), RESOLVE, ["spirit"])
    assert done.state.player("A").life == 19
    spirits = [o for o in done.state.battlefield if o.token and o.card == "Spirit Token"]
    assert len(spirits) == 1
