"""An exhaust ability animating a Vehicle for good (702.177a, 613.1d, 611.2a): Rocketeer
Boostbuggy's "Exhaust — {3}: ~ becomes an artifact creature. Put a +1/+1 counter on it."
Compiled from its Oracle text: with no duration the Vehicle stays an artifact creature with its
printed power and toughness (301.7), past the turn's cleanup step. Fleetwheel Cruiser's "When ~ enters, it becomes an artifact creature
until end of turn." is one only until the cleanup step (514.2)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

BUGGY = "Rocketeer Boostbuggy"
CRUISER = "Fleetwheel Cruiser"
RESOLVE = {"type": "resolve"}
EXHAUST = {"type": "activate", "object": "buggy", "ability": 1, "free": True}
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, BUGGY, CRUISER)


def test_613_1d_the_line_compiles_and_prints_back() -> None:
    compiled = compile_record(records(BUGGY)[BUGGY])
    (line,) = [s for s in compiled.lines if s.text.startswith("Exhaust")]
    assert line.applied
    assert "Exhaust — {3}: ~ becomes an artifact creature. Put a +1/+1 counter on it." in (
        compiled.printed.splitlines()
    )


def _library(who: str) -> list[dict[str, str]]:
    return [{"id": f"{who}_lib{i}", "card": "Forest"} for i in range(4)]


def _board() -> GameState:
    return board(
        {"id": "A", "battlefield": [{"id": "buggy", "card": BUGGY}], "library": _library("a")},
        {"id": "B", "library": _library("b")},
    )


def test_613_1d_the_vehicle_becomes_an_artifact_creature_with_a_counter_for_good() -> None:
    state = _board()
    assert not chars(state, state.object("buggy")).is_type("Creature")
    activated = play(state, EXHAUST)
    assert cites(activated.log, "702.177a")
    done = play(activated.state, RESOLVE).state
    printed = records(BUGGY)[BUGGY]
    seen = chars(done, done.object("buggy"))
    assert seen.is_type("Creature") and seen.is_type("Artifact")
    assert (seen.power, seen.toughness) == (
        int(printed["power"]) + 1,
        int(printed["toughness"]) + 1,
    )
    later = play(play(done, NEXT_UPKEEP).state, NEXT_UPKEEP).state  # two turns on
    assert chars(later, later.object("buggy")).is_type("Creature")


def test_514_2_until_end_of_turn_it_stops_being_a_creature_in_the_cleanup_step() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "cruiser", "card": CRUISER}], "library": _library("a")},
        {"id": "B", "library": _library("b")},
    )
    assert compile_record(records(CRUISER)[CRUISER]).label == "automated"
    cast = play(state, {"type": "cast", "object": "cruiser", "free": True}).state
    entered = play(cast, RESOLVE).state  # its enters trigger waits on the stack
    done = play(entered, RESOLVE)
    assert chars(done.state, done.state.object("cruiser")).is_type("Creature")
    later = play(done.state, NEXT_UPKEEP).state
    assert not chars(later, later.object("cruiser")).is_type("Creature")
