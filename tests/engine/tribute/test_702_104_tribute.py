"""Tribute N (702.104a): as the creature enters, an opponent its controller chooses may have it
enter with N additional +1/+1 counters; its "if tribute wasn't paid" abilities check that they
didn't (702.104b, 603.4). Snake of the Golden Grove ("Tribute 3"; "When ~ enters, if tribute
wasn't paid, you gain 4 life.") of the 2026 card file is compiled from its Oracle text
(engine.mechanics.tribute)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

SNAKE = "Snake of the Golden Grove"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SNAKE)


def test_702_104a_tribute_compiles_and_prints_back() -> None:
    compiled = compile_record(records(SNAKE)[SNAKE])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == (
        "Tribute 3\nWhen ~ enters, if tribute wasn't paid, you gain 4 life."
    )


def _cast() -> GameState:
    state = board({"id": "A", "hand": [{"id": "snake", "card": SNAKE}]}, {"id": "B"})
    return play(state, {"type": "cast", "object": "snake", "free": True}).state


def test_702_104a_the_opponent_decides() -> None:
    asked = pending(_cast(), RESOLVE)
    assert asked.pending is not None and asked.pending.decider == "B"


def test_702_104a_tribute_paid_the_counters_and_no_trigger() -> None:
    done = play(_cast(), RESOLVE, ["paid"])
    snake = done.state.object("snake")
    assert snake.zone is Zone.BATTLEFIELD and snake.counter("+1/+1") == 3
    assert not done.state.zone(Zone.STACK) and not done.state.pending_triggers
    assert cites(done.log, "702.104a")


def test_702_104b_tribute_not_paid_the_ability_triggers() -> None:
    done = play(_cast(), RESOLVE, ["not_paid"])
    assert done.state.object("snake").counter("+1/+1") == 0
    gained = play(done.state, RESOLVE)
    assert gained.state.player("A").life == 24
