"""Puzzles: goals, solutions verified against every opponent decision, solve mode, redaction.

    goal = win_this_turn("A")
    check(goal, start, state)                        # GoalStatus(met, failed, reason)
    verify(start, solution, goal, max_nodes)         # Verification: verified / refuted / ...
    answers(state, solver)                           # the opponent's answers at priority
    solve_step(start, state, action, choices, goal)  # the reader acts, the opponent answers
    tapping_plan(state, action)                      # the lands that pay its mana (autopay)
    take_back(start, goal, moves)                    # the moves but the last, replayed
    winning_line(start, state, goal)                 # does a line still win? (lines)
    find_solution(start, goal, seconds=60)           # the engine finds a solution (solver)
    certificate(start, goal, find_solution(...))     # its proof, for a reader (certificate)
    redact(document, {"opponent_hand": False, "library_order": False}, solver="A")

Pure Python like the rest of the engine; each module explains its part.
"""

from __future__ import annotations

from engine.puzzle.autopay import TapPlan, mana_sources, tapping_plan
from engine.puzzle.certificate import Certificate, certificate, certify
from engine.puzzle.defences import answers
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
from engine.puzzle.lines import LineSearch, LineStatus, winning_line
from engine.puzzle.opponent import Reply, opponent_reply
from engine.puzzle.redact import hidden_object_ids, redact
from engine.puzzle.solve import SolveResult, solve_replay, solve_start, solve_step, take_back
from engine.puzzle.solver import SolverResult, Verdict, find_solution, other_wins
from engine.puzzle.verify import Decision, LineStep, Status, Verification, solver_steps, verify

__all__ = [
    "Certificate",
    "SolverResult",
    "Verdict",
    "certificate",
    "certify",
    "find_solution",
    "other_wins",
    "Decision",
    "Goal",
    "GoalKind",
    "GoalStatus",
    "LineSearch",
    "LineStatus",
    "LineStep",
    "Reply",
    "SolveResult",
    "Status",
    "TapPlan",
    "Verification",
    "answers",
    "check",
    "destroy_permanents",
    "exile_permanents",
    "forge_goal_fields",
    "gain_control",
    "goal_from_forge",
    "hidden_object_ids",
    "life_at_most",
    "mana_sources",
    "opponent_reply",
    "put_onto_battlefield",
    "redact",
    "solve_replay",
    "solve_start",
    "solve_step",
    "solver_steps",
    "survive_until_next_turn",
    "take_back",
    "tapping_plan",
    "verify",
    "win_this_turn",
    "win_within_turns",
    "winning_line",
]
