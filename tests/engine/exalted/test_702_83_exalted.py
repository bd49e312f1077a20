"""Exalted (702.83a): "Whenever a creature you control attacks alone, that creature gets +1/+1
until end of turn." A creature attacks alone when it is the only creature declared as an attacker
(506.5); each instance triggers separately (702.83b). Akrasan Squire is compiled from its Oracle
text ("Exalted (reminder)").
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites

AKRASAN_SQUIRE = {
    "name": "Akrasan Squire",
    "type_line": "Creature — Human Soldier",
    "mana_cost": "{W}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Exalted (Whenever a creature you control attacks alone, that creature gets "
    "+1/+1 until end of turn.)",
}


@pytest.fixture(autouse=True)
def _squire_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Akrasan Squire": AKRASAN_SQUIRE})


def _board(squires: int = 1) -> GameState:
    mine = [{"id": f"squire{i}", "card": "Akrasan Squire"} for i in range(squires)]
    return board(
        {"id": "A", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}, *mine]},
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )


def _power_toughness(state: GameState, obj: str) -> tuple[int | None, int | None]:
    c = chars(state, state.object(obj))
    return c.power, c.toughness


def test_akrasan_squire_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(AKRASAN_SQUIRE)
    assert compiled.label == AUTOMATED
    assert compiled.definition.keywords == ("Exalted",)


def test_a_creature_attacking_alone_gets_plus_one_plus_one() -> None:
    attacked = settle(_board(), {"type": "attack", "attackers": {"bears": "B"}})
    assert cites(attacked.log, "702.83a")
    done = resolve_all(attacked.state)
    assert _power_toughness(done, "bears") == (3, 3)
    assert _power_toughness(done, "squire0") == (1, 1)
    for _ in range(4):  # declare blockers (none), then combat damage (510.1)
        if done.player("B").life != 20:
            break
        done = resolve_all(settle(done, {"type": "advance"}).state)
    assert done.player("B").life == 17


def test_two_instances_trigger_separately_702_83b() -> None:
    attacked = settle(_board(squires=2), {"type": "attack", "attackers": {"bears": "B"}})
    done = resolve_all(attacked.state)
    assert _power_toughness(done, "bears") == (4, 4)


def test_two_attackers_do_not_attack_alone() -> None:
    attacked = settle(_board(), {"type": "attack", "attackers": {"bears": "B", "squire0": "B"}})
    assert not cites(attacked.log, "702.83a")
    done = resolve_all(attacked.state)
    assert _power_toughness(done, "bears") == (2, 2)
