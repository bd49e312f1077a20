"""Partner with [name] (702.124j): the keyword's enters trigger lets its target player search
their library for a card with the partner's name, reveal it and put it into their hand, then
shuffle (701.23a, 701.20a). The deck-construction half does nothing in a game under way.
Blaring Recruiter and Blaring Captain of the 2026 card file are compiled from their Oracle
text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

RECRUITER = "Blaring Recruiter"
CAPTAIN = "Blaring Captain"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, RECRUITER, CAPTAIN)


def test_702_124j_partner_with_compiles_and_prints_back() -> None:
    compiled = compile_record(records(RECRUITER)[RECRUITER])
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[0] == "Partner with Blaring Captain"
    (trigger,) = [a for a in compiled.definition.abilities if a.keyword == "Partner with"]
    assert trigger.targets == ("player",)


def _entered(*library: str) -> GameState:
    state = board(
        {"id": "A", "hand": [{"id": "it", "card": RECRUITER}]},
        {
            "id": "B",
            "library": [{"id": f"b{i}", "card": c} for i, c in enumerate(library)],
        },
    )
    cast = play(state, {"type": "cast", "object": "it", "free": True})
    return cast.state


def _on_the_stack(state: GameState, target: str) -> GameState:
    """The Recruiter resolves; its trigger is put on the stack targeting `target`."""
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    triggered = play(state, RESOLVE, [target])
    assert cites(triggered.log, "702.124j") and cites(triggered.log, "603.2")
    return triggered.state


def test_702_124j_target_player_puts_the_partner_into_their_hand() -> None:
    state = _on_the_stack(_entered("Island", CAPTAIN, "Island"), "B")
    asked = pending(state, RESOLVE)
    assert asked.pending is not None and asked.pending.decider == "B"
    found = [o.id for o in asked.pending.options if o.id.startswith("b")]
    assert found == ["b1"]  # only the card named Blaring Captain can be found (201.2)
    done = play(state, RESOLVE, ["b1"])
    assert done.state.object("b1").zone is Zone.HAND
    assert done.state.object("b1").owner == "B"
    assert len(done.state.zone(Zone.LIBRARY, "B")) == 2
    assert cites(done.log, "701.23a")
    assert cites(done.log, "701.20a")  # the card found is revealed


def test_702_124j_the_player_may_decline() -> None:
    state = _on_the_stack(_entered(CAPTAIN), "B")
    done = play(state, RESOLVE, ["decline"])
    assert done.state.object("b0").zone is Zone.LIBRARY
