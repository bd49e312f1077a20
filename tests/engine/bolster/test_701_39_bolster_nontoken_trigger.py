"""Bolster (701.39a) under the trigger phrase "Whenever another nontoken creature enters under
your control" (603.6a; a token is no nontoken creature, 111.1): Anafenza, Kin-Tree Spirit,
compiled from its Oracle text. The phrase serves every verb (investigate, proliferate ...)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

ANAFENZA = "Anafenza, Kin-Tree Spirit"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, ANAFENZA)


def test_701_39a_603_6a_the_trigger_phrase_compiles_and_prints_back() -> None:
    compiled = compile_record(records(ANAFENZA)[ANAFENZA])
    assert compiled.label == AUTOMATED
    assert compiled.printed == (
        "Whenever another nontoken creature enters under your control, bolster 1."
    )


def _board(card: str) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "anafenza", "card": ANAFENZA}],
            "hand": [{"id": "it", "card": card}],
        },
        {"id": "B"},
    )


def test_701_39a_a_nontoken_creature_entering_bolsters() -> None:
    cast = play(_board("Llanowar Elves"), {"type": "cast", "object": "it", "free": True})
    entered = play(cast.state, {"type": "resolve"})
    assert len(entered.state.zone(Zone.STACK)) == 1  # the trigger (603.6a)
    done = play(entered.state, {"type": "resolve"})
    assert done.state.object("it").counter("+1/+1") == 1  # the least toughness: the 1/1 elf
    assert done.state.object("anafenza").counter("+1/+1") == 0
    assert cites(done.log, "701.39a")


def test_111_1_tokens_entering_dont_trigger_it() -> None:
    cast = play(_board("Dragon Fodder"), {"type": "cast", "object": "it", "free": True})
    result = play(cast.state, {"type": "resolve"})
    goblins = [o for o in result.state.battlefield if o.token]
    assert len(goblins) == 2
    assert not result.state.zone(Zone.STACK)  # no bolster trigger waits
    done = resolve_all(result.state)
    assert all(o.counter("+1/+1") == 0 for o in done.battlefield)
    assert not cites(result.log, "701.39a")
