"""Death Spark: "~ deals 1 damage to any target. / At the beginning of your upkeep, if ~ is in
your graveyard with a creature card directly above it, you may pay {1}. If you do, return ~ to
your hand." (compiled from its Oracle text). The graveyard is kept oldest first (404.1-404.2),
so the card directly above is the next one put there; the intervening "if" is checked as the
upkeep begins and again as the ability resolves (603.4); the ability functions from the
graveyard only (113.6m)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

DEATH_SPARK = {
    "name": "Death Spark",
    "type_line": "Instant",
    "mana_cost": "{R}",
    "layout": "normal",
    "oracle_text": "Death Spark deals 1 damage to any target.\nAt the beginning of your upkeep, "
    "if Death Spark is in your graveyard with a creature card directly above it, you may pay "
    "{1}. If you do, return Death Spark to your hand.",
}
SPIT_FLAME = {
    "name": "Spit Flame",
    "type_line": "Instant",
    "mana_cost": "{2}{R}",
    "layout": "normal",
    "oracle_text": "Spit Flame deals 4 damage to target creature.\nWhenever a Dragon enters the "
    "battlefield under your control, you may pay {R}. If you do, return Spit Flame from your "
    "graveyard to your hand.",
}
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}
RESOLVE = {"type": "resolve"}
TAP_MOUNTAIN = {"type": "activate", "object": "m1", "ability": 0}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Death Spark": DEATH_SPARK, "Spit Flame": SPIT_FLAME})


def test_death_spark_compiles_automated() -> None:
    compiled = compile_record(DEATH_SPARK)
    assert compiled.label == AUTOMATED
    assert compiled.printed == (
        "~ deals 1 damage to any target.\nAt the beginning of your upkeep, if ~ is in your "
        "graveyard with a creature card directly above it, you may pay {1}. If you do, return ~ "
        "to your hand."
    )


def _library(prefix: str) -> list[dict[str, str]]:
    return [{"id": f"{prefix}{n}", "card": "Island"} for n in range(3)]


def _before_alices_turn(graveyard: list[str], hand: list[str] | None = None) -> GameState:
    """Bob's end step; Alice's graveyard oldest first, with a Mountain to pay."""
    return board(
        {
            "id": "A",
            "name": "Alice",
            "graveyard": [
                {"id": card.lower().replace(" ", "_"), "card": card} for card in graveyard
            ],
            "hand": [{"id": c.lower().replace(" ", "_"), "card": c} for c in hand or []],
            "battlefield": [{"id": "m1", "card": "Mountain"}],
            "library": _library("a"),
        },
        {"id": "B", "name": "Bob", "library": _library("b")},
        turn={"number": 2, "active_player": "B", "step": "end"},
    )


def test_a_creature_card_directly_above_it_triggers_and_paying_returns_it_603_4() -> None:
    upkeep = play(_before_alices_turn(["Shock", "Death Spark", "Grizzly Bears"]), NEXT_UPKEEP)
    assert upkeep.state.turn.active_player == "A"
    (trigger,) = upkeep.state.zone(Zone.STACK)
    assert trigger.stack is not None and trigger.stack.source == "death_spark"
    assert cites(upkeep.log, "603.2")
    paid_for = play(upkeep.state, TAP_MOUNTAIN).state
    asked = pending(paid_for, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["pay", "decline"]
    done = play(paid_for, RESOLVE, ["pay"])
    assert done.state.object("death_spark").zone is Zone.HAND
    assert sum(done.state.player("A").mana_pool.values()) == 0


def test_declining_leaves_it_in_the_graveyard() -> None:
    upkeep = play(_before_alices_turn(["Death Spark", "Grizzly Bears"]), NEXT_UPKEEP).state
    done = play(play(upkeep, TAP_MOUNTAIN).state, RESOLVE, ["decline"])
    assert done.state.object("death_spark").zone is Zone.GRAVEYARD


def test_a_creature_card_below_it_doesnt_count() -> None:
    upkeep = play(_before_alices_turn(["Grizzly Bears", "Death Spark"]), NEXT_UPKEEP)
    assert upkeep.state.zone(Zone.STACK) == ()
    assert cites(upkeep.log, "603.4")


def test_only_the_card_directly_above_counts() -> None:
    upkeep = play(_before_alices_turn(["Death Spark", "Shock", "Grizzly Bears"]), NEXT_UPKEEP)
    assert upkeep.state.zone(Zone.STACK) == ()


def test_in_hand_it_doesnt_trigger_113_6m() -> None:
    upkeep = play(_before_alices_turn(["Grizzly Bears"], hand=["Death Spark"]), NEXT_UPKEEP)
    assert upkeep.state.zone(Zone.STACK) == ()


def test_not_in_bobs_upkeep() -> None:
    state = _before_alices_turn(["Death Spark", "Grizzly Bears"])
    alices = play(state, NEXT_UPKEEP).state
    done = play(play(alices, TAP_MOUNTAIN).state, RESOLVE, ["decline"]).state
    bobs = play(done, NEXT_UPKEEP).state
    assert bobs.turn.active_player == "B"
    assert bobs.zone(Zone.STACK) == ()


def test_the_condition_is_checked_again_as_it_resolves_603_4() -> None:
    """The creature card above it leaves the graveyard before the ability resolves."""
    upkeep = play(_before_alices_turn(["Death Spark", "Grizzly Bears"]), NEXT_UPKEEP).state
    bears = upkeep.object("grizzly_bears")
    moved = upkeep.with_moved_object(replace(bears, zone=Zone.EXILE), to_top=False)
    done = play(moved, RESOLVE)
    assert done.pending is None
    assert done.state.object("death_spark").zone is Zone.GRAVEYARD
    assert cites(done.log, "603.4")


def test_spit_flame_returns_from_the_graveyard_when_a_dragon_enters_113_6m() -> None:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "graveyard": [{"id": "spit", "card": "Spit Flame"}],
            "hand": [{"id": "dragon", "card": "Shivan Dragon"}],
            "battlefield": [{"id": "m1", "card": "Mountain"}],
        },
        {"id": "B", "name": "Bob"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "dragon", "free": True}).state
    entered = play(cast, RESOLVE).state
    (trigger,) = entered.zone(Zone.STACK)
    assert trigger.stack is not None and trigger.stack.source == "spit"
    done = play(play(entered, TAP_MOUNTAIN).state, RESOLVE, ["pay"])
    assert done.state.object("spit").zone is Zone.HAND
