"""Bloodthirst N (702.54a): "If an opponent was dealt damage this turn, this permanent enters with
N +1/+1 counters on it." (614.1c). Bloodrage Vampire (a 3/1 with bloodthirst 1) is compiled from
its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play

BLOODRAGE_VAMPIRE = {
    "name": "Bloodrage Vampire",
    "type_line": "Creature — Vampire",
    "mana_cost": "{2}{B}",
    "power": "3",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Bloodthirst 1 (If an opponent was dealt damage this turn, this creature "
    "enters the battlefield with a +1/+1 counter on it.)",
}
RESOLVE = {"type": "resolve"}
CAST_VAMPIRE = {"type": "cast", "object": "vampire", "free": True}


@pytest.fixture(autouse=True)
def _vampire_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Bloodrage Vampire": BLOODRAGE_VAMPIRE})


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "vampire", "card": "Bloodrage Vampire"},
                {"id": "bolt", "card": "Lightning Bolt"},
            ],
        },
        {"id": "B"},
    )


def _bolt(state: GameState, target: str) -> GameState:
    cast = play(state, {"type": "cast", "object": "bolt", "targets": [target], "free": True})
    return play(cast.state, RESOLVE).state


def _cast_vampire(state: GameState) -> tuple[GameState, list[str]]:
    cast = play(state, CAST_VAMPIRE)
    entered = play(cast.state, RESOLVE)
    return entered.state, [rule for entry in entered.log for rule in entry.rules]


def test_bloodrage_vampire_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(BLOODRAGE_VAMPIRE)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Bloodthirst 1"


def test_after_a_bolt_to_the_opponent_it_enters_with_a_counter_702_54a() -> None:
    bolted = _bolt(_board(), "B")
    assert bolted.player("B").life == 17
    state, rules = _cast_vampire(bolted)
    assert "702.54a" in rules and "614.1c" in rules
    vampire = state.object("vampire")
    assert vampire.zone is Zone.BATTLEFIELD and vampire.counter("+1/+1") == 1
    c = chars(state, vampire)
    assert (c.power, c.toughness) == (4, 2)


def test_no_damage_to_an_opponent_no_counter() -> None:
    state, rules = _cast_vampire(_board())
    assert state.object("vampire").counter("+1/+1") == 0
    assert "702.54a" in rules  # the log says why it entered without the counter


def test_damage_to_its_own_controller_doesnt_count() -> None:
    state, _ = _cast_vampire(_bolt(_board(), "A"))
    assert state.object("vampire").counter("+1/+1") == 0


def test_the_damage_is_remembered_by_the_document_until_the_turn_ends() -> None:
    bolted = load(dump(_bolt(_board(), "B")))
    state, _ = _cast_vampire(bolted)
    assert state.object("vampire").counter("+1/+1") == 1
    next_turn = play(_bolt(_board(), "B"), {"type": "advance", "to": "upkeep", "turn": "next"})
    assert not [e for e in next_turn.state.effects if e.kind == "dealt_damage_this_turn"]
