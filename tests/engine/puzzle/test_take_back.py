"""Taking a move back in solve mode is replaying the other moves from the start: the engine is
deterministic, so the board, the line and the place in the author's script come out the same."""

from __future__ import annotations

from typing import Any

from engine.core.state import GameState
from engine.puzzle import solve_start, solve_step, win_this_turn
from engine.puzzle.solve import solve_replay, take_back
from tests.engine.puzzle.conftest import bolt_and_bear

PAY = [{"type": "activate", "object": "m1", "ability": 0}]
BOLT_WALL = {"type": "cast", "object": "bolt", "targets": ["wall"], "payment": PAY}
RESOLVE = {"type": "resolve"}
TO_BLOCKS = {"type": "advance", "to": "declare_attackers"}
ATTACK = {"type": "attack", "attackers": {"bear": "B"}}


def played(start: GameState, moves: list[dict[str, Any]], scripted: Any = ()) -> Any:
    """The moves one by one, as the reader makes them."""
    goal = win_this_turn()
    result = solve_start(start, goal, scripted=scripted)
    state, used = result.state, result.scripted_used
    for move in moves:
        action = {k: v for k, v in move.items() if k != "payment"}
        result = solve_step(
            start,
            state,
            action,
            [],
            goal,
            scripted=scripted,
            scripted_used=used,
            payment=move.get("payment", ()),
        )
        assert not result.error and result.pending is None
        state, used = result.state, result.scripted_used
    return state, used


def test_taking_back_the_bolt_untaps_the_mountain_and_returns_bolt_to_hand() -> None:
    start = bolt_and_bear(blocker=True)
    goal = win_this_turn()
    back = take_back(start, goal, [BOLT_WALL])
    assert not back.error
    assert back.state == solve_start(start, goal).state
    assert not back.state.object("m1").tapped
    assert back.state.object("bolt").zone.value == "hand"


def test_take_back_equals_replaying_the_moves_before_it() -> None:
    start = bolt_and_bear(blocker=True)
    goal = win_this_turn()
    moves = [BOLT_WALL, RESOLVE, TO_BLOCKS, ATTACK]
    back = take_back(start, goal, moves)
    state, _ = played(start, moves[:-1])
    assert back.state == state
    assert back.state.object("wall").zone.value == "graveyard"  # the bolt stays resolved
    assert back.state.combat is None or not back.state.combat.attackers_declared


def test_replaying_every_move_gives_the_same_board_and_line() -> None:
    start = bolt_and_bear(blocker=False, life=5)
    goal = win_this_turn()
    moves = [
        {"type": "cast", "object": "bolt", "targets": ["B"], "payment": PAY},
        RESOLVE,
        TO_BLOCKS,
        ATTACK,
        {"type": "advance", "to": "end_of_combat"},
    ]
    replay = solve_replay(start, goal, moves)
    state, _ = played(start, moves)
    assert replay.state == state
    assert replay.status.met and state.player("B").life == 0
    assert [s.action.get("type") for s in replay.steps][:3] == ["activate", "cast", "resolve"]


def test_taking_back_a_move_gives_back_the_scripted_response_it_used() -> None:
    """The opponent's scripted block is used by the attack's move; taken back, it is unused."""
    start = bolt_and_bear(blocker=True, life=2)
    goal = win_this_turn()
    scripted = [{"action": {"type": "block", "blockers": {"wall": "bear"}}}]
    moves = [TO_BLOCKS, ATTACK, {"type": "advance", "to": "end_of_combat"}]
    _, used_after = played(start, moves, scripted)
    assert used_after == 1
    back = take_back(start, goal, moves, scripted=scripted)
    assert back.scripted_used == 0
    again = solve_replay(start, goal, moves, scripted=scripted)
    assert again.scripted_used == 1 and again.state.player("B").life == 2


def test_a_move_that_no_longer_plays_ends_the_replay_with_its_error() -> None:
    start = bolt_and_bear(blocker=True)
    replay = solve_replay(start, win_this_turn(), [BOLT_WALL, BOLT_WALL])
    assert replay.error.startswith("move 2 doesn't replay")
    assert replay.state.object("bolt").zone.value == "stack"
