"""Bolster (701.39a): "Choose a creature you control with the least toughness or tied for least
toughness among creatures you control. Put N +1/+1 counters on that creature." Cached Defenses
("Bolster 3.") and Sandcrafter Mage ("When ~ enters, bolster 1.") are compiled from their
Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

DEFENSES = {
    "name": "Cached Defenses",
    "type_line": "Sorcery",
    "mana_cost": "{2}{G}",
    "layout": "normal",
    "keywords": ["Bolster"],
    "oracle_text": "Bolster 3. (Choose a creature with the least toughness among creatures you "
    "control and put three +1/+1 counters on it.)",
}
MAGE = {
    "name": "Sandcrafter Mage",
    "type_line": "Creature — Human Wizard",
    "mana_cost": "{2}{W}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Bolster"],
    "oracle_text": "When Sandcrafter Mage enters the battlefield, bolster 1. (Choose a creature "
    "with the least toughness among creatures you control and put a +1/+1 counter on it.)",
}
RECORDS = {r["name"]: r for r in (DEFENSES, MAGE)}
RESOLVE = {"type": "resolve"}
CAST = {"type": "cast", "object": "defenses", "free": True}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "printed"),
    [("Cached Defenses", "Bolster 3."), ("Sandcrafter Mage", "When ~ enters, bolster 1.")],
)
def test_bolster_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _with(*creatures: tuple[str, str]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "defenses", "card": "Cached Defenses"}],
            "battlefield": [{"id": i, "card": c} for i, c in creatures],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Memnite"}]},
    )


def test_the_creature_with_the_least_toughness_gets_the_counters_701_39a() -> None:
    state = _with(("bears", "Grizzly Bears"), ("giant", "Hill Giant"))
    done = play(play(state, CAST).state, RESOLVE)
    assert done.state.object("bears").counter("+1/+1") == 3
    assert done.state.object("giant").counter("+1/+1") == 0
    # An opponent's creature with less toughness is not among "creatures you control".
    assert done.state.object("theirs").counter("+1/+1") == 0
    assert cites(done.log, "701.39a")


def test_among_tied_creatures_the_player_chooses() -> None:
    state = play(_with(("bears", "Grizzly Bears"), ("bears2", "Grizzly Bears")), CAST).state
    asked = pending(state, RESOLVE)
    assert {o.id for o in asked.pending.options} == {"bears", "bears2"}
    done = play(state, RESOLVE, ["bears2"])
    assert done.state.object("bears2").counter("+1/+1") == 3


def test_with_no_creature_nothing_happens() -> None:
    done = play(play(_with(), CAST).state, RESOLVE)
    assert done.state.object("theirs").counter("+1/+1") == 0
