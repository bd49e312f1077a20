"""A creature that died returned by the trigger it set off (700.4, 603.10a, 400.7, 110.2a),
compiled from Oracle text: Necroskitter ("Wither. Whenever a creature an opponent controls with
a -1/-1 counter on it dies, you may return that card to the battlefield under your control.")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

SKITTER = {
    "name": "Necroskitter",
    "mana_cost": "{1}{B/G}{B/G}{B/G}",
    "type_line": "Creature \u2014 Elemental",
    "layout": "normal",
    "power": "1",
    "toughness": "4",
    "oracle_text": "Wither (This deals damage to creatures in the form of -1/-1 counters.)\n"
    "Whenever a creature an opponent controls with a -1/-1 counter on it dies, you may return "
    "that card to the battlefield under your control.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _skitter_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Necroskitter": SKITTER})


def _board(counters: dict[str, int], controller: str = "B") -> GameState:
    bears = {"id": "bears", "card": "Grizzly Bears", "counters": counters}
    mine = [bears] if controller == "A" else []
    theirs = [bears] if controller == "B" else []
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "skitter", "card": "Necroskitter"}, *mine],
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
        },
        {"id": "B", "battlefield": theirs, "hand": [{"id": "giant", "card": "Hill Giant"}]},
    )


def _bolt_the_bears(state: GameState) -> GameState:
    cast = {"type": "cast", "object": "bolt", "targets": ["bears"], "free": True}
    return play(play(state, cast).state, RESOLVE).state


def test_necroskitter_compiles_automated() -> None:
    compiled = compile_record(SKITTER)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_an_opponents_creature_with_a_counter_returns_under_your_control_110_2a() -> None:
    died = _bolt_the_bears(_board({"-1/-1": 1}))
    assert died.object("bears").zone is Zone.GRAVEYARD
    assert died.zone(Zone.STACK), "the trigger waits on the stack"
    done = play(died, RESOLVE, ["yes"])
    bears = done.state.object("bears")
    assert bears.zone is Zone.BATTLEFIELD
    assert bears.controller == "A" and bears.owner == "B"
    assert not bears.counters, "a new object, without its counters (400.7)"
    assert cites(done.log, "110.2a")


def test_you_may_decline_603_5() -> None:
    died = _bolt_the_bears(_board({"-1/-1": 1}))
    done = play(died, RESOLVE, ["no"])
    assert done.state.object("bears").zone is Zone.GRAVEYARD


def test_without_a_minus_counter_it_doesnt_trigger_603_10a() -> None:
    died = _bolt_the_bears(_board({"+1/+1": 1}))
    assert died.object("bears").zone is Zone.GRAVEYARD
    assert not died.zone(Zone.STACK)


def test_your_own_creature_doesnt_trigger_it() -> None:
    died = _bolt_the_bears(_board({"-1/-1": 1}, controller="A"))
    assert died.object("bears").zone is Zone.GRAVEYARD
    assert not died.zone(Zone.STACK)


def test_a_card_that_left_the_graveyard_and_came_back_isnt_returned_400_7() -> None:
    died = _bolt_the_bears(_board({"-1/-1": 1}))
    # it left the graveyard and was put back (a new object: a new timestamp, 400.7)
    state, timestamp = died.take_timestamp()
    state = state.with_object(replace(state.object("bears"), timestamp=timestamp))
    done = play(state, RESOLVE, ["yes"])
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert cites(done.log, "400.7")
