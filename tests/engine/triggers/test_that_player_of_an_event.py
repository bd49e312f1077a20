"""The player a trigger event names: "that player" (bound:player). For "whenever a creature an
opponent controls dies" it's the player who controlled the creature as it last existed on the
battlefield (603.10a, 608.2h); for "whenever a creature enters under an opponent's control" the
player who controls it on the battlefield (603.6a). Also "you may have that player lose 1 life"
and "you may gain 1 life" (603.5: the controller chooses as it resolves). Massacre Wurm, Blood
Seeker and Suture Priest are compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

MASSACRE_WURM = {
    "name": "Massacre Wurm",
    "type_line": "Creature — Phyrexian Wurm",
    "mana_cost": "{3}{B}{B}{B}",
    "power": "6",
    "toughness": "5",
    "layout": "normal",
    "oracle_text": "When Massacre Wurm enters the battlefield, creatures your opponents control get -2/-2 until end of turn.\nWhenever a creature an opponent controls dies, that player loses 2 life.",
}
BLOOD_SEEKER = {
    "name": "Blood Seeker",
    "type_line": "Creature — Vampire Shaman",
    "mana_cost": "{1}{B}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Whenever a creature enters the battlefield under an opponent's control, you may have that player lose 1 life.",
}
SUTURE_PRIEST = {
    "name": "Suture Priest",
    "type_line": "Creature — Phyrexian Cleric",
    "mana_cost": "{1}{W}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Whenever another creature enters the battlefield under your control, you may gain 1 life.\nWhenever a creature enters the battlefield under an opponent's control, you may have that player lose 1 life.",
}
RECORDS = {r["name"]: r for r in (MASSACRE_WURM, BLOOD_SEEKER, SUTURE_PRIEST)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("record", list(RECORDS.values()), ids=list(RECORDS))
def test_the_cards_compile_automated(record: dict[str, Any]) -> None:
    assert compile_record(record).label == AUTOMATED


def test_massacre_wurm_the_controller_of_each_creature_that_died_loses_two() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "wurm", "card": "Massacre Wurm"}],
            "battlefield": [{"id": "a_bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "battlefield": [{"id": "b_bears", "card": "Grizzly Bears"}]},
    )
    cast = play(state, {"type": "cast", "object": "wurm", "free": True})
    entered = play(cast.state, RESOLVE).state
    shrunk = play(entered, RESOLVE)  # -2/-2: B's Bears die (704.5f), Wurm's other ability triggers
    assert shrunk.state.object("b_bears").zone is Zone.GRAVEYARD
    assert shrunk.state.object("a_bears").zone is Zone.BATTLEFIELD
    assert cites(shrunk.log, "603.2")
    done = play(shrunk.state, RESOLVE).state
    assert (done.player("A").life, done.player("B").life) == (20, 18)


def test_massacre_wurm_ignores_its_controllers_own_creature_dying() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "wurm", "card": "Massacre Wurm"},
                {"id": "a_bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "bolt", "targets": ["a_bears"], "free": True})
    done = play(cast.state, RESOLVE).state
    assert done.object("a_bears").zone is Zone.GRAVEYARD
    assert not done.zone(Zone.STACK)
    assert (done.player("A").life, done.player("B").life) == (20, 20)


def _b_casts_bears(a_battlefield: list[dict[str, Any]]) -> GameState:
    state = board(
        {"id": "A", "battlefield": a_battlefield},
        {"id": "B", "hand": [{"id": "b_bears", "card": "Grizzly Bears"}]},
        turn={"number": 2, "active_player": "B", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "b_bears", "free": True})
    entered = play(cast.state, RESOLVE)
    assert cites(entered.log, "603.2")
    return entered.state


def test_blood_seeker_may_have_the_player_whose_creature_entered_lose_one_603_5() -> None:
    state = _b_casts_bears([{"id": "seeker", "card": "Blood Seeker"}])
    asked = pending(state, RESOLVE)
    assert asked.pending is not None and asked.pending.rule == "603.5"
    done = play(state, RESOLVE, ["yes"]).state
    assert (done.player("A").life, done.player("B").life) == (20, 19)


def test_blood_seeker_declined_does_nothing() -> None:
    state = _b_casts_bears([{"id": "seeker", "card": "Blood Seeker"}])
    done = play(state, RESOLVE, ["no"]).state
    assert (done.player("A").life, done.player("B").life) == (20, 20)


def test_suture_priest_an_opponents_creature_drains_its_controller() -> None:
    state = _b_casts_bears([{"id": "priest", "card": "Suture Priest"}])
    done = play(state, RESOLVE, ["yes"]).state
    assert (done.player("A").life, done.player("B").life) == (20, 19)


def test_suture_priest_another_creature_of_yours_may_gain_you_one() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "a_bears", "card": "Grizzly Bears"}],
            "battlefield": [{"id": "priest", "card": "Suture Priest"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "a_bears", "free": True})
    entered = play(cast.state, RESOLVE).state
    done = play(entered, RESOLVE, ["yes"]).state
    assert (done.player("A").life, done.player("B").life) == (21, 20)
