"""Exert (701.43): "You may exert ~ as it attacks. When you do, [effect]." is an optional cost to
attack (701.43d, 508.1g): the attacking player decides as attackers are declared; an exerted
creature doesn't untap during that player's next untap step (701.43a), and the linked "When you
do" ability triggers (603.12). Cards compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play

REMINDER = " (An exerted creature won't untap during your next untap step.)"
RECORDS: dict[str, dict[str, Any]] = {
    "Glory-Bound Initiate": {
        "name": "Glory-Bound Initiate",
        "type_line": "Creature — Human Warrior",
        "mana_cost": "{1}{W}",
        "power": "3",
        "toughness": "1",
        "layout": "normal",
        "oracle_text": "You may exert Glory-Bound Initiate as it attacks. When you do, it gets "
        "+1/+3 and gains lifelink until end of turn." + REMINDER,
    },
    "Glorybringer": {
        "name": "Glorybringer",
        "type_line": "Creature — Dragon",
        "mana_cost": "{3}{R}{R}",
        "power": "4",
        "toughness": "4",
        "layout": "normal",
        "oracle_text": "Flying, haste\nYou may exert Glorybringer as it attacks. When you do, it "
        "deals 4 damage to target non-Dragon creature an opponent controls." + REMINDER,
    },
    "Tah-Crop Elite": {
        "name": "Tah-Crop Elite",
        "type_line": "Creature — Bird Warrior",
        "mana_cost": "{3}{W}",
        "power": "2",
        "toughness": "2",
        "layout": "normal",
        "oracle_text": "Flying\nYou may exert Tah-Crop Elite as it attacks. When you do, "
        "creatures you control get +1/+1 until end of turn." + REMINDER,
    },
}
ATTACK = {"number": 3, "active_player": "A", "step": "declare_attackers"}
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}


def _library(who: str) -> list[dict[str, str]]:
    return [{"id": f"{who}_lib{i}", "card": "Forest"} for i in range(4)]


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_card_compiles_automated(name: str) -> None:
    assert compile_record(RECORDS[name]).label == AUTOMATED


def _initiate() -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "initiate", "card": "Glory-Bound Initiate"}],
            "library": _library("a"),
        },
        {"id": "B", "library": _library("b")},
        turn=ATTACK,
    )


def test_the_attacking_player_decides_whether_to_exert_508_1g() -> None:
    asked = pending(_initiate(), {"type": "attack", "attackers": {"initiate": "B"}}).pending
    assert asked is not None
    assert asked.kind is DecisionKind.MAY and asked.rule == "508.1g" and asked.decider == "A"
    assert [o.id for o in asked.options] == ["exert", "no"]


def test_exerted_initiate_gets_plus_one_plus_three_and_lifelink_603_12() -> None:
    attacked = play(_initiate(), {"type": "attack", "attackers": {"initiate": "B"}}, ["exert"])
    assert cites(attacked.log, "701.43a")
    done = resolve_all(attacked.state)
    c = chars(done, done.object("initiate"))
    assert (c.power, c.toughness) == (4, 4) and c.has("lifelink")


def test_an_exerted_creature_doesnt_untap_during_your_next_untap_step_701_43a() -> None:
    attacked = play(_initiate(), {"type": "attack", "attackers": {"initiate": "B"}}, ["exert"])
    state = resolve_all(attacked.state)
    state = play(state, NEXT_UPKEEP).state  # B's turn
    state = play(state, NEXT_UPKEEP).state  # A's next turn: it stays tapped
    assert state.object("initiate").tapped
    state = play(play(state, NEXT_UPKEEP).state, NEXT_UPKEEP).state  # and untaps the one after
    assert not state.object("initiate").tapped


def test_not_exerting_it_the_when_you_do_ability_doesnt_trigger() -> None:
    attacked = play(_initiate(), {"type": "attack", "attackers": {"initiate": "B"}}, ["no"])
    assert not cites(attacked.log, "701.43a")
    state = resolve_all(attacked.state)
    c = chars(state, state.object("initiate"))
    assert (c.power, c.toughness) == (3, 1) and not c.has("lifelink")
    state = play(play(state, NEXT_UPKEEP).state, NEXT_UPKEEP).state
    assert not state.object("initiate").tapped  # it untaps as usual (502.3)


def test_glorybringer_exerted_deals_four_damage_to_a_non_dragon_creature() -> None:
    dragon = {"types": ["Creature"], "subtypes": ["Dragon"], "power": 4, "toughness": 4}
    state = board(
        {"id": "A", "battlefield": [{"id": "glory", "card": "Glorybringer"}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "their_dragon", "card": "Test Dragon", "characteristics": dragon},
            ],
        },
        turn=ATTACK,
    )
    # the Dragon isn't a legal target: the Bears are chosen for A (603.3d)
    attacked = play(state, {"type": "attack", "attackers": {"glory": "B"}}, ["exert"])
    done = resolve_all(attacked.state)
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert done.object("their_dragon").zone is Zone.BATTLEFIELD
    assert done.player("B").life == 20  # the trigger resolved in the declare attackers step


def test_tah_crop_elite_exerted_pumps_each_creature_you_control() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "elite", "card": "Tah-Crop Elite"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Grizzly Bears"}]},
        turn=ATTACK,
    )
    attacked = play(state, {"type": "attack", "attackers": {"elite": "B"}}, ["exert"])
    done = resolve_all(attacked.state)
    assert chars(done, done.object("elite")).power == 3
    assert chars(done, done.object("bears")).power == 3  # not attacking, still yours
    assert chars(done, done.object("theirs")).power == 2
