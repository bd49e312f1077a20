"""A permanent has explored once the process of 701.44a is complete (701.44b), an event
"Whenever a creature you control explores" triggers on: Wildgrowth Walker ("..., put a +1/+1
counter on ~ and you gain 3 life.") with Merfolk Branchwalker ("When ~ enters, it explores."),
both compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

WALKER = "Wildgrowth Walker"
BRANCHWALKER = "Merfolk Branchwalker"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, WALKER, BRANCHWALKER)


@pytest.mark.parametrize("name", [WALKER, "Shadowed Caravel", "Lurking Chupacabra"])
def test_701_44b_the_trigger_compiles_and_prints_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert any(a.trigger == "creature_explores" for a in compiled.definition.abilities)


def _explored(walker_owner: str) -> GameState:
    walker = [{"id": "walker", "card": WALKER}]
    state = board(
        {
            "id": "A",
            "hand": [{"id": "branch", "card": BRANCHWALKER}],
            "library": [{"id": "forest", "card": "Forest"}],
            "battlefield": walker if walker_owner == "A" else [],
        },
        {"id": "B", "battlefield": walker if walker_owner == "B" else []},
    )
    cast = play(state, {"type": "cast", "object": "branch", "free": True})
    entered = play(cast.state, RESOLVE).state  # the creature spell resolves
    explored = play(entered, RESOLVE)  # "it explores": a land card revealed, put into the hand
    assert explored.state.object("forest").zone is Zone.HAND
    assert cites(explored.log, "701.44a")
    return explored.state


def test_701_44b_a_creature_you_control_exploring_triggers_the_walker() -> None:
    explored = _explored("A")
    assert len(explored.zone(Zone.STACK)) == 1
    done = play(explored, RESOLVE).state
    assert done.object("walker").counter("+1/+1") == 1
    assert done.player("A").life == 23


def test_701_44b_an_opponents_creature_exploring_does_not_trigger_it() -> None:
    explored = _explored("B")
    assert explored.zone(Zone.STACK) == ()
    assert explored.object("walker").counter("+1/+1") == 0
