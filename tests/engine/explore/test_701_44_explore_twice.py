"""Exploring more than once (701.44a), one explore after the other: Jadelight Ranger ("When ~
enters, it explores, then it explores again.") Compiled from its Oracle text. Jadelight
Spelunker's "it explores X times." stays unapplied: its X is its spell's (107.3m), which the
engine doesn't carry to a triggered ability."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

RANGER = "Jadelight Ranger"
SPELUNKER = "Jadelight Spelunker"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, RANGER, SPELUNKER)


def test_701_44a_exploring_twice_compiles_and_prints_back() -> None:
    compiled = compile_record(records(RANGER)[RANGER])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "When ~ enters, it explores, then it explores again."


def test_107_3m_explores_x_times_in_a_triggered_ability_stays_unapplied() -> None:
    # the X of the spell that became the permanent isn't carried to its triggered ability yet
    (line,) = compile_record(records(SPELUNKER)[SPELUNKER]).lines
    assert not line.applied


def _entered(card: str, library: tuple[str, ...], **cast: Any) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "it", "card": card}],
            "library": [{"id": f"card{i}", "card": name} for i, name in enumerate(library)],
        },
        {"id": "B"},
    )
    done = play(state, {"type": "cast", "object": "it", "free": True, **cast})
    return play(done.state, RESOLVE).state  # its enters ability waits on the stack


def test_701_44a_it_explores_then_explores_again_two_lands_to_the_hand() -> None:
    done = play(_entered(RANGER, ("Forest", "Island", "Shock")), RESOLVE)
    state = done.state
    assert state.object("card0").zone is Zone.HAND
    assert state.object("card1").zone is Zone.HAND
    assert state.object("card2").zone is Zone.LIBRARY
    c = chars(state, state.object("it"))
    assert (c.power, c.toughness) == (2, 1)
    assert sum(1 for e in done.log if "701.44a" in e.rules and "explores" in e.text) >= 2


def test_701_44a_a_nonland_then_a_land_one_counter_and_one_card() -> None:
    done = play(_entered(RANGER, ("Shock", "Island")), RESOLVE, ["graveyard"])
    state = done.state
    assert state.object("card0").zone is Zone.GRAVEYARD
    assert state.object("card1").zone is Zone.HAND
    assert state.object("it").counter("+1/+1") == 1
    assert cites(done.log, "701.44a")
