"""A player attacking with two or more creatures (508.3d, 508.1m): Military Intelligence,
compiled from its Oracle text, triggers once for the declaration of attackers when its
controller declares at least two attackers, never per attacker, and not on an opponent's
attack."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play

INTELLIGENCE = {
    "name": "Military Intelligence",
    "type_line": "Enchantment",
    "oracle_text": "Whenever you attack with two or more creatures, draw a card.",
    "mana_cost": "{1}{U}",
    "layout": "normal",
}


@pytest.fixture(autouse=True)
def _compiled_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Military Intelligence": INTELLIGENCE})


def test_military_intelligence_compiles_automated_and_prints_back_its_text() -> None:
    compiled = compile_record(INTELLIGENCE)
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def game(intelligence_of: str = "A") -> GameState:
    alice: dict[str, Any] = {
        "id": "A",
        "name": "Alice",
        "battlefield": [
            {"id": "bears", "card": "Grizzly Bears"},
            {"id": "elves", "card": "Llanowar Elves"},
            {"id": "giant", "card": "Hill Giant"},
        ],
        "library": [{"id": f"l{i}", "card": "Forest"} for i in range(3)],
    }
    bob: dict[str, Any] = {
        "id": "B",
        "name": "Bob",
        "library": [{"id": f"m{i}", "card": "Island"} for i in range(3)],
    }
    owner = alice if intelligence_of == "A" else bob
    owner.setdefault("battlefield", []).append({"id": "mi", "card": "Military Intelligence"})
    return board(alice, bob, turn={"number": 2, "active_player": "A", "step": "declare_attackers"})


def attack(state: GameState, *attackers: str) -> Any:
    return play(state, {"type": "attack", "attackers": dict.fromkeys(attackers, "B")})


def test_attacking_with_two_creatures_triggers_once() -> None:
    result = attack(game(), "bears", "elves")
    assert len(result.state.zone(Zone.STACK)) == 1  # one trigger for the declaration
    assert [e.rules for e in result.log if e.kind == "trigger"] == [("603.2",)]
    drawn = play(result.state, {"type": "resolve"}).state
    assert len(drawn.zone(Zone.HAND, "A")) == 1 and len(drawn.zone(Zone.LIBRARY, "A")) == 2


def test_attacking_with_three_creatures_still_triggers_once() -> None:
    result = attack(game(), "bears", "elves", "giant")
    assert len(result.state.zone(Zone.STACK)) == 1


def test_attacking_with_one_creature_doesnt_trigger() -> None:
    result = attack(game(), "bears")
    assert not result.state.zone(Zone.STACK) and not result.state.pending_triggers


def test_an_opponents_attack_doesnt_trigger_bobs_military_intelligence() -> None:
    result = attack(game("B"), "bears", "elves")
    assert not result.state.zone(Zone.STACK) and not result.state.pending_triggers
