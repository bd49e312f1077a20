"""Marionette Master (compiled from its Oracle text): "Whenever an artifact you control is put into
a graveyard from the battlefield, target opponent loses life equal to ~'s power." The artifact's
controller is read as it last existed on the battlefield (603.10a); the power as the ability
resolves (608.2h).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play

MARIONETTE_MASTER = {
    "name": "Marionette Master",
    "type_line": "Creature — Human Artificer",
    "mana_cost": "{4}{B}{B}",
    "power": "1",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Fabricate 3 (When this creature enters the battlefield, put three +1/+1 counters on it or create three 1/1 colorless Servo artifact creature tokens.)\nWhenever an artifact you control is put into a graveyard from the battlefield, target opponent loses life equal to Marionette Master's power.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Marionette Master": MARIONETTE_MASTER})


def test_marionette_master_compiles_automated() -> None:
    assert compile_record(MARIONETTE_MASTER).label == AUTOMATED


def _bolt_the_thopter(mine: bool) -> GameState:
    thopter = [{"id": "thopter", "card": "Ornithopter"}]
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "master", "card": "Marionette Master", "counters": {"+1/+1": 2}},
                *(thopter if mine else []),
            ],
        },
        {"id": "B", "battlefield": [] if mine else thopter},
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["thopter"], "free": True})
    return play(cast.state, RESOLVE).state


def test_your_artifact_dying_makes_the_opponent_lose_its_power_in_life() -> None:
    state = _bolt_the_thopter(mine=True)
    assert state.object("thopter").zone is Zone.GRAVEYARD
    done = play(state, RESOLVE).state
    assert done.player("B").life == 17  # a 1/3 with two +1/+1 counters: power 3


def test_an_opponents_artifact_doesnt_trigger_it() -> None:
    state = _bolt_the_thopter(mine=False)
    assert state.object("thopter").zone is Zone.GRAVEYARD and not state.zone(Zone.STACK)
