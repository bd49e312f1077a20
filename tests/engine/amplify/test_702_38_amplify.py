"""Amplify N (702.38a): as the creature enters, its controller may reveal cards from their hand
sharing a creature type with it; it enters with N +1/+1 counters for each. Zombie Brute
("Amplify 1", trample) of the 2026 card file is compiled from its Oracle text
(engine.mechanics.amplify)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

BRUTE = "Zombie Brute"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, BRUTE, "Gravedigger", "Grizzly Bears")


def test_702_38a_amplify_compiles_and_prints_back() -> None:
    compiled = compile_record(records(BRUTE)[BRUTE])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert "Amplify 1" in compiled.printed.splitlines()


def _cast() -> GameState:
    hand = [
        {"id": "brute", "card": BRUTE},
        {"id": "digger1", "card": "Gravedigger"},  # a Zombie Cleric
        {"id": "digger2", "card": "Gravedigger"},
        {"id": "bears", "card": "Grizzly Bears"},  # shares no creature type
    ]
    state = board({"id": "A", "hand": hand}, {"id": "B"})
    return play(state, {"type": "cast", "object": "brute", "free": True}).state


def test_702_38a_only_cards_sharing_a_creature_type_are_offered() -> None:
    asked = pending(_cast(), RESOLVE)
    assert asked.pending is not None and "Gravedigger" in asked.pending.prompt
    again = pending(_cast(), RESOLVE, ["reveal"])
    assert again.pending is not None and "Gravedigger" in again.pending.prompt
    done = play(_cast(), RESOLVE, ["reveal", "keep"])  # no question about the Bears
    assert done.state.object("brute").counter("+1/+1") == 1


def test_702_38a_counters_for_each_card_revealed() -> None:
    done = play(_cast(), RESOLVE, ["reveal", "reveal"])
    brute = done.state.object("brute")
    assert brute.zone is Zone.BATTLEFIELD and brute.counter("+1/+1") == 2
    assert done.state.object("digger1").zone is Zone.HAND  # revealed, not moved
    assert cites(done.log, "702.38a")


def test_702_38a_none_revealed_no_counters() -> None:
    done = play(_cast(), RESOLVE, ["keep", "keep"])
    assert done.state.object("brute").counter("+1/+1") == 0
