"""Endure (701.63a) of the permanent a trigger event named: Warden of the Grove ("Whenever another
nontoken creature enters under your control, it endures X, where X is the number of counters on
~."), compiled from its 2026 Oracle text. "It" is the creature that entered (603.6a), X counts
the Warden's counters of every kind as the ability resolves (122.1, 608.2h); if the creature has
left the battlefield its controller still creates the token (701.63a)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

WARDEN = "Warden of the Grove"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, WARDEN, "Grizzly Bears", "Murder")


def test_701_63a_warden_of_the_grove_is_automated() -> None:
    compiled = compile_record(records(WARDEN)[WARDEN])
    assert compiled.label == AUTOMATED, compiled.lines


def _bears_entered(counters: dict[str, int]) -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "warden", "card": WARDEN, "counters": counters}],
            "hand": [{"id": "bears", "card": "Grizzly Bears"}, {"id": "murder", "card": "Murder"}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "bears", "free": True})
    return play(cast.state, RESOLVE).state  # the Bears enter; the Warden's trigger is on the stack


def _spirits(state: GameState) -> list[Any]:
    return [o for o in state.battlefield if o.token and o.card == "Spirit Token"]


def test_701_63a_the_entering_creature_gets_the_counters() -> None:
    # two +1/+1 counters and a charge counter: X counts counters of every kind (122.1)
    state = _bears_entered({"+1/+1": 2, "charge": 1})
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["counters", "spirit"]
    done = play(state, RESOLVE, ["counters"])
    assert done.state.object("bears").counter("+1/+1") == 3
    assert done.state.object("warden").counter("+1/+1") == 2
    assert cites(done.log, "701.63a")


def test_701_63a_or_an_x_x_spirit() -> None:
    done = play(_bears_entered({"+1/+1": 2}), RESOLVE, ["spirit"])
    assert done.state.object("bears").counter("+1/+1") == 0
    (spirit,) = _spirits(done.state)
    seen = chars(done.state, spirit)
    assert (seen.power, seen.toughness) == (2, 2)


def test_701_63a_the_creature_gone_only_the_token_is_made() -> None:
    state = _bears_entered({"+1/+1": 1})
    gone = play(state, {"type": "cast", "object": "murder", "targets": ["bears"], "free": True})
    state = play(gone.state, RESOLVE).state  # Murder resolves above the trigger
    assert state.object("bears").zone is Zone.GRAVEYARD
    done = play(state, RESOLVE)
    (spirit,) = _spirits(done.state)
    assert (chars(done.state, spirit).power, chars(done.state, spirit).toughness) == (1, 1)
    assert spirit.controller == "A"
