"""Trigger events joined with "or" (603.6a): Keldon Marauders ("When ~ enters or leaves the
battlefield, it deals 1 damage to target player or planeswalker.": 603.6c, looking back in time
as it leaves, 603.10a) and Sun Titan ("Whenever ~ enters or attacks, you may return target
permanent card with mana value 3 or less from your graveyard to the battlefield."), compiled
from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

KELDON_MARAUDERS = {
    "name": "Keldon Marauders",
    "type_line": "Creature — Human Warrior",
    "mana_cost": "{1}{R}",
    "colors": ["R"],
    "power": "3",
    "toughness": "3",
    "layout": "normal",
    "keywords": ["Vanishing"],
    "oracle_text": "Vanishing 2 (This creature enters the battlefield with two time counters on "
    "it. At the beginning of your upkeep, remove a time counter from it. When the last is "
    "removed, sacrifice it.)\nWhen Keldon Marauders enters or leaves the battlefield, it deals "
    "1 damage to target player or planeswalker.",
}
SUN_TITAN = {
    "name": "Sun Titan",
    "type_line": "Creature — Giant",
    "mana_cost": "{4}{W}{W}",
    "colors": ["W"],
    "power": "6",
    "toughness": "6",
    "layout": "normal",
    "keywords": ["Vigilance"],
    "oracle_text": "Vigilance\nWhenever Sun Titan enters the battlefield or attacks, you may "
    "return target permanent card with mana value 3 or less from your graveyard to the "
    "battlefield.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Keldon Marauders": KELDON_MARAUDERS, "Sun Titan": SUN_TITAN})


def test_the_cards_compile_as_automated() -> None:
    assert compile_record(KELDON_MARAUDERS).label == AUTOMATED
    assert compile_record(SUN_TITAN).label == AUTOMATED


def test_keldon_marauders_deals_1_damage_as_it_enters_and_as_it_leaves_603_6c() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "keldon", "card": "Keldon Marauders"}]},
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "keldon", "free": True}).state
    entered = play(cast, RESOLVE, ["B"])
    assert entered.state.object("keldon").counter("time") == 2  # vanishing 2 (702.63a)
    done = play(entered.state, RESOLVE)
    assert done.state.player("B").life == 19
    left = play(done.state, {"type": "move_object", "object": "keldon", "to": "exile"}, ["B"])
    assert cites(left.log, "603.2")
    gone = play(left.state, RESOLVE)
    assert gone.state.player("B").life == 18


def titan_board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "titan", "card": "Sun Titan"}],
            "graveyard": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
                {"id": "angel", "card": "Serra Angel"},
                {"id": "shock", "card": "Shock"},
            ],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def test_sun_titan_returns_a_permanent_card_with_mana_value_3_or_less_as_it_enters() -> None:
    cast = play(titan_board(), {"type": "cast", "object": "titan", "free": True}).state
    # Grizzly Bears (2) is the only legal target: Hill Giant (4) and Serra Angel (5) cost too
    # much, Shock isn't a permanent card (110.4b); chosen for A (603.3d).
    entered = play(cast, RESOLVE)
    assert cites(entered.log, "603.3d")
    asked = pending(entered.state, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.MAY
    done = play(entered.state, RESOLVE, ["yes"])
    assert done.state.object("bears").zone is Zone.BATTLEFIELD
    assert done.state.object("bears").controller == "A"


def test_sun_titan_triggers_as_it_attacks_508_3a() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "titan", "card": "Sun Titan", "summoning_sick": False}],
            "graveyard": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"titan": "B"}})
    assert cites(attacked.log, "603.2")
    done = play(attacked.state, RESOLVE, ["yes"])
    assert done.state.object("bears").zone is Zone.BATTLEFIELD
    assert not done.state.object("titan").tapped  # vigilance (702.20b)
