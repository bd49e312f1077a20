"""Devour (702.82a): "As this object enters, you may sacrifice any number of creatures. This
permanent enters with N +1/+1 counters on it for each creature sacrificed this way." Predator
Dragon ("Flying, haste" / "Devour 2") is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

DRAGON = {
    "name": "Predator Dragon",
    "type_line": "Creature — Dragon",
    "mana_cost": "{3}{R}{R}{R}",
    "power": "4",
    "toughness": "4",
    "layout": "normal",
    "keywords": ["Flying", "Haste", "Devour"],
    "oracle_text": "Flying, haste\nDevour 2 (As this enters the battlefield, you may sacrifice "
    "any number of creatures. This creature enters the battlefield with twice that many +1/+1 "
    "counters on it.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Predator Dragon": DRAGON})


def test_devour_compiles_and_prints_back() -> None:
    compiled = compile_record(DRAGON)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Flying, haste\nDevour 2"


def _cast() -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "dragon", "card": "Predator Dragon"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
                {"id": "forest", "card": "Forest"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Grizzly Bears"}]},
    )
    return play(state, {"type": "cast", "object": "dragon", "free": True}).state


def test_each_creature_sacrificed_gives_n_counters_702_82a() -> None:
    done = play(_cast(), RESOLVE, ["bears", "giant"])
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert done.state.object("giant").zone is Zone.GRAVEYARD
    assert done.state.object("dragon").counter("+1/+1") == 4
    assert cites(done.log, "702.82a") and cites(done.log, "614.1c")


def test_only_creatures_you_control_are_offered_and_none_is_a_choice() -> None:
    asked = pending(_cast(), RESOLVE)
    assert {o.id for o in asked.pending.options} == {"done", "bears", "giant"}
    done = play(_cast(), RESOLVE, ["done"])
    assert done.state.object("dragon").counter("+1/+1") == 0
    assert done.state.object("bears").zone is Zone.BATTLEFIELD
