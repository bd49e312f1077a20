"""Training (702.149a): "Whenever this creature attacks with another creature with greater power,
put a +1/+1 counter on this creature." Gryff Rider (a 2/1 flyer with training) is compiled from
its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play

GRYFF_RIDER = {
    "name": "Gryff Rider",
    "type_line": "Creature — Human Knight",
    "mana_cost": "{2}{W}",
    "power": "2",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Flying\nTraining (Whenever this creature attacks with another creature "
    "with greater power, put a +1/+1 counter on this creature.)",
}


@pytest.fixture(autouse=True)
def _rider_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Gryff Rider": GRYFF_RIDER})


def _attack(*attackers: str) -> tuple[GameState, bool]:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "rider", "card": "Gryff Rider"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": dict.fromkeys(attackers, "B")})
    return resolve_all(attacked.state), cites(attacked.log, "702.149a")


def test_gryff_rider_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(GRYFF_RIDER)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Flying\nTraining"


def test_attacking_with_a_3_power_giant_it_trains_702_149a() -> None:
    state, cited = _attack("rider", "giant")
    assert cited
    assert state.object("rider").counter("+1/+1") == 1


def test_attacking_with_a_creature_of_equal_power_it_doesnt() -> None:
    state, cited = _attack("rider", "bears")
    assert not cited
    assert state.object("rider").counter("+1/+1") == 0


def test_attacking_alone_it_doesnt() -> None:
    state, _ = _attack("rider")
    assert state.object("rider").counter("+1/+1") == 0
