"""Solve mode: the reader acts, the opponent answers with the worst reply for the solver (or the
author's script), and the goal is checked after each action."""

from __future__ import annotations

from typing import Any

import engine
from engine.core.state import GameState
from engine.puzzle import (
    opponent_reply,
    solve_start,
    solve_step,
    survive_until_next_turn,
    win_this_turn,
)
from engine.puzzle.goals import Goal
from engine.testing.scenario import board

Line = list[dict[str, Any]]


def play_through(
    start: GameState, line: Line, goal: Goal, scripted: Line | None = None
) -> tuple[GameState, Any]:
    opening = solve_start(start, goal, scripted=scripted or [])
    state, used, result = opening.state, opening.scripted_used, opening
    for action in line:
        result = solve_step(
            start,
            state,
            action,
            action.get("choices", []),
            goal,
            scripted=scripted or [],
            scripted_used=used,
        )
        assert not result.error, result.error
        assert result.pending is None
        state, used = result.state, result.scripted_used
    return state, result


def test_the_right_line_solves_the_puzzle(open_board: GameState, bolt_then_attack: Line) -> None:
    state, result = play_through(open_board, bolt_then_attack, win_this_turn())
    assert result.status.met
    assert state.player("B").lost


def test_the_opponent_blocks_a_wrong_line(guarded_board: GameState, bolt_then_attack: Line) -> None:
    state, result = play_through(guarded_board, bolt_then_attack, win_this_turn())
    assert not result.status.met
    block = [s for s in result.steps if s.opponent]
    assert [s.action for s in block] == [{"type": "block", "blockers": {"wall": "bear"}}]
    assert state.player("B").life == 2


def test_a_scripted_response_overrides_the_computed_one(
    guarded_board: GameState, bolt_then_attack: Line
) -> None:
    script = [{"action": {"type": "block", "blockers": {}}}]
    state, result = play_through(guarded_board, bolt_then_attack, win_this_turn(), script)
    assert result.status.met
    assert result.scripted_used == 1


def test_a_script_that_doesnt_fit_is_not_used(
    guarded_board: GameState, bolt_then_attack: Line
) -> None:
    script = [{"action": {"type": "attack", "attackers": {}}}]
    _, result = play_through(guarded_board, bolt_then_attack, win_this_turn(), script)
    assert result.scripted_used == 0 and not result.status.met


def test_the_reader_is_asked_for_their_own_decisions() -> None:
    start = board(
        {
            "id": "A",
            "hand": [{"id": "path", "card": "Path to Exile"}],
            "battlefield": [
                {"id": "p1", "card": "Plains"},
                {"id": "bear", "card": "Grizzly Bears"},
            ],
            "library": [{"id": "f1", "card": "Forest"}],
        },
        {"id": "B"},
    )
    goal = win_this_turn()
    state = solve_step(
        start, start, {"type": "activate", "object": "p1", "ability": 0}, [], goal
    ).state
    state = solve_step(
        start, state, {"type": "cast", "object": "path", "targets": ["bear"]}, [], goal
    ).state
    asked = solve_step(start, state, {"type": "resolve"}, [], goal)
    assert asked.pending is not None and asked.pending.decider == "A"
    assert asked.state is state  # nothing happened yet
    answered = solve_step(start, state, {"type": "resolve"}, ["f1"], goal)
    assert answered.pending is None
    assert answered.state.object("f1").zone.value == "battlefield"


