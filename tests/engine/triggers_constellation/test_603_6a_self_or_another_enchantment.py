"""A trigger on the object itself or another enchantment entering under its controller's control
(603.6a; constellation is an ability word, 207.2c): Eidolon of Blossoms ("Whenever ~ or another
enchantment enters under your control, draw a card.") compiled from its Oracle text. It
triggers on its own entering and on another enchantment of its controller's, not on an
opponent's enchantment or a creature that isn't one."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

EIDOLON = "Eidolon of Blossoms"
GLORIOUS = "Glorious Anthem"  # an enchantment: "Creatures you control get +1/+1."
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, EIDOLON, GLORIOUS)


def test_603_6a_eidolon_compiles_automated() -> None:
    compiled = compile_record(records(EIDOLON)[EIDOLON])
    assert compiled.label == AUTOMATED, compiled.lines


def game(eidolon_zone: str = "battlefield", anthem_of: str = "A") -> GameState:
    alice: dict[str, Any] = {
        "id": "A",
        "name": "Alice",
        eidolon_zone: [{"id": "eidolon", "card": EIDOLON}],
        "library": [{"id": f"l{i}", "card": "Forest"} for i in range(3)],
    }
    bob: dict[str, Any] = {"id": "B", "name": "Bob", "library": [{"id": "m0", "card": "Island"}]}
    hand = {"id": "anthem", "card": GLORIOUS}
    owner = alice if anthem_of == "A" else bob
    owner.setdefault("hand", []).append(hand)
    owner.setdefault("hand", []).append({"id": "bears", "card": "Grizzly Bears"})
    active = anthem_of if eidolon_zone == "battlefield" else "A"
    return board(alice, bob, turn={"number": 2, "active_player": active, "step": "precombat_main"})


def cast_and_resolve(state: GameState, card: str) -> GameState:
    cast = play(state, {"type": "cast", "object": card, "free": True})
    return play(cast.state, RESOLVE).state


def entered_log(state: GameState) -> Any:
    cast = play(state, {"type": "cast", "object": "anthem", "free": True})
    return play(cast.state, RESOLVE).log


def hand_size(state: GameState) -> int:
    return len(state.zone(Zone.HAND, "A"))


def test_603_6a_another_enchantment_entering_draws() -> None:
    state = game()
    before = hand_size(state)
    entered = cast_and_resolve(state, "anthem")
    assert len(entered.zone(Zone.STACK)) == 1  # the trigger
    drawn = play(entered, RESOLVE)
    assert hand_size(drawn.state) == before  # the Anthem cast, a card drawn
    assert len(drawn.state.zone(Zone.LIBRARY, "A")) == 2
    assert cites(entered_log(state), "603.2")


def test_603_6a_the_eidolon_itself_entering_draws() -> None:
    state = game("hand")
    entered = cast_and_resolve(state, "eidolon")
    assert len(entered.zone(Zone.STACK)) == 1
    drawn = play(entered, RESOLVE).state
    assert len(drawn.zone(Zone.LIBRARY, "A")) == 2


def test_603_6a_a_creature_that_isnt_an_enchantment_doesnt_trigger() -> None:
    entered = cast_and_resolve(game(), "bears")
    assert not entered.zone(Zone.STACK) and not entered.pending_triggers


def test_603_6a_an_opponents_enchantment_doesnt_trigger() -> None:
    entered = cast_and_resolve(game(anthem_of="B"), "anthem")
    assert not entered.zone(Zone.STACK) and not entered.pending_triggers
