"""Ripple N (702.60a): when its controller casts the spell, they may reveal the top N cards of
their library, cast any with the same name without paying their mana costs, and put the rest on
the bottom in any order. Surging Flame ("~ deals 2 damage to any target. Ripple 4") of the 2026
card file is compiled from its Oracle text (engine.mechanics.ripple)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

FLAME = "Surging Flame"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, FLAME, "Grizzly Bears", "Hill Giant")


def test_702_60a_ripple_compiles_and_prints_back() -> None:
    compiled = compile_record(records(FLAME)[FLAME])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert set(compiled.printed.splitlines()) == {"~ deals 2 damage to any target.", "Ripple 4"}


def _cast() -> GameState:
    library = [
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "f2", "card": FLAME},
        {"id": "giant", "card": "Hill Giant"},
        {"id": "bears2", "card": "Grizzly Bears"},
        {"id": "fifth", "card": FLAME},  # not revealed: below the top four
    ]
    state = board(
        {"id": "A", "hand": [{"id": "f1", "card": FLAME}], "library": library},
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    return play(state, {"type": "cast", "object": "f1", "targets": ["B"], "free": True}).state


def test_702_60a_cards_with_the_same_name_are_cast_free_the_rest_go_to_the_bottom() -> None:
    rippled = play(_cast(), RESOLVE, ["reveal", "cast", "B", "bears", "giant"])
    assert cites(rippled.log, "702.60a") and cites(rippled.log, "608.2g")
    state = rippled.state
    stack = [o.id for o in state.zone(Zone.STACK)]
    assert stack[:2] == ["f1", "f2"] and len(stack) == 3  # f2's own ripple triggered (702.60a)
    library = [o.id for o in state.zone(Zone.LIBRARY, "A")]
    assert library == ["fifth", "bears", "giant", "bears2"]
    again = play(state, RESOLVE, ["reveal", "cast", "B", "bears", "giant"])  # f2's ripple
    assert [o.id for o in again.state.zone(Zone.STACK)][:3] == ["f1", "f2", "fifth"]
    done = resolve_all(play(again.state, RESOLVE, ["dont"]).state)
    assert done.player("B").life == 14


def test_702_60a_not_revealed_nothing_happens() -> None:
    rippled = play(_cast(), RESOLVE, ["dont"])
    assert [o.id for o in rippled.state.zone(Zone.STACK)] == ["f1"]
    assert rippled.state.zone(Zone.LIBRARY, "A")[0].id == "bears"
