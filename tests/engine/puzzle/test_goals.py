"""Puzzle goals: each kind is met, not yet met, or failed by the turn limit or the solver losing."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

import engine
from engine.core.state import GameState, Step, Turn
from engine.puzzle import (
    Goal,
    GoalKind,
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
from engine.testing.scenario import board, play


def at(state: GameState, number: int, step: str = "precombat_main", active: str = "A") -> GameState:
    return replace(state, turn=Turn(number, active, Step(step)))


def lose(state: GameState, player: str) -> GameState:
    return state.with_player(replace(state.player(player), lost=True))


def move(state: GameState, obj: str, to: str) -> GameState:
    return play(state, {"type": "move_object", "object": obj, "to": to}).state


@pytest.fixture
def start() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "forest", "card": "Forest"}, {"id": "f2", "card": "Forest"}],
            "battlefield": [{"id": "mine", "card": "Grizzly Bears"}],
        },
        {
            "id": "B",
            "life": 7,
            "battlefield": [
                {"id": "ogre", "card": "Gray Ogre"},
                {"id": "knight", "card": "Grizzly Bears"},
                {"id": "tok", "card": "Grizzly Bears", "token": True},
            ],
        },
    )


def test_win_this_turn_is_met_when_the_opponent_has_lost(start: GameState) -> None:
    status = check(win_this_turn(), start, lose(start, "B"))
    assert status.met and not status.failed
    assert "lost" in status.reason


def test_win_this_turn_is_open_during_the_turn(start: GameState) -> None:
    status = check(win_this_turn(), start, at(start, 1, "end"))
    assert not status.met and not status.failed


def test_win_this_turn_fails_in_the_cleanup_step_and_the_next_turn(start: GameState) -> None:
    assert check(win_this_turn(), start, at(start, 1, "cleanup")).failed
    late = check(win_this_turn(), start, at(start, 2, "upkeep", "B"))
    assert late.failed and "turn limit" in late.reason


def test_the_solver_losing_fails_every_goal(start: GameState) -> None:
    for goal in (win_this_turn(), survive_until_next_turn(), life_at_most("B", 10)):
        status = check(goal, start, lose(start, "A"))
        assert status.failed and "A has lost" in status.reason


def test_win_within_two_turns_allows_the_second_turn(start: GameState) -> None:
    goal = win_within_turns(2)
    assert not check(goal, start, at(start, 2, "end", "B")).failed
    assert check(goal, start, at(start, 3, "upkeep")).failed
    assert check(goal, start, lose(at(start, 2, "end", "B"), "B")).met


def test_win_without_a_turn_limit_never_fails_by_turns(start: GameState) -> None:
    assert not check(win_within_turns(None), start, at(start, 99, "cleanup")).failed


def test_survive_is_met_when_the_solvers_next_turn_begins(start: GameState) -> None:
    goal = survive_until_next_turn()
    assert not check(goal, start, at(start, 2, "end", "B")).over
    assert check(goal, start, at(start, 3, "untap")).met


def test_survive_starting_on_the_opponents_turn(start: GameState) -> None:
    opponents_turn = at(start, 1, "declare_blockers", "B")
    assert check(survive_until_next_turn(), opponents_turn, at(start, 2, "upkeep")).met


def test_destroy_is_met_when_every_target_has_left_the_battlefield(start: GameState) -> None:
    goal = destroy_permanents(("ogre", "tok"))
    assert not check(goal, start, move(start, "ogre", "graveyard")).met
    gone = move(move(start, "ogre", "graveyard"), "tok", "graveyard")
    assert gone.find_object("tok") is None  # 704.5d: the token ceased to exist
    assert check(goal, start, gone).met


def test_exile_needs_the_target_in_exile(start: GameState) -> None:
    goal = exile_permanents(("ogre",))
    assert not check(goal, start, move(start, "ogre", "graveyard")).met
    assert check(goal, start, move(start, "ogre", "exile")).met


def test_put_onto_the_battlefield_counts_permanents_that_entered(start: GameState) -> None:
    one = move(start, "forest", "battlefield")
    assert check(put_onto_battlefield("Forest"), start, one).met
    assert not check(put_onto_battlefield("Forest", 2), start, one).met
    assert check(put_onto_battlefield("forest", 2), start, move(one, "f2", "battlefield")).met


def test_put_onto_the_battlefield_ignores_what_was_there_at_the_start(start: GameState) -> None:
    assert not check(put_onto_battlefield("Grizzly Bears"), start, start).met
    assert not check(put_onto_battlefield(ids=("mine",)), start, start).met


def test_gain_control_needs_the_solver_to_control_each_target() -> None:
    def with_knight(controller: str) -> GameState:
        knight = {"id": "knight", "card": "Grizzly Bears", "owner": "B"}
        mine = [knight] if controller == "A" else []
        theirs = [knight] if controller == "B" else []
        return board({"id": "A", "battlefield": mine}, {"id": "B", "battlefield": theirs})

    goal = gain_control(("knight",))
    assert not check(goal, with_knight("B"), with_knight("B")).met
    assert check(goal, with_knight("B"), with_knight("A")).met


def test_life_at_most(start: GameState) -> None:
    goal = life_at_most("B", 3)
    assert not check(goal, start, start).met
    hit = play(start, {"type": "lose_life", "player": "B", "amount": 4}).state
    assert check(goal, start, hit).met


@pytest.mark.parametrize(
    "goal",
    [
        win_this_turn("B"),
        win_within_turns(3),
        survive_until_next_turn(),
        destroy_permanents(("ogre", "tok"), turns=2),
        exile_permanents(("ogre",)),
        put_onto_battlefield("Forest", 2),
        put_onto_battlefield(ids=("x",)),
        gain_control(("knight",)),
        life_at_most("B", 0),
    ],
)
def test_goals_round_trip_through_json(goal: Goal) -> None:
    data: dict[str, Any] = goal.to_json()
    assert data["version"] == 1
    assert Goal.from_json(data) == goal
    assert goal.describe()


def test_the_json_reader_is_tolerant_and_names_unknown_kinds() -> None:
    assert Goal.from_json({"kind": "win_within_turns", "turn_limit": 2, "extra": 1}) == (
        win_within_turns(2)
    )
    with pytest.raises(ValueError, match="unknown goal kind 'checkmate'"):
        Goal.from_json({"kind": "checkmate"})
    assert {k.value for k in GoalKind} >= {"win_this_turn", "life_at_most"}


def test_engine_states_from_documents_check_too(start: GameState) -> None:
    again = engine.load(engine.dump(start))
    assert check(win_this_turn(), again, lose(again, "B")).met


def test_a_goal_without_its_permanents_is_never_met(start: GameState) -> None:
    for goal in (destroy_permanents(()), exile_permanents(()), gain_control(())):
        status = check(goal, start, start)
        assert not status.met and status.reason == "no permanent is specified"
