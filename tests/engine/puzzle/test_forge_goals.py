"""A Forge puzzle's goal, turn limit and Targets become a Goal (FORMAT.md §6)."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.state import GameState
from engine.puzzle import GoalKind, forge_goal_fields, goal_from_forge, life_at_most
from engine.puzzle.goals import Goal
from engine.pzl import parse, to_scenario
from engine.testing.scenario import board


def imported(metadata: str, state: str) -> tuple[Goal, tuple[str, ...]]:
    document, _ = to_scenario(parse(f"[metadata]\n{metadata}\n[state]\n{state}\n"))
    return goal_from_forge(document["puzzle"], engine.load(document))


def test_win_in_one_turn() -> None:
    goal, notes = imported("Name:X\nGoal:Win\nTurns:1", "humanlife=20\nailife=3")
    assert goal.kind is GoalKind.WIN_THIS_TURN and goal.solver == "A" and notes == ()


def test_turns_are_absolute_and_a_cleanup_start_adds_one() -> None:
    goal, _ = imported("Name:X\nGoal:Win\nTurns:3", "turn=2\nactiveplayer=ai\nactivephase=cleanup")
    assert (goal.kind, goal.turn_limit) == (GoalKind.WIN_WITHIN_TURNS, 3)


def test_a_turn_past_the_limit_means_no_limit_as_in_forge() -> None:
    goal, _ = imported("Name:X\nGoal:Win\nTurns:1", "turn=2")
    assert goal.turn_limit is None


def test_survive() -> None:
    goal, _ = imported("Name:X\nGoal:Survive\nTurns:2", "humanlife=5")
    assert goal.kind is GoalKind.SURVIVE_UNTIL_NEXT_TURN


def test_destroy_specified_creatures_names_the_matching_permanents() -> None:
    goal, notes = imported(
        "Name:X\nGoal:Destroy Specified Creatures\nTargets:Creature.Dragon+OppCtrl\nTurns:1",
        "aibattlefield=Shivan Dragon|Id:1;Grizzly Bears|Id:2\nhumanbattlefield=Shivan Dragon|Id:3",
    )
    assert goal.kind is GoalKind.DESTROY_PERMANENTS
    assert goal.objects == ("id1",) and notes == ()


def test_gain_control_defaults_to_every_opponent_permanent_and_reads_colours() -> None:
    state = "aibattlefield=Shivan Dragon|Id:1;Serra Angel|Id:2;Grizzly Bears|Id:3"
    goal, _ = imported("Name:X\nGoal:Gain Control of Specified Permanents\nTurns:1", state)
    assert goal.kind is GoalKind.GAIN_CONTROL and goal.objects == ("id1", "id2", "id3")
    coloured, _ = imported(
        "Name:X\nGoal:Gain Control of Specified Permanents\n"
        "Targets:Card.Red+inZoneBattlefield+OppCtrl,Card.White+inZoneBattlefield+OppCtrl\nTurns:1",
        state,
    )
    assert coloured.objects == ("id1", "id2")


def test_play_the_specified_permanent_reads_the_name_and_count() -> None:
    goal, _ = imported(
        "Name:X\nGoal:Play the Specified Permanent\nTargets:Card.YouCtrl+namedBroodstar\n"
        "TargetCount:2\nTurns:1",
        "humanhand=Grizzly Bears",
    )
    assert (goal.kind, goal.card, goal.count) == (GoalKind.PUT_ONTO_BATTLEFIELD, "Broodstar", 2)


def test_unread_target_properties_are_reported() -> None:
    _, notes = imported(
        "Name:X\nGoal:Destroy Specified Permanents\nTargets:Creature.powerGE4\nTurns:1",
        "aibattlefield=Grizzly Bears",
    )
    assert notes == ("Targets property 'powerGE4' isn't read",)


@pytest.mark.parametrize("block", [{}, {"goal": "win", "turns": "one"}])
def test_a_block_without_turns_is_this_turn(block: dict[str, Any]) -> None:
    start: GameState = board({"id": "A"}, {"id": "B"})
    goal, _ = goal_from_forge(block, start)
    assert goal.kind is GoalKind.WIN_THIS_TURN


@pytest.mark.parametrize(
    ("metadata", "state"),
    [
        ("Goal:Win\nTurns:1", "humanlife=20"),
        ("Goal:Win\nTurns:3", "turn=2\nactiveplayer=ai\nactivephase=cleanup"),
        ("Goal:Survive\nTurns:2", "humanlife=5"),
        ("Goal:Survive\nTurns:1", "activeplayer=ai"),
        (
            "Goal:Destroy Specified Creatures\nTargets:Creature.Dragon+OppCtrl\nTurns:1",
            "aibattlefield=Shivan Dragon|Id:1;Grizzly Bears|Id:2",
        ),
        (
            "Goal:Play the Specified Permanent\nTargets:Card.YouCtrl+namedBroodstar\n"
            "TargetCount:2\nTurns:1",
            "humanhand=Grizzly Bears",
        ),
    ],
)
def test_the_goal_goes_back_to_forge_and_reads_the_same(metadata: str, state: str) -> None:
    document, _ = to_scenario(parse(f"[metadata]\nName:X\n{metadata}\n[state]\n{state}\n"))
    start = engine.load(document)
    goal, _ = goal_from_forge(document["puzzle"], start)
    again, _ = goal_from_forge(forge_goal_fields(goal, start), start)
    assert again == goal


def test_goals_forge_has_no_kind_for_keep_their_text() -> None:
    start = board({"id": "A"}, {"id": "B"})
    fields = forge_goal_fields(life_at_most("B", 5), start)
    assert fields["goal"] == "win" and fields["goal_text"] == "Bring B to 5 life or less this turn"


def test_targets_matching_nothing_are_reported() -> None:
    goal, notes = imported(
        "Name:X\nGoal:Destroy Specified Creatures\nTargets:Creature.Dragon+OppCtrl\nTurns:1",
        "aibattlefield=Grizzly Bears",
    )
    assert goal.objects == ()
    assert notes == (
        "Targets 'Creature.Dragon+OppCtrl' matches no permanent on the starting board",
    )
