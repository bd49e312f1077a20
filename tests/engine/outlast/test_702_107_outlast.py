"""Outlast (702.107a): "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature.
Activate only as a sorcery." Salt Road Patrol (Outlast {1}{W}) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.game.legal import available_actions
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

PATROL = {
    "name": "Salt Road Patrol",
    "type_line": "Creature — Human Scout",
    "mana_cost": "{3}{W}",
    "power": "2",
    "toughness": "5",
    "layout": "normal",
    "keywords": ["Outlast"],
    "oracle_text": "Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast "
    "only as a sorcery.)",
}
OUTLAST = {"type": "activate", "object": "patrol", "ability": 0}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Salt Road Patrol": PATROL})


def test_outlast_compiles_and_prints_back() -> None:
    compiled = compile_record(PATROL)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Outlast {1}{W}"


def _patrol(step: str = "precombat_main") -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "patrol", "card": "Salt Road Patrol"}],
            "mana_pool": {"W": 2},
        },
        {"id": "B"},
        turn={"number": 1, "active_player": "A", "step": step},
    )


def test_outlast_taps_pays_and_puts_a_counter_702_107a() -> None:
    state = _patrol()
    assert any(o.action.get("object") == "patrol" and o.legal for o in available_actions(state))
    activated = play(state, OUTLAST)
    assert activated.state.object("patrol").tapped
    assert not activated.state.player("A").mana_pool.get("W", 0)
    done = play(activated.state, {"type": "resolve"})
    assert done.state.object("patrol").counter("+1/+1") == 1
    assert cites(activated.log, "702.107a")


def test_outlast_only_as_a_sorcery() -> None:
    with pytest.raises(IllegalAction):
        play(_patrol("upkeep"), OUTLAST)
