"""Rivendell (compiled from its Oracle text, older wording): both its conditions read "you
control a legendary creature" (205.4d: legendary is a supertype), once as it would enter (614.1d)
and once as its ability is activated (602.1b: a restriction on activating it)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play

RIVENDELL = {
    "name": "Rivendell",
    "type_line": "Legendary Land",
    "mana_cost": "",
    "layout": "normal",
    "oracle_text": "Rivendell enters the battlefield tapped unless you control a legendary "
    "creature.\n{T}: Add {U}.\n{1}{U}, {T}: Scry 2. Activate only if you control a legendary "
    "creature.",
}


@pytest.fixture(autouse=True)
def _from_its_text(compiled_from: Any) -> None:
    compiled_from({"Rivendell": RIVENDELL})


def test_rivendell_compiles_automated() -> None:
    compiled = compile_record(RIVENDELL)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def _board(creature: str) -> GameState:
    return board(
        {
            "id": "A",
            "mana_pool": {"U": 2},
            "battlefield": [
                {"id": "rivendell", "card": "Rivendell"},
                {"id": "creature", "card": creature},
            ],
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(3)],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


SCRY = {"type": "activate", "object": "rivendell", "ability": 2}


def test_scry_needs_a_legendary_creature_602_1b() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_board("Grizzly Bears"), SCRY)
    assert refused.value.rule == "602.1b"


def test_scry_with_isamaru() -> None:
    done = play(_board("Isamaru, Hound of Konda"), SCRY).state
    assert done.object("rivendell").tapped
    assert done.zone(Zone.STACK)
    assert not done.player("A").mana_pool
