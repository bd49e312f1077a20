"""Discover (701.57a) behind the intervening "if you cast it" (603.4, 601.2): Geological
Appraiser's "When ~ enters, if you cast it, discover 3." of the 2026 card file is compiled from
its Oracle text. Cast, the permanent remembers its caster (608.3); put onto the battlefield by
an effect (Cloudshift returns it as a new object, 400.7) it wasn't cast and nothing triggers."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

APPRAISER = "Geological Appraiser"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, APPRAISER, "Cloudshift", "Grizzly Bears", "Forest")


def test_603_4_701_57a_the_appraiser_is_automated_and_prints_back() -> None:
    compiled = compile_record(records(APPRAISER)[APPRAISER])
    assert compiled.label == AUTOMATED
    assert "When ~ enters, if you cast it, discover 3." in compiled.printed.split("\n")


def _board(**alice: Any) -> GameState:
    library = [{"id": "l0", "card": "Forest"}, {"id": "l1", "card": "Grizzly Bears"}]
    return board({"id": "A", "library": library, **alice}, {"id": "B"})


def test_601_2_cast_it_discovers() -> None:
    state = _board(hand=[{"id": "app", "card": APPRAISER}])
    entered = play(play(state, {"type": "cast", "object": "app", "free": True}).state, RESOLVE)
    assert len(entered.state.zone(Zone.STACK)) == 1  # the trigger (603.4: "if you cast it")
    done = play(entered.state, RESOLVE, ["dont"])
    assert done.state.object("l1").zone is Zone.HAND  # Grizzly Bears: mana value 2 <= 3
    assert cites(done.log, "701.57a")
    assert engine.load(engine.dump(done.state)) == done.state


def test_400_7_603_4_returned_by_an_effect_it_wasnt_cast() -> None:
    state = _board(
        hand=[{"id": "shift", "card": "Cloudshift"}],
        battlefield=[{"id": "app", "card": APPRAISER}],
    )
    cast = play(state, {"type": "cast", "object": "shift", "targets": ["app"], "free": True})
    done = play(cast.state, RESOLVE)
    assert done.state.object("app").zone is Zone.BATTLEFIELD
    assert done.state.zone(Zone.STACK) == ()  # no trigger: it wasn't cast
    assert done.state.object("l1").zone is Zone.LIBRARY
