"""Damage to a creature unless its controller takes damage instead (118.12a): Blazing Salvo,
compiled from its Oracle text. As it resolves the target creature's controller (not the
caster) chooses, as a pending decision of theirs: 3 damage to the creature, or 5 to them."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.game.play import explore
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, outcomes_by_life, pending, play

SALVO = {
    "name": "Blazing Salvo",
    "type_line": "Instant",
    "oracle_text": "Blazing Salvo deals 3 damage to target creature unless that creature's "
    "controller has Blazing Salvo deal 5 damage to them.",
    "mana_cost": "{R}",
    "layout": "normal",
}


@pytest.fixture(autouse=True)
def _compiled_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Blazing Salvo": SALVO})


def test_blazing_salvo_compiles_automated_and_prints_back_its_text() -> None:
    compiled = compile_record(SALVO)
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def game() -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "salvo", "card": "Blazing Salvo"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(3)],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": "giant", "card": "Hill Giant"}],
            "library": [{"id": f"m{i}", "card": "Forest"} for i in range(3)],
        },
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
    )


def cast_at(target: str) -> GameState:
    action = {"type": "cast", "object": "salvo", "free": True, "targets": [target]}
    return play(game(), action).state


def test_the_creatures_controller_is_asked_not_the_caster() -> None:
    asked = pending(cast_at("giant"), {"type": "resolve"}).pending
    assert asked is not None and asked.decider == "B" and asked.kind is DecisionKind.MAY
    assert len(asked.options) == 2


def test_bob_keeps_his_giant_by_taking_five_damage() -> None:
    state = cast_at("giant")
    asked = pending(state, {"type": "resolve"}).pending
    assert asked is not None
    take = next(o.id for o in asked.options if "Bob" in o.label)
    result = play(state, {"type": "resolve"}, [take])
    assert result.state.player("B").life == 15
    giant = result.state.object("giant")
    assert giant.zone is Zone.BATTLEFIELD and giant.damage == 0
    assert cites(result.log, "118.12a")


def test_bob_lets_the_giant_be_dealt_three_and_it_dies() -> None:
    state = cast_at("giant")
    asked = pending(state, {"type": "resolve"}).pending
    assert asked is not None
    spare = next(o.id for o in asked.options if "Hill Giant" in o.label.split("to ")[-1])
    result = play(state, {"type": "resolve"}, [spare])
    assert result.state.player("B").life == 20
    assert result.state.object("giant").zone is Zone.GRAVEYARD  # 3 damage on a 3/3 (704.5g)


def test_alice_targeting_her_own_bears_makes_her_the_one_who_chooses() -> None:
    asked = pending(cast_at("bears"), {"type": "resolve"}).pending
    assert asked is not None and asked.decider == "A"


def test_every_answer_of_bob_is_one_outcome_or_the_other() -> None:
    outcomes = outcomes_by_life(explore(cast_at("giant"), {"type": "resolve"}), "B")
    assert set(outcomes) == {15, 20}
