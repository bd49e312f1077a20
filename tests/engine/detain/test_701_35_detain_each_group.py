"""Detain a group (701.35a, 202.3): "When Lavinia of the Tenth enters the battlefield, detain
each nonland permanent your opponents control with mana value 4 or less." Each of the group as
the ability resolves is detained; an opponent's permanent with a greater mana value, a land,
and your own permanents are not."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

LAVINIA = {
    "name": "Lavinia of the Tenth",
    "type_line": "Legendary Creature — Human Soldier",
    "mana_cost": "{3}{W}{U}",
    "power": "4",
    "toughness": "4",
    "layout": "normal",
    "keywords": ["Protection", "Detain"],
    "oracle_text": "Protection from red\nWhen Lavinia of the Tenth enters the battlefield, detain "
    "each nonland permanent your opponents control with mana value 4 or less. (Until your next "
    "turn, those permanents can't attack or block and their activated abilities can't be "
    "activated.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Lavinia of the Tenth": LAVINIA})


def test_lavinia_compiles_and_prints_back_701_35a() -> None:
    compiled = compile_record(LAVINIA)
    assert compiled.label == AUTOMATED
    assert compiled.printed == (
        "Protection from red\nWhen ~ enters, detain each nonland permanent your opponents "
        "control with mana value 4 or less."
    )


def _entered() -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "lavinia", "card": "Lavinia of the Tenth"}],
            "battlefield": [{"id": "own", "card": "Grizzly Bears"}],
            "library": [{"id": "a1", "card": "Forest"}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "angel", "card": "Serra Angel"},
                {"id": "forest", "card": "Forest"},
            ],
            "library": [{"id": "b1", "card": "Forest"}],
        },
    )
    cast = play(state, {"type": "cast", "object": "lavinia", "free": True})
    entered = play(cast.state, RESOLVE)
    done = play(entered.state, RESOLVE)
    assert cites(done.log, "701.35a")
    return done.state


def test_each_opponents_nonland_permanent_with_mana_value_4_or_less_is_detained_701_35a() -> None:
    state = _entered()
    locked = {o for e in state.effects if e.kind == "cant_activate" for o in e.params["objects"]}
    assert locked == {"bears"}  # not Serra Angel (5), the Forest, or A's own Grizzly Bears
    turn = play(state, {"type": "advance", "to": "declare_attackers", "turn": "next"}).state
    assert turn.turn.active_player == "B"
    with pytest.raises(IllegalAction):
        play(turn, {"type": "attack", "attackers": {"bears": "A"}})
    attacked = play(turn, {"type": "attack", "attackers": {"angel": "A"}})
    assert attacked.state.combat is not None
