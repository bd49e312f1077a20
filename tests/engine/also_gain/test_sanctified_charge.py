"""Sanctified Charge, compiled from its Oracle text: creatures you control get +2/+1 until end
of turn, and the white ones among them also gain first strike (105.2). Each group is the
creatures it names as the spell resolves (611.2c): a creature that enters later gets neither."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play

CHARGE = {
    "name": "Sanctified Charge",
    "type_line": "Instant",
    "oracle_text": "Creatures you control get +2/+1 until end of turn. White creatures you "
    "control also gain first strike until end of turn. (They deal combat damage before "
    "creatures without first strike.)",
    "mana_cost": "{4}{W}",
    "layout": "normal",
}


@pytest.fixture(autouse=True)
def _compiled_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Sanctified Charge": CHARGE})


def test_sanctified_charge_compiles_automated_and_prints_back_its_text() -> None:
    compiled = compile_record(CHARGE)
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def resolved() -> GameState:
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [
                {"id": "charge", "card": "Sanctified Charge"},
                {"id": "late", "card": "Savannah Lions"},
            ],
            "battlefield": [
                {"id": "lions", "card": "Savannah Lions"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "library": [{"id": f"l{i}", "card": "Plains"} for i in range(3)],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": "knight", "card": "Glory Seeker"}],
            "library": [{"id": f"m{i}", "card": "Plains"} for i in range(3)],
        },
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
    )
    state = play(state, {"type": "cast", "object": "charge", "free": True}).state
    return play(state, {"type": "resolve"}).state


def test_every_creature_alice_controls_gets_two_one_and_the_white_one_first_strike() -> None:
    state = resolved()
    lions, bears = chars(state, state.object("lions")), chars(state, state.object("bears"))
    assert (lions.power, lions.toughness) == (4, 2) and lions.has("first strike")
    assert (bears.power, bears.toughness) == (4, 3) and not bears.has("first strike")


def test_bobs_white_creature_gets_nothing() -> None:
    state = resolved()
    seeker = chars(state, state.object("knight"))
    assert (seeker.power, seeker.toughness) == (2, 2) and not seeker.has("first strike")


def test_a_white_creature_that_enters_afterwards_gets_neither() -> None:
    state = play(resolved(), {"type": "cast", "object": "late", "free": True}).state
    state = play(state, {"type": "resolve"}).state
    late = chars(state, state.object("late"))
    assert (late.power, late.toughness) == (2, 1) and not late.has("first strike")
