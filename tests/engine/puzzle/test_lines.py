"""After a move, does a line still win against every opponent choice? The search chooses the
solver's moves (spells with their targets and X, attacks, passing) and branches over every
opponent declaration and decision, like `verify`; a lost position names the opponent's answer."""

from __future__ import annotations

from engine.core.state import GameState
from engine.puzzle import solve_start, solve_step, win_this_turn
from engine.puzzle.lines import LineStatus, solver_moves, winning_line
from engine.testing.scenario import board, play
from tests.engine.puzzle.conftest import bolt_and_bear


def two_attackers(life: int = 2) -> GameState:
    """A has Grizzly Bears and Hill Giant, B at `life` with Young Wolf (1/1, undying)."""
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {"id": "bear", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
        {
            "id": "B",
            "name": "Bob",
            "life": life,
            "battlefield": [{"id": "wolf", "card": "Young Wolf"}],
        },
        turn={"number": 1, "active_player": "A", "step": "declare_attackers"},
    )


def test_bolting_the_open_opponent_is_the_winning_first_move() -> None:
    start = bolt_and_bear(blocker=False)
    search = winning_line(start, start, win_this_turn())
    assert search.status == LineStatus.WINS
    assert search.move == {
        "type": "cast",
        "object": "bolt",
        "targets": ["B"],
        "payment": [{"type": "activate", "object": "m1", "ability": 0}],
    }


def test_no_line_wins_through_a_blocker_with_one_bolt() -> None:
    """B at 5 with a blocker: Bolt (3) and the bear (2, blocked) never reach 5."""
    start = bolt_and_bear(blocker=True)
    search = winning_line(start, start, win_this_turn())
    assert search.status == LineStatus.LOST


def test_attacking_with_both_creatures_wins_and_one_alone_is_blocked() -> None:
    """Bob at 2 with one blocker: both attack and one gets through; the bear alone is blocked
    by Young Wolf, and no line wins after that attack (the answer: Bob blocks)."""
    start = two_attackers()
    goal = win_this_turn()
    assert winning_line(start, start, goal).status == LineStatus.WINS
    opening = solve_start(start, goal)
    alone = {"type": "attack", "attackers": {"bear": "B"}}
    step = solve_step(start, opening.state, alone, [], goal)
    assert not step.error
    search = winning_line(start, step.state, goal)
    assert search.status == LineStatus.LOST
    assert search.answer is not None
    assert search.answer.actor == "B"
    assert search.answer.action == {"type": "block", "blockers": {"wolf": "bear"}}


def test_both_attacking_then_passing_wins_against_every_block() -> None:
    start = two_attackers()
    both = play(start, {"type": "attack", "attackers": {"bear": "B", "giant": "B"}}).state
    assert winning_line(start, both, win_this_turn()).status == LineStatus.WINS


def test_the_solvers_moves_include_x_values_and_targets() -> None:
    """Crypt Rats' X from the most the Swamps can pay down to 0, each with its tapping plan."""
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "swamp1", "card": "Swamp"},
                {"id": "swamp2", "card": "Swamp"},
                {"id": "rats", "card": "Crypt Rats"},
            ],
        },
        {"id": "B"},
    )
    rats = [m for m in solver_moves(state, "A") if m.get("object") == "rats"]
    assert [m.get("x", 0) for m in rats][:3] == [2, 1, 0]
    assert [t["object"] for t in rats[0]["payment"]] == ["swamp1", "swamp2"]


def test_a_search_that_hits_its_bound_says_unknown() -> None:
    start = two_attackers()
    assert winning_line(start, start, win_this_turn(), max_nodes=2).status == LineStatus.UNKNOWN
