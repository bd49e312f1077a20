"""Populate (701.36a) after an optional sacrifice of a creature without a creature type (603.5,
608.2c, 701.21a, 205.3m): Promise of Aclazotz ("At the beginning of your end step, you may
sacrifice a non-Demon creature. If you do, populate.") of the 2026 card file, compiled from its
Oracle text; and "you may sacrifice a land" (the object with the ability among the choices when
it is of that type): Excavating Anurid ("When ~ enters, you may sacrifice a land. If you do,
draw a card.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records

PROMISE = "Promise of Aclazotz // Foul Rebirth"
ANURID = "Excavating Anurid"
RESOLVE = {"type": "resolve"}
# A vanilla Demon (205.3m: the creature type the sacrifice excludes)
DEMON = {
    "name": "Vanilla Demon",
    "layout": "normal",
    "type_line": "Creature — Demon",
    "mana_cost": "{3}{B}",
    "colors": ["B"],
    "power": "5",
    "toughness": "5",
    "keywords": [],
    "oracle_text": "",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({**records(PROMISE, ANURID), DEMON["name"]: DEMON})


def test_701_36a_the_line_compiles_and_prints_back() -> None:
    compiled = compile_record(records(PROMISE)[PROMISE])
    line = (
        "At the beginning of your end step, you may sacrifice a non-Demon creature. If you do, "
        "populate."
    )
    assert next(s for s in compiled.lines if s.text == line).applied
    assert line in compiled.printed


def _at_end() -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "promise", "card": PROMISE},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "demon", "card": "Vanilla Demon"},
            ],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "postcombat_main"},
    )
    return play(state, {"type": "advance", "to": "end"}).state


def test_205_3m_only_a_non_demon_creature_is_offered() -> None:
    asked = pending(_at_end(), RESOLVE)
    assert asked.pending is not None
    assert {o.id for o in asked.pending.options} == {"decline", "bears"}


def test_701_36a_sacrificed_then_populates() -> None:
    done = play(_at_end(), RESOLVE, ["bears"])
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert done.state.object("demon").zone is Zone.BATTLEFIELD
    assert cites(done.log, "701.21a")
    assert cites(done.log, "701.36b")  # no creature token to copy: nothing is created


def test_603_5_declined_no_populate() -> None:
    done = play(_at_end(), RESOLVE, ["decline"])
    assert done.state.object("bears").zone is Zone.BATTLEFIELD
    assert not cites(done.log, "701.36a") and not cites(done.log, "701.36b")


def test_701_21a_you_may_sacrifice_a_land_then_draw() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "anurid", "card": ANURID}],
            "library": [{"id": "lib", "card": "Island"}],
            "battlefield": [{"id": "swamp", "card": "Swamp"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "anurid", "free": True})
    entered = play(cast.state, RESOLVE).state
    done = play(entered, RESOLVE, ["swamp"])
    assert done.state.object("swamp").zone is Zone.GRAVEYARD
    assert done.state.object("lib").zone is Zone.HAND