def test_the_opponent_answers_its_own_decisions_worst_for_the_solver() -> None:
    """B orders its prevention shield before the doubler: the Bolt deals nothing."""
    start = board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [{"id": "m1", "card": "Mountain"}],
        },
        {"id": "B", "life": 3},
        effects=[
            {
                "id": "dbl",
                "kind": "double_damage",
                "controller": "A",
                "params": {"to": "B"},
                "duration": "end_of_turn",
            },
            {
                "id": "salve",
                "kind": "prevent_next_damage",
                "controller": "B",
                "params": {"recipient": "B", "amount": 3},
                "duration": "end_of_turn",
            },
        ],
    )
    line: Line = [
        {"type": "activate", "object": "m1", "ability": 0},
        {"type": "cast", "object": "bolt", "targets": ["B"]},
        {"type": "resolve"},
    ]
    state, result = play_through(start, line, win_this_turn())
    assert state.player("B").life == 3
    decision = result.steps[-1].decisions[0]
    assert (decision.decider, decision.option) == ("B", "salve")
    assert [r.reason for r in result.replies] == ["the worst option for the solver"]


def test_an_illegal_action_is_an_error_and_changes_nothing(open_board: GameState) -> None:
    result = solve_step(open_board, open_board, {"type": "resolve"}, [], win_this_turn())
    assert result.error and result.state is open_board


def test_choices_the_action_doesnt_ask_for_are_an_error(open_board: GameState) -> None:
    tap = {"type": "activate", "object": "m1", "ability": 0}
    one = solve_step(open_board, open_board, tap, ["x"], win_this_turn())
    assert one.error == "1 choice was not needed" and one.state is open_board
    two = solve_step(open_board, open_board, tap, ["x", "y"], win_this_turn())
    assert two.error == "2 choices were not needed"


def test_no_action_is_taken_once_the_puzzle_is_over(
    open_board: GameState, bolt_then_attack: Line
) -> None:
    state, _ = play_through(open_board, bolt_then_attack, win_this_turn())
    after = solve_step(open_board, state, {"type": "resolve"}, [], win_this_turn())
    assert after.error == "the puzzle is over"


def test_opponent_reply_declares_blocks_at_the_declaration_point(
    guarded_board: GameState,
) -> None:
    goal = win_this_turn()
    state = guarded_board
    for action in (
        {"type": "advance", "to": "declare_attackers"},
        {"type": "attack", "attackers": {"bear": "B"}},
    ):
        state = engine.apply(state, action).state
    assert opponent_reply(state, goal, start=guarded_board) is None  # nothing to declare yet
    blockers_step = engine.apply(state, {"type": "advance"}).state
    reply = opponent_reply(blockers_step, goal, start=guarded_board)
    assert reply is not None and reply.kind == "declaration"
    assert reply.action == {"type": "block", "blockers": {"wall": "bear"}}
    assert reply.label == "Grizzly Bears (B's) blocks Grizzly Bears (A's)" and not reply.scripted


def test_the_reader_gets_to_block_when_the_opponent_attacks() -> None:
    """Survive at 2 life: passing the turn, the reader stops in the declare blockers step after
    the Gray Ogre attacks, and chump-blocks with the bear."""
    start = board(
        {
            "id": "A",
            "life": 2,
            "battlefield": [{"id": "bear", "card": "Grizzly Bears"}],
            "library": [{"id": f"l{n}", "card": "Island"} for n in range(3)],
        },
        {
            "id": "B",
            "battlefield": [{"id": "ogre", "card": "Gray Ogre"}],
            "library": [{"id": f"k{n}", "card": "Island"} for n in range(3)],
        },
    )
    goal = survive_until_next_turn()
    passed = solve_step(start, start, {"type": "advance", "to": "upkeep", "turn": "next"}, [], goal)
    moved = solve_step(
        start, passed.state, {"type": "advance", "to": "upkeep", "turn": "next"}, [], goal
    )
    assert [s.action for s in moved.steps if s.opponent] == [
        {"type": "attack", "attackers": {"ogre": "A"}}
    ]
    assert moved.state.turn.step.value == "declare_blockers" and not moved.status.over
    blocked = solve_step(
        start, moved.state, {"type": "block", "blockers": {"bear": "ogre"}}, [], goal
    )
    done = solve_step(
        start, blocked.state, {"type": "advance", "to": "upkeep", "turn": "next"}, [], goal
    )
    assert done.status.met and done.state.player("A").life == 2
