""" "Whenever you become the monarch" (725.1): Custodi Lich, compiled from its Oracle text (the 2026
card file). It triggers when its controller becomes the monarch, and not when an effect makes
the monarch the monarch again (they don't become it: the monarch's release notes); the event is
made only by a change of monarch."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

LICH = "Custodi Lich"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, LICH)


def test_custodi_lich_compiles_automated() -> None:
    compiled = compile_record(records(LICH)[LICH])
    assert compiled.label == AUTOMATED
    assert "Whenever you become the monarch, target player sacrifices a creature." in (
        compiled.printed
    )


def _entered(designations: list[str]) -> Any:
    state = board(
        {"id": "A", "designations": designations, "hand": [{"id": "lich", "card": LICH}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    cast = play(state, {"type": "cast", "object": "lich", "free": True})
    entered = play(cast.state, RESOLVE).state
    # the enters trigger: A becomes the monarch; the Lich's trigger targets B (only if it triggers)
    return play(entered, RESOLVE, [] if designations else ["B"])


def test_becoming_the_monarch_triggers_725_1() -> None:
    became = _entered([])
    assert "monarch" in became.state.player("A").designations
    [trigger] = became.state.zone(Zone.STACK)
    assert trigger.card == LICH
    assert cites(became.log, "725.1")
    state: GameState = became.state
    done = play(state, RESOLVE)
    assert done.state.object("bears").zone is Zone.GRAVEYARD


def test_already_the_monarch_doesnt_become_it_again() -> None:
    again = _entered(["monarch"])
    assert "monarch" in again.state.player("A").designations
    assert not again.state.zone(Zone.STACK)
    assert again.state.object("bears").zone is Zone.BATTLEFIELD
