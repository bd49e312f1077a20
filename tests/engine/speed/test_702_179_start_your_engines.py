"""Start your engines! (702.179) and max speed (702.178): a player who controls a permanent with
start your engines! and has no speed gets speed 1 (704.5z); on their turn, the first time one or
more opponents lose life, their inherent speed ability triggers and their speed increases by 1,
up to 4 (702.179d: once each turn, no source, controlled by the player); "Max speed — [ability]"
gives the object the ability only while its controller's speed is 4 (702.178a). Speed is part
of the board: it goes through the document and the notation. Real cards of the 2026 card file,
compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine import notation
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import use_cards

NAMES = ("Nesting Bot", "Shock")
RESOLVE = {"type": "resolve"}
MAIN = {"number": 3, "active_player": "A", "step": "precombat_main"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _board(speed: int | None, *, active: str = "A", shocks: int = 0) -> GameState:
    you: dict[str, Any] = {
        "id": "A",
        "battlefield": [{"id": "bot", "card": "Nesting Bot"}],
        "hand": [{"id": f"shock{n}", "card": "Shock"} for n in range(shocks)],
    }
    if speed is not None:
        you["speed"] = speed
    return board(you, {"id": "B"}, turn={**MAIN, "active_player": active})


def _shock(state: GameState, n: int = 0, target: str = "B") -> Any:
    cast = play(state, {"type": "cast", "object": f"shock{n}", "free": True, "targets": [target]})
    return play(cast.state, RESOLVE)


def test_704_5z_a_player_without_speed_gets_speed_1() -> None:
    state = _board(None, shocks=1)
    assert state.player("A").speed is None
    cast = play(state, {"type": "cast", "object": "shock0", "free": True, "targets": ["B"]})
    assert cast.state.player("A").speed == 1
    assert cites(cast.log, "704.5z")
    assert cast.state.player("B").speed is None  # 702.179b: B controls no such permanent


def test_702_179d_an_opponent_losing_life_on_your_turn_increases_your_speed_once() -> None:
    state = _board(1, shocks=2)
    shocked = _shock(state)
    assert shocked.state.player("B").life == 18
    # The inherent ability waits on the stack (no source, controlled by A), then resolves.
    assert shocked.state.player("A").speed == 1
    assert [o.card for o in shocked.state.zone(Zone.STACK)] == ["Speed"]
    assert cites(shocked.log, "702.179d")
    done = play(shocked.state, RESOLVE)
    assert done.state.player("A").speed == 2
    assert cites(done.log, "702.179d")
    # 702.179d: it triggers only once each turn.
    again = _shock(done.state, 1)
    assert again.state.player("B").life == 16
    assert not again.state.zone(Zone.STACK) and not again.state.pending_triggers
    assert again.state.player("A").speed == 2


def test_702_179d_not_on_an_opponents_turn_nor_for_your_own_life() -> None:
    theirs = _shock(_board(1, active="B", shocks=1))
    assert theirs.state.player("B").life == 18
    assert not theirs.state.zone(Zone.STACK) and theirs.state.player("A").speed == 1
    own = _shock(_board(1, shocks=1), target="A")
    assert own.state.player("A").life == 18
    assert not own.state.zone(Zone.STACK) and own.state.player("A").speed == 1


def test_702_179d_speed_4_is_the_most() -> None:
    shocked = _shock(_board(4, shocks=1))
    assert shocked.state.player("B").life == 18
    assert not shocked.state.zone(Zone.STACK) and shocked.state.player("A").speed == 4
    assert cites(shocked.log, "603.4")


def test_702_179_speed_goes_through_the_document_and_the_notation() -> None:
    state = _board(3)
    doc = dump(state)
    assert doc["players"][0]["speed"] == 3 and "speed" not in doc["players"][1]
    assert load(doc) == state
    text = notation.dump(doc)
    assert "speed" in text
    assert load(notation.parse(text)) == state
