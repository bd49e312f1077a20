""" "Up to one other target creature" (601.2c, 115.6): with no earlier target, "other" is other
than the object with the ability (Rimekin Recluse: "When this creature enters, return up to one
other target creature to its owner's hand.", a triggered ability, 603.3d); after an earlier
target, other than that target (115.3: The Super Hero Civil War's chapter III, "Target creature
you control fights up to one other target creature.", 701.14a). Compiled from their Oracle
text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, pending, play

RECLUSE = {
    "name": "Rimekin Recluse",
    "type_line": "Creature — Elemental Wizard",
    "mana_cost": "{2}{U}",
    "power": "3",
    "toughness": "2",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When this creature enters, return up to one other target creature to its "
    "owner's hand.",
}
# The card's chapter III alone (its other chapters are not what this test is about); as an
# instant so the line is a spell's ability with two targets.
CIVIL_WAR_III = {
    "name": "Civil War Chapter III",
    "type_line": "Instant",
    "mana_cost": "{R}",
    "layout": "normal",
    "keywords": ["Fight"],
    "oracle_text": "Target creature you control fights up to one other target creature.",
}
RECORDS = {r["name"]: r for r in (RECLUSE, CIVIL_WAR_III)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        (
            "Rimekin Recluse",
            "When ~ enters, return up to one other target creature to its owner's hand.",
        ),
        (
            "Civil War Chapter III",
            "Target creature you control fights up to one other target creature.",
        ),
    ],
)
def test_601_2c_up_to_one_other_target_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert all(line.applied for line in compiled.lines)
    assert compiled.printed == printed


def _recluse_entered() -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "recluse", "card": "Rimekin Recluse"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
    )
    return play(state, {"type": "cast", "object": "recluse", "free": True}).state


def test_601_2c_other_than_the_source_the_recluse_is_no_choice() -> None:
    state = _recluse_entered()
    asked = pending(state, RESOLVE)
    assert asked.pending is not None and asked.pending.rule == "601.2c"
    options = {o.id for o in asked.pending.options}
    assert options == {"none", "bears", "giant"}  # never the Recluse itself
    on_stack = play(state, RESOLVE, ["giant"]).state
    done = play(on_stack, RESOLVE)
    assert done.state.object("giant").zone is Zone.HAND
    assert done.state.object("recluse").zone is Zone.BATTLEFIELD


def test_115_6_with_none_chosen_nothing_returns() -> None:
    on_stack = play(_recluse_entered(), RESOLVE, ["none"]).state
    done = play(on_stack, RESOLVE)
    assert done.state.object("giant").zone is Zone.BATTLEFIELD
    assert done.state.object("bears").zone is Zone.BATTLEFIELD


def _civil_war_board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": "Civil War Chapter III"}],
            "battlefield": [{"id": "giant", "card": "Hill Giant"}],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )


def test_701_14a_the_other_target_fights_the_first() -> None:
    cast = {"type": "cast", "object": "spell", "targets": ["giant", "bears"], "free": True}
    done = play(play(_civil_war_board(), cast).state, RESOLVE)
    assert done.state.object("bears").zone is Zone.GRAVEYARD  # 3 damage to a 2/2
    assert done.state.object("giant").damage == 2
    assert cites(done.log, "701.14a")


def test_115_3_the_other_target_is_not_the_first_target() -> None:
    cast = {"type": "cast", "object": "spell", "targets": ["giant", "giant"], "free": True}
    with pytest.raises(IllegalAction):
        play(_civil_war_board(), cast)
