"""Compleated (702.150a) on a planeswalker whose record runs the keyword's reminder text straight
into its first loyalty ability ("Compleated (...)0: You draw a card ..."): Vraska, Betrayal's
Sting. The normalizer breaks the line after the reminder text (113.2: each ability its own
paragraph) and brackets the loyalty cost like the others (606.1), so the keyword and the [0]
ability each compile. The game casts it paying life for {B/P} (107.4f) and activates the [0]
(606.4: a loyalty cost of 0 adds or removes no counter)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.model import ActivatedAbility
from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records

VRASKA = "Vraska, Betrayal's Sting"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({VRASKA: records(VRASKA)[VRASKA]})


def test_702_150a_keyword_and_zero_ability_are_two_applied_lines() -> None:
    compiled = compile_record(records(VRASKA)[VRASKA])
    texts = [line.text for line in compiled.lines]
    assert texts[0] == "Compleated"
    assert texts[1] == "[0]: You draw a card and you lose 1 life. Proliferate."
    assert compiled.lines[0].applied and compiled.lines[1].applied, compiled.lines


def _cast_paying_life() -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "vraska", "card": VRASKA}],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(3)],
            "mana_pool": {"B": 1, "C": 4},
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "vraska"})
    assert cast.state.player("A").life == 18  # {B/P} paid with 2 life (107.4f)
    done = play(cast.state, {"type": "resolve"})
    assert cites(done.log, "702.150a")
    return done.state


def test_702_150a_paid_with_life_enters_with_two_fewer_loyalty() -> None:
    state = _cast_paying_life()
    assert state.object("vraska").counter("loyalty") == 4  # printed 6, two fewer


def test_702_150a_zero_ability_draws_and_loses_life() -> None:
    state = _cast_paying_life()
    abilities = chars(state, state.object("vraska")).abilities
    zero = next(i for i, a in enumerate(abilities) if isinstance(a, ActivatedAbility))
    state = play(state, {"type": "activate", "object": "vraska", "ability": zero}).state
    assert state.object("vraska").counter("loyalty") == 4  # 606.4: a cost of 0
    state = resolve_all(state)
    drawn = [i for i in range(3) if state.object(f"l{i}").zone is Zone.HAND]
    assert len(drawn) == 1
    assert state.player("A").life == 17
