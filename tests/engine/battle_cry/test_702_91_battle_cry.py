"""Battle cry (702.91a): "Whenever this creature attacks, each other attacking creature gets +1/+0
until end of turn." Accorder Paladin (a 3/1) is compiled from its Oracle text ("Battle cry
(reminder)").
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites

ACCORDER_PALADIN = {
    "name": "Accorder Paladin",
    "type_line": "Creature — Human Knight",
    "mana_cost": "{1}{W}",
    "power": "3",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Battle cry (Whenever this creature attacks, each other attacking creature "
    "gets +1/+0 until end of turn.)",
}


@pytest.fixture(autouse=True)
def _paladin_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Accorder Paladin": ACCORDER_PALADIN})


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "paladin", "card": "Accorder Paladin"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "home", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )


def _power(state: GameState, obj: str) -> int | None:
    return chars(state, state.object(obj)).power


def test_accorder_paladin_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(ACCORDER_PALADIN)
    assert compiled.label == AUTOMATED
    assert compiled.definition.keywords == ("Battle cry",)


def test_each_other_attacking_creature_gets_plus_one_plus_zero() -> None:
    attacked = settle(_board(), {"type": "attack", "attackers": {"paladin": "B", "bears": "B"}})
    assert cites(attacked.log, "702.91a")
    done = resolve_all(attacked.state)
    assert _power(done, "bears") == 3  # the other attacker
    assert _power(done, "paladin") == 3  # not itself
    assert _power(done, "home") == 2  # not a creature that didn't attack
    for _ in range(4):  # no blocks, then combat damage (510.1): 3 + 3
        if done.player("B").life != 20:
            break
        done = resolve_all(settle(done, {"type": "advance"}).state)
    assert done.player("B").life == 14
