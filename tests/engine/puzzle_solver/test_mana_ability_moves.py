"""The solver's moves include mana abilities that cost more than {T} (605.1a): no tapping plan
uses them (`engine.puzzle.autopay` taps {T}-only sources), so a spell needing their mana is cast
only after the solver activates one as a move of its own.

Alice has a Lightning Bolt, two Plains and a Prophetic Prism ("{1}, {T}: Add one mana of any
color."); Bob is at 3. No land makes red: the win is the Prism paid with a Plains for {R},
then the Bolt.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.puzzle import solve_replay, verify, win_this_turn
from engine.puzzle.lines import solver_moves
from engine.puzzle.solver import Verdict, find_solution
from engine.testing.scenario import board
from tests.engine.cards_2026 import use_cards


@pytest.fixture(autouse=True)
def _prism_from_its_text(compiled_from: Any) -> None:
    use_cards(compiled_from, "Prophetic Prism")


def prism_board(their_life: int = 3) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "p1", "card": "Plains"},
                {"id": "p2", "card": "Plains"},
                {"id": "prism", "card": "Prophetic Prism"},
            ],
        },
        {"id": "B", "name": "Bob", "life": their_life},
    )


def test_a_mana_ability_with_a_mana_cost_is_a_move_and_a_plains_is_not() -> None:
    moves = list(solver_moves(prism_board(), "A"))
    activated = [m for m in moves if m.get("type") == "activate"]
    assert [m["object"] for m in activated] == ["prism"]  # the Plains are only in plans


def test_the_solver_makes_red_with_the_prism_then_bolts_bob() -> None:
    start = prism_board()
    goal = win_this_turn()
    result = find_solution(start, goal, seconds=60.0, also_wins=0)
    assert result.verdict == Verdict.SOLVED, result.reason
    assert verify(start, list(result.solution), goal).verified
    kinds = [(s["type"], s.get("object")) for s in result.solution]
    assert ("activate", "prism") in kinds
    assert kinds.index(("activate", "prism")) < kinds.index(("cast", "bolt"))
    replayed = solve_replay(start, goal, [dict(s) for s in result.solution])
    assert replayed.error == "" and replayed.status.met
    assert replayed.state.player("B").life == 0


def test_without_the_prism_activated_the_bolt_cant_be_cast() -> None:
    """The move the solver adds is the only way to red mana here: the Bolt on its own is
    refused (118.3), so no line without the Prism wins."""
    start = prism_board()
    goal = win_this_turn()
    bolt_only = [{"type": "cast", "object": "bolt", "targets": ["B"]}, {"type": "resolve"}]
    assert not verify(start, bolt_only, goal).verified
