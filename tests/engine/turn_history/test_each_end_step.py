""" "At the beginning of each end step, if you gained life this turn, ..." (513.1: each turn's end
step; 603.4: the condition is checked as the step begins and as the ability resolves). Crested
Sunmare is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play

CRESTED_SUNMARE = {
    "name": "Crested Sunmare",
    "type_line": "Creature — Horse",
    "mana_cost": "{3}{W}{W}",
    "power": "5",
    "toughness": "5",
    "layout": "normal",
    "oracle_text": "Other Horses you control have indestructible.\nAt the beginning of each end step, if you gained life this turn, create a 5/5 white Horse creature token.",
}
RESOLVE = {"type": "resolve"}
ADVANCE = {"type": "advance"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Crested Sunmare": CRESTED_SUNMARE})


def test_crested_sunmare_compiles_automated() -> None:
    assert compile_record(CRESTED_SUNMARE).label == AUTOMATED


def _to_the_end_step(state: GameState) -> tuple[GameState, list[str]]:
    rules: list[str] = []
    while state.turn.step.value != "end":
        step = play(state, ADVANCE)
        rules += [r for entry in step.log for r in entry.rules]
        state = step.state
    return state, rules


def _board(hand: list[dict[str, Any]]) -> GameState:
    return board(
        {"id": "A", "hand": hand, "battlefield": [{"id": "mare", "card": "Crested Sunmare"}]},
        {"id": "B"},
        turn={"number": 2, "active_player": "A", "step": "postcombat_main"},
    )


def test_after_gaining_life_a_horse_is_made_at_the_end_step() -> None:
    state = _board([{"id": "helix", "card": "Lightning Helix"}])
    cast = play(state, {"type": "cast", "object": "helix", "targets": ["B"], "free": True})
    state = play(cast.state, RESOLVE).state
    assert state.player("A").life == 23
    state, rules = _to_the_end_step(state)
    assert "603.2" in rules
    done = play(state, RESOLVE).state
    (horse,) = [o for o in done.battlefield if o.token]
    c = chars(done, horse)
    assert (horse.card, c.power, c.toughness, c.colors) == ("Horse Token", 5, 5, ("W",))


def test_without_life_gained_this_turn_it_doesnt_trigger_603_4() -> None:
    state, rules = _to_the_end_step(_board([]))
    assert "603.4" in rules and not state.zone(Zone.STACK)
