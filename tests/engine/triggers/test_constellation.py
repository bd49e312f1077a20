"""Humbler of Mortals: "Constellation — Whenever Humbler of Mortals or another enchantment enters
the battlefield under your control, creatures you control gain trample until end of turn."
(Constellation is an ability word, 207.2c: the trigger is the whole of it.) The creatures that
gain trample are locked in as the effect begins (611.2c)."""

from __future__ import annotations

from typing import Any

from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

RESOLVE = {"type": "resolve"}


def cast(card: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "targets": list(targets), "free": True}


def start(humbler_on_battlefield: bool = False, active: str = "A") -> GameState:
    humbler = {"id": "humbler", "card": "Humbler of Mortals"}
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "journey", "card": "Journey to Nowhere"},
                *([] if humbler_on_battlefield else [humbler]),
            ],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                *([humbler] if humbler_on_battlefield else []),
            ],
        },
        {
            "id": "B",
            "hand": [{"id": "their_journey", "card": "Journey to Nowhere"}],
            "battlefield": [{"id": "wolf", "card": "Young Wolf"}],
        },
        turn={"number": 1, "active_player": active, "step": "precombat_main"},
    )


def trample(state: GameState, object_id: str) -> bool:
    return chars(state, state.object(object_id)).has("trample")


def test_humbler_entering_gives_your_creatures_trample_until_end_of_turn() -> None:
    entered = play(play(start(), cast("humbler")).state, RESOLVE)
    assert cites(entered.log, "603.2")
    resolved = play(entered.state, RESOLVE).state
    assert trample(resolved, "humbler") and trample(resolved, "bears")
    assert not trample(resolved, "wolf")
    later = play(resolved, {"type": "advance", "to": "cleanup"}).state
    assert not trample(later, "humbler") and not trample(later, "bears")


def test_another_enchantment_entering_under_your_control_triggers_it() -> None:
    """Journey enters under Alice's control: both its own ability and the Humbler's trigger
    (Alice orders them, 603.3b, and picks Journey's target, 603.3d)."""
    state = play(start(True), cast("journey")).state
    state = play(state, RESOLVE, ["1", "wolf"]).state  # Journey's ability first: it resolves last
    sources = [o.stack.source for o in state.zone(Zone.STACK) if o.stack is not None]
    assert sources == ["journey", "humbler"]
    resolved = play(state, RESOLVE).state
    assert trample(resolved, "bears") and trample(resolved, "humbler")


def test_an_enchantment_entering_under_an_opponents_control_doesnt() -> None:
    cast_ = play(start(True, active="B"), cast("their_journey")).state
    entered = play(cast_, RESOLVE, ["bears"]).state
    sources = [o.stack.source for o in entered.zone(Zone.STACK) if o.stack is not None]
    assert sources == ["their_journey"]
