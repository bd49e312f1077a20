"""Mentor (702.134a): "Whenever this creature attacks, put a +1/+1 counter on target attacking
creature with power less than this creature's power." Barging Sergeant (a 4/2 with haste and
mentor) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

BARGING_SERGEANT = {
    "name": "Barging Sergeant",
    "type_line": "Creature — Minotaur Soldier",
    "mana_cost": "{4}{R}",
    "power": "4",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Haste", "Mentor"],
    "oracle_text": "Haste\nMentor (Whenever this creature attacks, put a +1/+1 counter on target "
    "attacking creature with lesser power.)",
}


@pytest.fixture(autouse=True)
def _sergeant_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Barging Sergeant": BARGING_SERGEANT})


def _board(*others: dict[str, object]) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "sergeant", "card": "Barging Sergeant"}, *others],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )


def test_barging_sergeant_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(BARGING_SERGEANT)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Haste\nMentor"


def test_mentor_puts_a_counter_on_an_attacker_with_lesser_power_702_134a() -> None:
    state = _board({"id": "bears", "card": "Grizzly Bears"})
    attacked = play(state, {"type": "attack", "attackers": {"sergeant": "B", "bears": "B"}})
    done = play(attacked.state, {"type": "resolve"})
    assert done.state.object("bears").counter("+1/+1") == 1
    assert done.state.object("sergeant").counter("+1/+1") == 0
    assert cites(attacked.log, "702.134a") or cites(done.log, "702.134a")


def test_an_attacker_with_equal_power_cant_be_the_target_115_1() -> None:
    # Serra Angel (4/4) has as much power as the Sergeant: only the Bears qualify.
    state = _board({"id": "bears", "card": "Grizzly Bears"}, {"id": "angel", "card": "Serra Angel"})
    attackers = {"sergeant": "B", "bears": "B", "angel": "B"}
    attacked = play(state, {"type": "attack", "attackers": attackers})
    done = play(attacked.state, {"type": "resolve"})
    assert done.state.object("bears").counter("+1/+1") == 1
    assert done.state.object("angel").counter("+1/+1") == 0


def test_the_attacking_player_chooses_among_smaller_attackers() -> None:
    state = _board(
        {"id": "bears", "card": "Grizzly Bears"}, {"id": "elves", "card": "Llanowar Elves"}
    )
    attack = {"type": "attack", "attackers": {"sergeant": "B", "bears": "B", "elves": "B"}}
    asked = pending(state, attack)
    assert asked.pending is not None
    assert set(asked.pending.option_ids()) == {"bears", "elves"}
    attacked = play(state, attack, ["elves"])
    done = play(attacked.state, {"type": "resolve"})
    assert done.state.object("elves").counter("+1/+1") == 1


def test_without_a_smaller_attacker_it_does_nothing_603_3d() -> None:
    # Attacking alone, nothing can be the target: the ability is removed from the stack.
    attacked = play(_board(), {"type": "attack", "attackers": {"sergeant": "B"}})
    assert attacked.state.zone(Zone.STACK) == ()
    assert attacked.state.object("sergeant").counter("+1/+1") == 0
