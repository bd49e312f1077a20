"""Fight (701.14): each of two creatures deals damage equal to its power to the other (701.14a);
if either is gone or an illegal target as the spell resolves, neither deals damage (701.14b);
the damage isn't combat damage (701.14d). Prey Upon ("Target creature you control fights target
creature you don't control.") and Brash Taunter ("{2}{R}, {T}: ~ fights another target
creature.") are compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

PREY_UPON = {
    "name": "Prey Upon",
    "type_line": "Sorcery",
    "mana_cost": "{G}",
    "layout": "normal",
    "oracle_text": "Target creature you control fights target creature you don't control. "
    "(Each deals damage equal to its power to the other.)",
}
BRASH_TAUNTER = {
    "name": "Brash Taunter",
    "type_line": "Creature — Goblin",
    "mana_cost": "{4}{R}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Indestructible"],
    "oracle_text": "Indestructible\nWhenever Brash Taunter is dealt damage, it deals that much "
    "damage to target opponent.\n{2}{R}, {T}: Brash Taunter fights another target creature.",
}
PIT_FIGHT = {
    "name": "Pit Fight",
    "type_line": "Instant",
    "mana_cost": "{1}{R/G}",
    "layout": "normal",
    "oracle_text": "Target creature you control fights another target creature. (Each deals "
    "damage equal to its power to the other.)",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Prey Upon": PREY_UPON, "Brash Taunter": BRASH_TAUNTER, "Pit Fight": PIT_FIGHT})


def _prey_board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "prey", "card": "Prey Upon"}],
            "battlefield": [{"id": "ogre", "card": "Gray Ogre"}],
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
    )


def _prey(*targets: str) -> dict[str, object]:
    return {"type": "cast", "object": "prey", "targets": list(targets), "free": True}


def test_prey_upon_and_brash_taunter_compile_from_their_oracle_text() -> None:
    assert compile_record(PREY_UPON).label == AUTOMATED
    assert compile_record(BRASH_TAUNTER).label == AUTOMATED


def test_pit_fight_compiles_its_second_target_other_than_the_first_115_3() -> None:
    # "another target creature" after a first target: a different creature (115.3).
    compiled = compile_record(PIT_FIGHT)
    assert compiled.label == AUTOMATED
    assert compiled.definition.abilities[0].targets == (
        "creature_you_control",
        "other:another_creature",
    )


def test_each_deals_damage_equal_to_its_power_to_the_other_701_14a() -> None:
    cast = play(_prey_board(), _prey("ogre", "giant"))
    done = play(cast.state, {"type": "resolve"})
    # Gray Ogre (2/2) takes 3 and dies; Hill Giant (3/3) takes 2 and lives.
    assert done.state.object("ogre").zone is Zone.GRAVEYARD
    assert done.state.object("giant").zone is Zone.BATTLEFIELD
    assert done.state.object("giant").damage == 2
    assert cites(done.log, "701.14a")


def test_the_second_target_must_be_a_creature_you_dont_control_115_1() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "prey", "card": "Prey Upon"}],
            "battlefield": [
                {"id": "ogre", "card": "Gray Ogre"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction) as refused:
        apply(state, _prey("ogre", "bears"), [])
    assert refused.value.rule == "115.1"


def test_an_illegal_target_on_resolution_means_no_one_fights_701_14b() -> None:
    cast = play(_prey_board(), _prey("ogre", "giant"))
    gone = play(cast.state, {"type": "move_object", "object": "giant", "to": "exile"}).state
    done = play(gone, {"type": "resolve"})
    assert done.state.object("ogre").zone is Zone.BATTLEFIELD
    assert done.state.object("ogre").damage == 0  # the Giant gone, the Ogre isn't dealt damage
    assert cites(done.log, "701.14b")


def _taunter_board() -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "taunter", "card": "Brash Taunter"}],
        },
        {"id": "B", "battlefield": [{"id": "angel", "card": "Serra Angel"}]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def test_brash_taunter_fights_and_its_damage_trigger_hits_the_opponent_701_14a() -> None:
    fought = play(
        _taunter_board(),
        {"type": "activate", "object": "taunter", "ability": 1, "targets": ["angel"], "free": True},
    )
    done = play(fought.state, {"type": "resolve"})
    # Serra Angel (4/4) deals 4 to the indestructible Taunter, which deals 1 to the Angel.
    assert done.state.object("taunter").zone is Zone.BATTLEFIELD
    assert done.state.object("angel").damage == 1
    assert done.state.player("B").life == 20
    # Its "is dealt damage" trigger waits on the stack, targeting the only opponent: 4 damage.
    after = play(done.state, {"type": "resolve"})
    assert after.state.player("B").life == 16


def test_another_target_creature_is_not_brash_taunter_itself_115_1() -> None:
    with pytest.raises(IllegalAction) as refused:
        apply(
            _taunter_board(),
            {
                "type": "activate",
                "object": "taunter",
                "ability": 1,
                "targets": ["taunter"],
                "free": True,
            },
            [],
        )
    assert refused.value.rule == "115.1"


def _pit_board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "pit", "card": "Pit Fight"}],
            "battlefield": [
                {"id": "ogre", "card": "Gray Ogre"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
    )


def _pit(*targets: str) -> dict[str, object]:
    return {"type": "cast", "object": "pit", "targets": list(targets), "free": True}


def test_pit_fight_may_make_two_of_your_own_creatures_fight_701_14a() -> None:
    # "another target creature" is any creature but the first target: one of yours too.
    cast = play(_pit_board(), _pit("ogre", "bears"))
    done = play(cast.state, {"type": "resolve"})
    assert done.state.object("ogre").zone is Zone.GRAVEYARD  # 2 damage to a 2/2 each
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.14a")


def test_pit_fight_against_an_opponents_creature_701_14a() -> None:
    done = play(play(_pit_board(), _pit("ogre", "giant")).state, {"type": "resolve"})
    assert done.state.object("ogre").zone is Zone.GRAVEYARD
    assert done.state.object("giant").damage == 2


def test_pit_fight_cant_choose_the_same_creature_twice_115_3() -> None:
    with pytest.raises(IllegalAction) as refused:
        apply(_pit_board(), _pit("ogre", "ogre"), [])
    assert refused.value.rule == "115.3"
