"""Counters with rules of their own put by cards compiled from their Oracle text (122.1c,
122.1d): Dapper Shieldmate enters with a shield counter; Fractal Mascot taps a creature and puts
a stun counter on it."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

SHIELDMATE = {
    "name": "Dapper Shieldmate",
    "mana_cost": "{3}{W}",
    "type_line": "Creature — Human Soldier",
    "layout": "normal",
    "power": "2",
    "toughness": "2",
    "oracle_text": "Dapper Shieldmate enters the battlefield with a shield counter on it. (If it "
    "would be dealt damage or destroyed, remove a shield counter from it instead.)\nAs long as "
    "it's your turn, Dapper Shieldmate gets +2/+0.",
}
MASCOT = {
    "name": "Fractal Mascot",
    "mana_cost": "{4}{G}{U}",
    "type_line": "Creature — Fractal Elk",
    "layout": "normal",
    "power": "6",
    "toughness": "6",
    "oracle_text": "Trample\nWhen this creature enters, tap target creature an opponent "
    "controls. Put a stun counter on it.",
}
RESOLVE = {"type": "resolve"}
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Dapper Shieldmate": SHIELDMATE, "Fractal Mascot": MASCOT})


@pytest.mark.parametrize("record", [SHIELDMATE, MASCOT], ids=lambda r: r["name"])
def test_they_compile_automated(record: dict[str, str]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED, compiled.not_applied


def _library(who: str) -> list[dict[str, str]]:
    return [{"id": f"{who}{i}", "card": "Forest"} for i in range(4)]


def test_dapper_shieldmate_survives_a_bolt_with_its_shield_counter_122_1c() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "mate", "card": "Dapper Shieldmate"},
                {"id": "bolt", "card": "Lightning Bolt"},
            ],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "mate", "free": True}).state
    entered = play(cast, RESOLVE).state
    assert entered.object("mate").counter("shield") == 1
    bolt = {"type": "cast", "object": "bolt", "targets": ["mate"], "free": True}
    done = play(play(entered, bolt).state, RESOLVE)
    mate = done.state.object("mate")
    assert mate.zone is Zone.BATTLEFIELD and mate.damage == 0 and mate.counter("shield") == 0
    assert cites(done.log, "122.1c")


def test_fractal_mascots_stun_counter_keeps_the_creature_tapped_one_untap_step_122_1d() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "mascot", "card": "Fractal Mascot"}], "library": _library("a")},
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": _library("b"),
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "mascot", "free": True}).state
    triggered = play(cast, RESOLVE).state  # its one legal target is chosen
    done = play(triggered, RESOLVE).state
    bears = done.object("bears")
    assert bears.tapped and bears.counter("stun") == 1
    bobs_turn = play(done, NEXT_UPKEEP)
    bears = bobs_turn.state.object("bears")
    assert bears.tapped and bears.counter("stun") == 0
    assert cites(bobs_turn.log, "122.1d")
    next_bobs = play(play(bobs_turn.state, NEXT_UPKEEP).state, NEXT_UPKEEP).state
    assert not next_bobs.object("bears").tapped
