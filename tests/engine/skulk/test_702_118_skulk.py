"""Skulk (702.118a-b): "This creature can't be blocked by creatures with greater power."
Furtive Homunculus (a 2/1 with skulk) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.combat.restrictions import why_cant_block
from engine.testing.scenario import board, play

FURTIVE_HOMUNCULUS = {
    "name": "Furtive Homunculus",
    "type_line": "Creature — Homunculus",
    "mana_cost": "{1}{U}",
    "power": "2",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Skulk (This creature can't be blocked by creatures with greater power.)",
}


@pytest.fixture(autouse=True)
def _homunculus_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Furtive Homunculus": FURTIVE_HOMUNCULUS})


def _attacking() -> GameState:
    state = board(
        {"id": "A", "battlefield": [{"id": "homunculus", "card": "Furtive Homunculus"}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "giant", "card": "Hill Giant"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "memnite", "card": "Memnite"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"homunculus": "B"}})
    return play(attacked.state, {"type": "advance"}).state


def test_furtive_homunculus_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(FURTIVE_HOMUNCULUS)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Skulk"


def test_a_creature_with_greater_power_cant_block_it_702_118b() -> None:
    state = _attacking()
    refusal = why_cant_block(state, "giant", "homunculus")
    assert refusal is not None and refusal[1] == "702.118b"
    with pytest.raises(IllegalAction):
        apply(state, {"type": "block", "blockers": {"giant": "homunculus"}}, [])


def test_creatures_with_equal_or_lesser_power_can() -> None:
    state = _attacking()
    assert why_cant_block(state, "bears", "homunculus") is None
    assert why_cant_block(state, "memnite", "homunculus") is None
    blocked = play(state, {"type": "block", "blockers": {"bears": "homunculus"}})
    assert blocked.state.combat is not None
    assert blocked.state.combat.blockers_of("homunculus") == ("bears",)
