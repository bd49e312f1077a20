"""Surveil (701.25a) from an end-step trigger with the intervening "if" clause "if you gained or
lost life this turn" (603.4: checked as the step begins and again on resolution; 119.3: damage
to a player is life lost): Starlit Soothsayer. And Skywhaler's Shot's target "creature with
power 3 or greater" (115.1) before its scry (701.22a). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

SOOTHSAYER = {
    "name": "Starlit Soothsayer",
    "type_line": "Creature — Bat Cleric",
    "mana_cost": "{2}{B}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Flying", "Surveil"],
    "oracle_text": "Flying\nAt the beginning of your end step, if you gained or lost life this "
    "turn, surveil 1. (Look at the top card of your library. You may put it into your "
    "graveyard.)",
}
SKYWHALERS_SHOT = {
    "name": "Skywhaler's Shot",
    "type_line": "Instant",
    "mana_cost": "{2}{W}",
    "layout": "normal",
    "keywords": ["Scry"],
    "oracle_text": "Destroy target creature with power 3 or greater. Scry 1. (Look at the top "
    "card of your library. You may put that card on the bottom of your library.)",
}
RECORDS = {r["name"]: r for r in (SOOTHSAYER, SKYWHALERS_SHOT)}
RESOLVE = {"type": "resolve"}
ADVANCE = {"type": "advance"}
LIBRARY = [{"id": "c1", "card": "Shock"}, {"id": "c2", "card": "Island"}]


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_card_compiles_automated(name: str) -> None:
    assert compile_record(RECORDS[name]).label == AUTOMATED


def _to_the_end_step(state: GameState) -> tuple[GameState, list[str]]:
    rules: list[str] = []
    while state.turn.step.value != "end":
        step = play(state, ADVANCE)
        rules += [r for entry in step.log for r in entry.rules]
        state = step.state
    return state, rules


def _board(hand: list[dict[str, Any]]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": hand,
            "battlefield": [{"id": "bat", "card": "Starlit Soothsayer"}],
            "library": LIBRARY,
        },
        {"id": "B"},
        turn={"number": 2, "active_player": "A", "step": "postcombat_main"},
    )


@pytest.mark.parametrize(
    ("spell", "target", "life"), [("Lightning Helix", "B", 23), ("Shock", "A", 18)]
)
def test_gaining_or_losing_life_surveils_at_the_end_step_603_4(
    spell: str, target: str, life: int
) -> None:
    state = _board([{"id": "spell", "card": spell}])
    cast = play(state, {"type": "cast", "object": "spell", "targets": [target], "free": True})
    state = play(cast.state, RESOLVE).state
    assert state.player("A").life == life
    state, rules = _to_the_end_step(state)
    assert "603.2" in rules
    done = play(state, RESOLVE, ["graveyard"])
    assert done.state.object("c1").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.25a")


def test_no_life_change_no_trigger_603_4() -> None:
    state, rules = _to_the_end_step(_board([]))
    assert "603.4" in rules and not state.zone(Zone.STACK)
    assert state.object("c1").zone is Zone.LIBRARY


def _shot_board() -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "shot", "card": "Skywhaler's Shot"}], "library": LIBRARY},
        {
            "id": "B",
            "battlefield": [
                {"id": "giant", "card": "Hill Giant"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
    )


def test_the_shot_destroys_a_power_three_creature_then_scries_701_22a() -> None:
    cast = play(
        _shot_board(), {"type": "cast", "object": "shot", "targets": ["giant"], "free": True}
    )
    done = play(cast.state, RESOLVE, ["bottom"])
    assert done.state.object("giant").zone is Zone.GRAVEYARD
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "A")] == ["c2", "c1"]


def test_a_power_two_creature_is_no_legal_target_115_1() -> None:
    with pytest.raises(IllegalAction):
        play(_shot_board(), {"type": "cast", "object": "shot", "targets": ["bears"], "free": True})
