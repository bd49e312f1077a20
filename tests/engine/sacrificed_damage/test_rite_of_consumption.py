"""Rite of Consumption: "As an additional cost to cast this spell, sacrifice a creature. / ~ deals
damage equal to the sacrificed creature's power to target player or planeswalker. You gain life
equal to the damage dealt this way." (compiled from its Oracle text). The creature is sacrificed
as the cost is paid (118.8, 601.2h); its power is the one it last had on the battlefield
(608.2h); the life gained is the damage actually dealt, after prevention (120.4b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

RITE_OF_CONSUMPTION = {
    "name": "Rite of Consumption",
    "type_line": "Sorcery",
    "mana_cost": "{1}{B}",
    "layout": "normal",
    "oracle_text": "As an additional cost to cast this spell, sacrifice a creature.\nRite of "
    "Consumption deals damage equal to the sacrificed creature's power to target player or "
    "planeswalker. You gain life equal to the damage dealt this way.",
}
FLING = {
    "name": "Fling",
    "type_line": "Instant",
    "mana_cost": "{1}{R}",
    "layout": "normal",
    "oracle_text": "As an additional cost to cast this spell, sacrifice a creature.\nFling deals "
    "damage equal to the sacrificed creature's power to any target.",
}
RESOLVE = {"type": "resolve"}
GIANT = {"id": "giant", "card": "Hill Giant", "counters": {"+1/+1": 1}}  # 4/4 as sacrificed


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Rite of Consumption": RITE_OF_CONSUMPTION, "Fling": FLING})


def test_rite_of_consumption_and_fling_compile_automated() -> None:
    assert compile_record(RITE_OF_CONSUMPTION).label == AUTOMATED
    assert compile_record(FLING).label == AUTOMATED


def test_the_sacrificed_power_of_an_ability_isnt_read() -> None:
    """Only a spell binds the creature it sacrificed; an activated ability's line is refused."""
    record = {
        "name": "Bloodshot Cyclops",
        "type_line": "Creature — Cyclops Giant",
        "mana_cost": "{5}{R}",
        "power": "4",
        "toughness": "4",
        "layout": "normal",
        "oracle_text": "{T}, Sacrifice a creature: Bloodshot Cyclops deals damage equal to the "
        "sacrificed creature's power to any target.",
    }
    assert compile_record(record).label != AUTOMATED


def _board(
    effects: list[dict[str, Any]] | None = None, card: str = "Rite of Consumption"
) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "life": 1,
            "hand": [{"id": "rite", "card": card}],
            "battlefield": [GIANT, {"id": "bears", "card": "Grizzly Bears"}],
            "mana_pool": {"R": 2} if card == "Fling" else {"B": 2},
        },
        {"id": "B", "name": "Bob", "life": 10},
        effects=effects or [],
    )


def _cast(state: GameState, target: str = "B") -> Any:
    cast = play(state, {"type": "cast", "object": "rite", "targets": [target]}, ["giant"])
    assert cast.state.object("giant").zone is Zone.GRAVEYARD and cites(cast.log, "701.21a")
    return cast


def test_it_deals_the_sacrificed_creatures_last_known_power_and_alice_gains_that_much() -> None:
    """The Hill Giant had power 4 with its counter as it last existed (608.2h)."""
    done = play(_cast(_board()).state, RESOLVE)
    assert done.state.player("B").life == 6
    assert done.state.player("A").life == 5
    assert cites(done.log, "608.2h") and cites(done.log, "120.4b")


def test_prevented_damage_gains_no_life_120_4b() -> None:
    shield = {
        "id": "e1",
        "kind": "prevent_all_damage",
        "controller": "B",
        "params": {"to": "any"},
        "duration": "end_of_turn",
    }
    done = play(_cast(_board([shield])).state, RESOLVE)
    assert done.state.player("B").life == 10
    assert done.state.player("A").life == 1


def test_it_can_target_its_caster() -> None:
    """ "Target player": Alice may aim it at herself. At 1 life she takes 4 and gains 4 as the
    spell resolves; state-based actions aren't checked until it has (704.3), so she lives."""
    done = play(_cast(_board(), "A").state, RESOLVE)
    assert done.state.player("A").life == 1


def test_fling_deals_the_sacrificed_power_to_a_creature() -> None:
    cast = play(
        _board(card="Fling"), {"type": "cast", "object": "rite", "targets": ["bears"]}, ["giant"]
    )
    done = play(cast.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.GRAVEYARD
