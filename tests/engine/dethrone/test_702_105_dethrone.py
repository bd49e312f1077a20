"""Dethrone (702.105a): "Whenever this creature attacks the player with the most life or tied for
most life, put a +1/+1 counter on this creature." Enraged Revolutionary (a 2/1 with dethrone) is
compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play

ENRAGED_REVOLUTIONARY = {
    "name": "Enraged Revolutionary",
    "type_line": "Creature — Human Warrior",
    "mana_cost": "{2}{R}",
    "power": "2",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Dethrone (Whenever this creature attacks the player with the most life or "
    "tied for most life, put a +1/+1 counter on it.)",
}


@pytest.fixture(autouse=True)
def _revolutionary_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Enraged Revolutionary": ENRAGED_REVOLUTIONARY})


def _attack(my_life: int, their_life: int) -> tuple[GameState, bool]:
    state = board(
        {
            "id": "A",
            "life": my_life,
            "battlefield": [{"id": "rev", "card": "Enraged Revolutionary"}],
        },
        {"id": "B", "life": their_life},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attacked = play(state, {"type": "attack", "attackers": {"rev": "B"}})
    return resolve_all(attacked.state), cites(attacked.log, "702.105a")


def test_enraged_revolutionary_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(ENRAGED_REVOLUTIONARY)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Dethrone"


def test_attacking_the_player_with_the_most_life_702_105a() -> None:
    state, cited = _attack(12, 20)
    assert cited
    assert state.object("rev").counter("+1/+1") == 1


def test_tied_for_the_most_life_counts() -> None:
    state, cited = _attack(20, 20)
    assert cited and state.object("rev").counter("+1/+1") == 1


def test_attacking_a_player_with_less_life_it_doesnt() -> None:
    state, cited = _attack(20, 7)
    assert not cited
    assert state.object("rev").counter("+1/+1") == 0
