"""Demonstrate (702.144a): when the spell is cast its controller may copy it; if they do, an
opponent they choose copies it too, each copy's controller choosing new targets if they like
(707.10c). Replication Technique ("Create a token that's a copy of target permanent you
control.") is compiled from its 2026 Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

TECHNIQUE = "Replication Technique"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, TECHNIQUE)


def test_702_144a_demonstrate_compiles_and_prints_back() -> None:
    compiled = compile_record(records(TECHNIQUE)[TECHNIQUE])
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[0] == "Demonstrate"


def _cast() -> Any:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "tech", "card": TECHNIQUE}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
    )
    return play(state, {"type": "cast", "object": "tech", "targets": ["bears"], "free": True})


def _tokens(state: GameState, player: str) -> list[str]:
    return sorted(o.card for o in state.battlefield if o.token and o.controller == player)


def test_702_144a_copy_it_and_an_opponent_copies_it_too() -> None:
    cast = _cast()
    assert cites(cast.log, "702.144a")  # the trigger
    asked = pending(cast.state, RESOLVE)
    assert asked.pending is not None and asked.pending.decider == "A"
    # Bob's copy: he may choose a new target, a permanent he controls (707.10c)
    done = play(cast.state, RESOLVE, ["copy", "giant"])
    assert cites(done.log, "702.144a") and cites(done.log, "707.10")
    end = resolve_all(done.state)
    assert _tokens(end, "A") == ["Grizzly Bears", "Grizzly Bears"]
    assert _tokens(end, "B") == ["Hill Giant"]


def test_702_144a_not_copied_no_opponent_copy() -> None:
    done = play(_cast().state, RESOLVE, ["decline"])
    end = resolve_all(done.state)
    assert _tokens(end, "A") == ["Grizzly Bears"]
    assert _tokens(end, "B") == []
