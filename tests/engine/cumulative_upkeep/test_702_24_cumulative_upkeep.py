"""Cumulative upkeep (702.24a): "At the beginning of your upkeep, if this permanent is on the
battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter on
it. If you don't, sacrifice it." Arctic Wolves (cumulative upkeep {2}) is compiled from its Oracle
text; its other line, "When ~ enters the battlefield, draw a card.", compiles too.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

ARCTIC_WOLVES = {
    "name": "Arctic Wolves",
    "type_line": "Creature — Wolf",
    "mana_cost": "{3}{G}{G}",
    "power": "4",
    "toughness": "5",
    "layout": "normal",
    "oracle_text": "Cumulative upkeep {2} (At the beginning of your upkeep, put an age counter "
    "on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter "
    "on it.)\nWhen Arctic Wolves enters the battlefield, draw a card.",
}
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}
RESOLVE = {"type": "resolve"}
FORESTS = ("f1", "f2", "f3", "f4")


@pytest.fixture(autouse=True)
def _wolves_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Arctic Wolves": ARCTIC_WOLVES})


def _library(prefix: str) -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{i}", "card": "Swamp"} for i in range(4)]


def before_alices_turn(ages: int) -> GameState:
    counters = {"age": ages} if ages else {}
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "wolves", "card": "Arctic Wolves", "counters": counters},
                *({"id": f, "card": "Forest"} for f in FORESTS),
            ],
            "library": _library("a"),
        },
        {"id": "B", "library": _library("b")},
        turn={"number": 2, "active_player": "B", "step": "end"},
    )


def test_arctic_wolves_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(ARCTIC_WOLVES)
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[0] == "Cumulative upkeep {2}"


def test_a_second_age_counter_and_paying_twice_the_cost_keeps_it_702_24a() -> None:
    upkeep = play(before_alices_turn(1), NEXT_UPKEEP)
    assert cites(upkeep.log, "702.24a")
    state = upkeep.state
    for land in FORESTS:
        state = play(state, {"type": "activate", "object": land, "ability": 0}).state
    paid = play(state, RESOLVE, ["pay"])
    wolves = paid.state.object("wolves")
    assert wolves.zone is Zone.BATTLEFIELD and wolves.counter("age") == 2
    assert sum(paid.state.player("A").mana_pool.values()) == 0  # {2} twice: all four Forests


def test_unable_to_pay_for_every_age_counter_it_is_sacrificed() -> None:
    upkeep = play(before_alices_turn(2), NEXT_UPKEEP)
    state = upkeep.state
    for land in FORESTS:  # four mana, but three age counters ask for six
        state = play(state, {"type": "activate", "object": land, "ability": 0}).state
    done = play(state, RESOLVE)  # nothing to decide: the pool can't pay
    assert done.pending is None
    assert done.state.object("wolves").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.21a")
