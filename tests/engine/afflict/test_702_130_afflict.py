"""Afflict (702.130a): "Afflict N" means "Whenever this creature becomes blocked, defending player
loses N life." Khenra Eternal (Afflict 1, 2/2) and Manticore Eternal (Afflict 3) are compiled
from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

KHENRA = {
    "name": "Khenra Eternal",
    "type_line": "Creature — Zombie Jackal Warrior",
    "mana_cost": "{1}{B}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Afflict"],
    "oracle_text": "Afflict 1 (Whenever this creature becomes blocked, defending player loses 1 "
    "life.)",
}
MANTICORE = {
    "name": "Manticore Eternal",
    "type_line": "Creature — Zombie Manticore",
    "mana_cost": "{3}{R}{R}",
    "power": "5",
    "toughness": "4",
    "layout": "normal",
    "keywords": ["Afflict"],
    "oracle_text": "Afflict 3 (Whenever this creature becomes blocked, defending player loses 3 "
    "life.)\nManticore Eternal attacks each combat if able.",
}
RECORDS = {r["name"]: r for r in (KHENRA, MANTICORE)}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        ("Khenra Eternal", "Afflict 1"),
        ("Manticore Eternal", "Afflict 3\n~ attacks each combat if able."),
    ],
)
def test_afflict_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _attacking(card: str) -> GameState:
    state = board(
        {"id": "A", "battlefield": [{"id": "attacker", "card": card}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"attacker": "B"}}).state
    return play(state, {"type": "advance", "to": "declare_blockers"}).state


def test_becoming_blocked_makes_the_defending_player_lose_life_702_130a() -> None:
    blocked = play(
        _attacking("Manticore Eternal"), {"type": "block", "blockers": {"bears": "attacker"}}
    )
    assert cites(blocked.log, "603.2") and cites(blocked.log, "702.130a")
    done = play(blocked.state, {"type": "resolve"})
    assert done.state.player("B").life == 17
    assert done.state.player("A").life == 20


def test_no_block_no_life_loss() -> None:
    done = play(_attacking("Khenra Eternal"), {"type": "block", "blockers": {}})
    assert not cites(done.log, "603.2")
    assert done.state.player("B").life == 20
