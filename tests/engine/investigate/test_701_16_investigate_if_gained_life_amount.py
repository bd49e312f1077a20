""" "At the beginning of each end step, if you gained 4 or more life this turn, investigate."
(Syndicate Heavy): the intervening "if" (603.4) adds up every life gain event of the turn
(119.3, 119.9), checked as the end step begins and again as the ability resolves; then one Clue
token (701.16a). The record holds the card's investigate line only (its extort line is another
keyword's)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.mechanics.turn_history import life_gained_this_turn
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play

HEAVY = {
    "name": "Syndicate Heavy",
    "type_line": "Creature — Giant Rogue",
    "mana_cost": "{2}{W/B}{W/B}",
    "power": "4",
    "toughness": "4",
    "layout": "normal",
    "keywords": ["Investigate"],
    "oracle_text": "At the beginning of each end step, if you gained 4 or more life this turn, "
    "investigate. (Create a Clue token. It's an artifact with \"{2}, Sacrifice this artifact: "
    'Draw a card.")',
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Syndicate Heavy": HEAVY})


def test_it_compiles_and_prints_back_603_4() -> None:
    compiled = compile_record(HEAVY)
    assert compiled.label == AUTOMATED
    assert compiled.printed == (
        "At the beginning of each end step, if you gained 4 or more life this turn, investigate."
    )


def _board(helixes: int) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": f"helix{i}", "card": "Lightning Helix"} for i in range(helixes)],
            "battlefield": [{"id": "heavy", "card": "Syndicate Heavy"}],
        },
        {"id": "B"},
        turn={"number": 2, "active_player": "A", "step": "postcombat_main"},
    )


def _gain(state: GameState, helixes: int) -> GameState:
    for i in range(helixes):
        cast = play(state, {"type": "cast", "object": f"helix{i}", "targets": ["B"], "free": True})
        state = play(cast.state, RESOLVE).state
    return state


def _to_the_end_step(state: GameState) -> tuple[GameState, list[str]]:
    rules: list[str] = []
    while state.turn.step.value != "end":
        step = play(state, {"type": "advance"})
        rules += [r for entry in step.log for r in entry.rules]
        state = step.state
    return state, rules


def _clues(state: GameState) -> list[str]:
    return [o.id for o in state.battlefield if o.token and o.card == "Clue Token"]


def test_two_gains_of_three_add_up_to_six_and_a_clue_is_made_119_3() -> None:
    state = _gain(_board(2), 2)
    assert state.player("A").life == 26
    assert life_gained_this_turn(state, "A") == 6
    state, rules = _to_the_end_step(state)
    assert "603.2" in rules and state.zone(Zone.STACK)
    done = play(state, RESOLVE)
    assert len(_clues(done.state)) == 1
    assert any("701.16a" in entry.rules for entry in done.log)


def test_three_life_is_not_four_or_more_603_4() -> None:
    state = _gain(_board(1), 1)
    assert life_gained_this_turn(state, "A") == 3
    state, rules = _to_the_end_step(state)
    assert "603.4" in rules and not state.zone(Zone.STACK)
    assert _clues(state) == []


def test_the_opponents_life_gain_is_not_yours_603_4() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "heavy", "card": "Syndicate Heavy"}]},
        {
            "id": "B",
            "hand": [
                {"id": "helix0", "card": "Lightning Helix"},
                {"id": "helix1", "card": "Lightning Helix"},
            ],
        },
        turn={"number": 2, "active_player": "B", "step": "postcombat_main"},
    )
    state = _gain(state, 2)
    assert life_gained_this_turn(state, "B") == 6 and life_gained_this_turn(state, "A") == 0
    state, _ = _to_the_end_step(state)
    assert not state.zone(Zone.STACK) and _clues(state) == []
