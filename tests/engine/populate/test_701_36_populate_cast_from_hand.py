"""Populate after "if you cast it from your hand" (701.36a; 603.4, 601.2a: the permanent
remembers it was cast from its owner's hand), with Scion of Vitu-Ghazi of the 2026 card file
compiled from its Oracle text ("When ~ enters, if you cast it from your hand, create a 1/1 white
Bird creature token with flying, then populate.")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.core.state import GameState, Params, Zone
from engine.mechanics.cast_it import CAST_BY, YOU_CAST_IT, YOU_CAST_IT_FROM_HAND
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.triggers import CONDITIONS
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

SCION = "Scion of Vitu-Ghazi"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SCION)


def _birds(state: GameState) -> list[str]:
    return [o.id for o in state.battlefield if o.token and "Bird" in (o.card or "")]


def test_701_36_cast_from_hand_line_compiles_and_prints_back() -> None:
    compiled = compile_record(records(SCION)[SCION])
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[0].startswith("When ~ enters, if you cast it from your")


def test_603_4_cast_from_hand_bird_then_populate() -> None:
    state = board({"id": "A", "hand": [{"id": "scion", "card": SCION}]}, {"id": "B"})
    cast = play(state, {"type": "cast", "object": "scion", "free": True})
    done = resolve_all(cast.state)
    assert done.object("scion").zone is Zone.BATTLEFIELD
    assert len(_birds(done)) == 2  # the Bird, and its copy (701.36a)


def test_601_2a_the_memory_says_from_hand_and_the_condition_reads_it() -> None:
    state = board({"id": "A", "hand": [{"id": "scion", "card": SCION}]}, {"id": "B"})
    done = resolve_all(play(state, {"type": "cast", "object": "scion", "free": True}).state)
    check, _ = CONDITIONS[YOU_CAST_IT_FROM_HAND]
    assert check(done, "A", None, "scion", Params())
    assert not check(done, "B", None, "scion", Params())  # "you": its controller only
    memory = next(e for e in done.effects if e.kind == CAST_BY)
    elsewhere = done.with_effect(replace(memory, params=memory.params.set("from_hand", False)))
    assert not check(elsewhere, "A", None, "scion", Params())
    assert CONDITIONS[YOU_CAST_IT][0](elsewhere, "A", None, "scion", Params())
