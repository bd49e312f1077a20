"""Graft N (702.58a, 122.5) and a target creature with a +1/+1 counter on it (115.1, 608.2b),
compiled from Oracle text: Aquastrand Spider ("Graft 2. {G}: Target creature with a +1/+1
counter on it gains reach until end of turn.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

SPIDER = {
    "name": "Aquastrand Spider",
    "mana_cost": "{1}{G}",
    "type_line": "Creature \u2014 Spider Mutant",
    "layout": "normal",
    "power": "0",
    "toughness": "0",
    "oracle_text": "Graft 2 (This creature enters the battlefield with two +1/+1 counters on "
    "it. Whenever another creature enters the battlefield, you may move a +1/+1 counter from "
    "this creature onto it.)\n{G}: Target creature with a +1/+1 counter on it gains reach until "
    "end of turn. (It can block creatures with flying.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _spider_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Aquastrand Spider": SPIDER})


def _board(counters: int = 2) -> GameState:
    return board(
        {
            "id": "A",
            "mana_pool": {"G": 1},
            "battlefield": [
                {"id": "spider", "card": "Aquastrand Spider", "counters": {"+1/+1": counters}},
                {"id": "ogre", "card": "Gray Ogre"},
            ],
            "hand": [
                {"id": "cast_spider", "card": "Aquastrand Spider"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "hand": [{"id": "giant", "card": "Hill Giant"}]},
    )


def _cast(obj: str) -> dict[str, Any]:
    return {"type": "cast", "object": obj, "free": True}


def test_aquastrand_spider_compiles_automated() -> None:
    compiled = compile_record(SPIDER)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_it_enters_with_two_counters_702_58a() -> None:
    done = play(play(_board(), _cast("cast_spider")).state, RESOLVE)
    spider = done.state.object("cast_spider")
    assert spider.counter("+1/+1") == 2
    assert chars(done.state, spider).power == 2
    assert cites(done.log, "614.1c")


def test_another_creature_entering_may_take_a_counter_122_5() -> None:
    entered = play(play(_board(), _cast("bears")).state, RESOLVE).state
    assert entered.object("bears").zone is Zone.BATTLEFIELD
    assert entered.zone(Zone.STACK), "graft triggered"
    done = play(entered, RESOLVE, ["yes"])
    assert done.state.object("spider").counter("+1/+1") == 1
    assert done.state.object("bears").counter("+1/+1") == 1
    assert cites(done.log, "122.5")


def test_declined_nothing_moves_603_5() -> None:
    entered = play(play(_board(), _cast("bears")).state, RESOLVE).state
    done = play(entered, RESOLVE, ["no"]).state
    assert done.object("spider").counter("+1/+1") == 2
    assert done.object("bears").counter("+1/+1") == 0


def test_without_a_counter_it_doesnt_trigger_603_4() -> None:
    entered = play(play(_board(counters=0), _cast("bears")).state, RESOLVE).state
    assert not entered.zone(Zone.STACK)


def test_reach_for_a_creature_with_a_counter_only_115_1() -> None:
    state = _board()
    reach = {"type": "activate", "object": "spider", "ability": 2, "targets": ["spider"]}
    done = play(play(state, reach).state, RESOLVE).state
    assert "reach" in chars(done, done.object("spider")).keywords
    with pytest.raises(IllegalAction):
        play(state, {**reach, "targets": ["ogre"]})
