"""A solution recorded by playing it on the board holds every player's steps: the opponent's
declarations (509.1 blocks on the solver's turn) and the opponent's answers to its own decisions.
Those are what `verify` searches over every way, so recording them never refutes a correct
solution (issue 30); and a refutation's line, played again, never ends with the solver winning."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.game.play import apply
from engine.puzzle import Status, check, verify, win_this_turn
from engine.puzzle.verify import LineStep, solver_steps
from engine.testing.scenario import board
from tests.engine.target_legality.cards import RECORDS

# Alice attacks with Grizzly Bears; Bob (2 life) can't block: his only creature is tapped. The
# author played it all on the board, Bob's "Declare blockers" with no blocks included.
RECORDED_ATTACK: list[dict[str, Any]] = [
    {"type": "advance", "to": "declare_attackers", "choices": []},
    {"type": "attack", "attackers": {"bears": "B"}, "choices": []},
    {"type": "advance", "choices": []},
    {"type": "block", "blockers": {}, "choices": []},
    {"type": "advance", "choices": []},
]


def tapped_blocker() -> GameState:
    return board(
        {"id": "A", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        {
            "id": "B",
            "life": 2,
            "battlefield": [{"id": "giant", "card": "Hill Giant", "tapped": True}],
        },
    )


def test_509_1_the_opponents_recorded_declare_blockers_doesnt_refute_a_correct_solution() -> None:
    result = verify(tapped_blocker(), RECORDED_ATTACK, win_this_turn())
    assert result.status == Status.VERIFIED, result.message
    assert result.counter_line == ()


def test_509_1_the_opponents_recorded_declaration_is_left_to_the_search() -> None:
    steps = solver_steps(tapped_blocker(), RECORDED_ATTACK, "A")
    assert [s["type"] for s in steps] == ["advance", "attack", "advance", "advance"]


def test_a_hand_written_solution_with_the_opponents_block_in_it_is_verified_too() -> None:
    """The recorded block doesn't fit the line the search plays (a hand-written step without
    its record): at the declaration point it is still the opponent's, searched every way."""
    written = [{k: v for k, v in s.items() if k != "choices"} for s in RECORDED_ATTACK]
    assert verify(tapped_blocker(), written, win_this_turn()).verified


@pytest.fixture
def firewalker_board(compiled_from: Any) -> GameState:
    """Alice's Lightning Bolt for Bob's last 2 life; Bob's Kor Firewalker lets him gain 1 life
    when a red spell is cast (his "may", answered by the author while recording)."""
    compiled_from(RECORDS)
    return board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [{"id": "m1", "card": "Mountain"}],
        },
        {"id": "B", "life": 2, "battlefield": [{"id": "firewalker", "card": "Kor Firewalker"}]},
    )


RECORDED_BOLT: list[dict[str, Any]] = [
    {"type": "activate", "object": "m1", "ability": 0, "choices": []},
    {"type": "cast", "object": "bolt", "targets": ["B"], "choices": []},
    {"type": "resolve", "choices": ["yes"]},  # Bob's answer: he gains 1 life (3)
    {"type": "resolve", "choices": []},  # Lightning Bolt: 3 damage
]


def test_the_opponents_recorded_answers_are_left_to_the_search(
    firewalker_board: GameState,
) -> None:
    steps = solver_steps(firewalker_board, RECORDED_BOLT, "A")
    assert [s["choices"] for s in steps] == [[], [], [], []]
    result = verify(firewalker_board, RECORDED_BOLT, win_this_turn())
    assert result.status == Status.VERIFIED, result.message
    assert result.lines == 2  # Bob gaining the life and not: both lines win


def _replayed(start: GameState, line: tuple[LineStep, ...]) -> GameState:
    """The counter line played again: each step with its recorded answers (every player's), up
    to the solution's step that fails there."""
    state = start
    for step in line:
        if step.note.startswith("illegal: "):
            break
        result = apply(state, step.action, step.choices)
        assert result.pending is None
        state = result.state
    return state


def test_a_refutations_line_played_again_ends_with_the_solver_not_winning(
    firewalker_board: GameState,
) -> None:
    """Bob at 3: gaining the life (his "yes") leaves him at 1 after the Bolt; the shown line
    is that one, and played again Bob is alive."""
    start = apply(firewalker_board, {"type": "gain_life", "player": "B", "amount": 1}).state
    result = verify(start, RECORDED_BOLT, win_this_turn())
    assert result.status == Status.REFUTED
    end = _replayed(start, result.counter_line)
    assert not check(win_this_turn(), start, end).met
    assert end.player("B").life == 1
    bob = [d for s in result.counter_line for d in s.decisions if d.decider == "B"]
    assert [d.option for d in bob] == ["yes"]


def test_a_refutation_of_the_block_line_replays_to_a_loss(guarded_board: GameState) -> None:
    line = [
        {"type": "activate", "object": "m1", "ability": 0},
        {"type": "cast", "object": "bolt", "targets": ["B"]},
        {"type": "resolve"},
        {"type": "advance", "to": "declare_attackers"},
        {"type": "attack", "attackers": {"bear": "B"}},
        {"type": "advance", "to": "end_of_combat"},
    ]
    result = verify(guarded_board, line, win_this_turn())
    assert result.status == Status.REFUTED
    end = _replayed(guarded_board, result.counter_line)
    assert not check(win_this_turn(), guarded_board, end).met
    assert end.player("B").life > 0
