"""The order the solver tries its moves in (an order only: every move is still searched): attacks
first, then spells aimed at what the goal is about (the opponent's face for a win), then the rest.
"""

from __future__ import annotations

from engine.puzzle import survive_until_next_turn, win_this_turn
from engine.puzzle.lines import solver_moves
from engine.puzzle.solver import _move_order, aimed_at, distinct_moves
from engine.testing.scenario import board


def test_a_bolt_to_the_opponents_face_comes_before_a_bolt_to_a_creature() -> None:
    start = board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "m1", "card": "Mountain"},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    aimed = aimed_at(start, win_this_turn())
    assert aimed == frozenset({"B"})
    moves = distinct_moves(start, solver_moves(start, "A", pay=False))
    ordered = sorted(moves, key=lambda m: _move_order(m, aimed))
    bolts = [m.get("targets") for m in ordered if m.get("object") == "bolt"]
    assert bolts[0] == ["B"]
    assert ordered[-1]["type"] == "advance"
    # Surviving is about no one's face: nothing is aimed at.
    assert aimed_at(start, survive_until_next_turn()) == frozenset()
