"""Puzzles: goals, solutions verified against every opponent decision, solve mode, redaction.

    goal = win_this_turn("A")
    check(goal, start, state)                        # GoalStatus(met, failed, reason)
    verify(start, solution, goal, max_nodes)         # Verification: verified / refuted / ...
    solve_step(start, state, action, choices, goal)  # the reader acts, the opponent answers
    redact(document, {"opponent_hand": False, "library_order": False}, solver="A")

Pure Python like the rest of the engine; each module explains its part.
"""

from __future__ import annotations

from engine.puzzle.forge import forge_goal_fields, goal_from_forge
from engine.puzzle.goals import (
    Goal,
    GoalKind,
    GoalStatus,
    check,
    destroy_permanents,
    exile_permanents,
    gain_control,
    life_at_most,
    put_onto_battlefield,
    survive_until_next_turn,
    win_this_turn,
    win_within_turns,
)
from engine.puzzle.opponent import Reply, opponent_reply
from engine.puzzle.redact import hidden_object_ids, redact
from engine.puzzle.solve import SolveResult, solve_start, solve_step
from engine.puzzle.verify import Decision, LineStep, Status, Verification, verify

__all__ = [
    "Decision",
    "Goal",
    "GoalKind",
    "GoalStatus",
    "LineStep",
    "Reply",
    "SolveResult",
    "Status",
    "Verification",
    "check",
    "destroy_permanents",
    "exile_permanents",
    "forge_goal_fields",
    "gain_control",
    "goal_from_forge",
    "hidden_object_ids",
    "life_at_most",
    "opponent_reply",
    "put_onto_battlefield",
    "redact",
    "solve_start",
    "solve_step",
    "survive_until_next_turn",
    "verify",
    "win_this_turn",
    "win_within_turns",
]
