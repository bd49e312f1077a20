""" "When Ethereal Investigator enters the battlefield, investigate X times, where X is the number
of opponents you have." (701.16a; 608.2h: X is counted once as the ability resolves; 102.2,
102.3: the opponents still in the game, 800.4a). The record holds the card's investigate line
only."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

INVESTIGATOR = {
    "name": "Ethereal Investigator",
    "type_line": "Creature — Spirit",
    "mana_cost": "{3}{U}",
    "power": "2",
    "toughness": "3",
    "layout": "normal",
    "keywords": ["Investigate"],
    "oracle_text": "When Ethereal Investigator enters the battlefield, investigate X times, "
    "where X is the number of opponents you have. (To investigate, create a colorless Clue "
    'artifact token with "{2}, Sacrifice this artifact: Draw a card.")',
}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Ethereal Investigator": INVESTIGATOR})


def test_it_compiles_and_prints_back_701_16a() -> None:
    compiled = compile_record(INVESTIGATOR)
    assert compiled.label == AUTOMATED
    assert compiled.printed == (
        "When ~ enters, investigate X times, where X is the number of opponents you have."
    )


def _clues(state: GameState) -> int:
    return sum(1 for o in state.battlefield if o.token and o.card == "Clue Token")


def _enter(state: GameState) -> tuple[GameState, Any]:
    cast = play(state, {"type": "cast", "object": "investigator", "free": True})
    entered = play(cast.state, {"type": "resolve"})
    done = play(entered.state, {"type": "resolve"})
    return done.state, done.log


def test_three_opponents_three_clues_608_2h() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "investigator", "card": "Ethereal Investigator"}]},
        {"id": "B"},
        {"id": "C"},
        {"id": "D"},
        format="free_for_all",
    )
    after, log = _enter(state)
    assert _clues(after) == 3
    assert cites(log, "701.16a") and cites(log, "608.2c")


def test_a_player_who_lost_is_no_opponent_800_4a() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "investigator", "card": "Ethereal Investigator"}]},
        {"id": "B"},
        {"id": "C", "lost": True},
        format="free_for_all",
    )
    after, _ = _enter(state)
    assert _clues(after) == 1


def test_two_player_one_clue_102_2() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "investigator", "card": "Ethereal Investigator"}]},
        {"id": "B"},
    )
    after, _ = _enter(state)
    assert _clues(after) == 1
