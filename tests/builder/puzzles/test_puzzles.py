"""Puzzles in the builder: publishing stores the verification badge; a .pzl import creates the
puzzle with its goal and credit; export writes the goal back."""

from __future__ import annotations

from io import StringIO
from typing import Any

import pytest
from django.core.management import call_command

import engine
from builder.models import Puzzle, PuzzleStatus, Scenario
from builder.puzzles.services import core as services
from builder.puzzles.services import forge as puzzles
from builder.scenarios.services import ServiceError
from engine.puzzle import GoalKind, destroy_permanents, win_this_turn
from engine.pzl import parse
from tests.builder.factories import ScenarioFactory
from tests.builder.puzzle_helpers import recorded_history

pytestmark = pytest.mark.django_db

BOLT: list[dict[str, Any]] = [
    {"type": "activate", "object": "m1", "ability": 0},
    {"type": "cast", "object": "bolt", "targets": ["B"]},
    {"type": "resolve"},
]
ATTACK: list[dict[str, Any]] = [
    {"type": "advance", "to": "declare_attackers"},
    {"type": "attack", "attackers": {"bear": "B"}},
    {"type": "advance", "to": "end_of_combat"},
]


def puzzle_board(*, blocker: bool) -> dict[str, Any]:
    theirs = [{"id": "wall", "card": "Grizzly Bears"}] if blocker else []
    return engine.dump(
        engine.load(
            {
                "players": [
                    {
                        "id": "A",
                        "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
                        "battlefield": [
                            {"id": "m1", "card": "Mountain"},
                            {"id": "bear", "card": "Grizzly Bears"},
                        ],
                    },
                    {
                        "id": "B",
                        "life": 5,
                        "hand": [{"id": "secret", "card": "Counterspell"}],
                        "battlefield": theirs,
                    },
                ],
                "turn": {"number": 1, "active_player": "A", "step": "precombat_main"},
            }
        )
    )


def test_publishing_a_right_solution_stores_the_verified_badge() -> None:
    scenario = ScenarioFactory.create(document=puzzle_board(blocker=False))
    puzzle = services.do_publish_puzzle(
        scenario,
        win_this_turn(),
        solution=[*BOLT, *ATTACK],
        hints=["Count the damage.", "  "],
        difficulty="Uncommon",
        description="Win this **turn**.",
        source_credit="Stackboard",
        source_url="https://example.com/p/1",
    )
    puzzle.refresh_from_db()
    assert puzzle.status == PuzzleStatus.VERIFIED
    assert puzzle.verification["status"] == "verified"
    assert puzzle.hints == ["Count the damage."]
    assert (puzzle.goal_kind, puzzle.solver, puzzle.turn_limit) == ("win_this_turn", "A", 1)
    badge = services.badge(puzzle)
    assert (badge.status, badge.label) == ("verified", "Verified")


def test_publishing_a_wrong_solution_stores_the_line_that_beats_it() -> None:
    scenario = ScenarioFactory.create(document=puzzle_board(blocker=True))
    puzzle = services.do_publish_puzzle(scenario, win_this_turn(), solution=[*BOLT, *ATTACK])
    assert puzzle.status == PuzzleStatus.REFUTED
    line = puzzle.verification["counter_line"]
    blocks = [s for s in line if s["opponent"]]
    assert blocks[0]["action"] == {"type": "block", "blockers": {"wall": "bear"}}
    assert services.badge(puzzle).label.startswith("Refuted")


def test_a_hit_bound_is_stored_with_how_far_it_got() -> None:
    scenario = ScenarioFactory.create(document=puzzle_board(blocker=False))
    puzzle = services.do_publish_puzzle(
        scenario, win_this_turn(), solution=[*BOLT, *ATTACK], max_nodes=3
    )
    assert puzzle.status == PuzzleStatus.INCOMPLETE
    assert puzzle.verification["nodes"] == 3
    assert services.badge(puzzle).label.startswith("Checked 3 positions through step")


def test_publishing_again_updates_the_same_puzzle() -> None:
    scenario = ScenarioFactory.create(document=puzzle_board(blocker=True))
    services.do_publish_puzzle(scenario, win_this_turn(), solution=[*BOLT, *ATTACK])
    services.do_publish_puzzle(scenario, win_this_turn(), solution=[])
    puzzle = Puzzle.objects.get()
    assert puzzle.status == PuzzleStatus.UNCHECKED and puzzle.solution == []


def test_the_solution_defaults_to_the_steps_saved_with_the_scenario() -> None:
    start = puzzle_board(blocker=False)
    history, end = recorded_history(start, [*BOLT, *ATTACK])
    scenario = ScenarioFactory.create(document=end, history=history)
    assert services.start_document(scenario) == start
    puzzle = services.do_publish_puzzle(scenario, win_this_turn())
    assert [s["type"] for s in puzzle.solution] == [s["type"] for s in (*BOLT, *ATTACK)]
    assert puzzle.status == PuzzleStatus.VERIFIED


def test_publishing_refuses_a_solver_who_isnt_playing() -> None:
    scenario = ScenarioFactory.create(document=puzzle_board(blocker=False))
    with pytest.raises(ServiceError, match="no player 'Z'"):
        services.do_publish_puzzle(scenario, win_this_turn("Z"), solution=BOLT)


def test_the_goal_is_checked_on_any_board() -> None:
    scenario = ScenarioFactory.create(document=puzzle_board(blocker=False))
    puzzle = services.do_publish_puzzle(scenario, win_this_turn(), solution=[])
    state = engine.load(scenario.document)
    for step in [*BOLT, *ATTACK]:
        state = engine.apply(state, step).state
    assert services.check_goal_after_action(puzzle, engine.dump(state)).met
    assert not services.check_goal_after_action(puzzle, scenario.document).met


def test_the_public_start_has_no_hidden_card() -> None:
    scenario = ScenarioFactory.create(document=puzzle_board(blocker=False))
    puzzle = services.do_publish_puzzle(scenario, win_this_turn(), solution=[])
    assert "Counterspell" not in str(services.public_start(puzzle))
    puzzle.show_opponent_hand = True
    assert "Counterspell" in str(services.public_start(puzzle))


def test_copying_a_puzzle_to_a_new_revision_checks_it_again() -> None:
    scenario = ScenarioFactory.create(document=puzzle_board(blocker=False))
    puzzle = services.do_publish_puzzle(scenario, win_this_turn(), solution=[*BOLT, *ATTACK])
    revision = ScenarioFactory.create(
        family=scenario.family, number=2, document=puzzle_board(blocker=True)
    )
    copied = services.do_copy_puzzle(puzzle, revision)
    assert copied.pk != puzzle.pk and copied.solution == puzzle.solution
    assert copied.status == PuzzleStatus.REFUTED


# --- Forge .pzl ----------------------------------------------------------------------------------

DRAGONS = """# Perplexing Chimera style
[metadata]
Name:Perplexing Test - Dracophobia
URL:https://example.com/dracophobia
Goal:Destroy Specified Creatures
Targets:Creature.Dragon+OppCtrl
Turns:1
Difficulty:Rare
Description:Destroy all opponent's Dragons.\\nShock is in your hand.
[state]
humanlife=5
ailife=17
humanhand=Lightning Bolt;Shock
humanbattlefield=Mountain;Mountain|Tapped
aihand=Counterspell
ailibrary=Island;Island
aibattlefield=Shivan Dragon|Id:4;Grizzly Bears|Id:5;Rorix Bladewing|Id:6
"""


def test_importing_a_pzl_creates_a_puzzle_with_goal_and_credit() -> None:
    result = services.import_pzl_as_puzzle(DRAGONS, "PC_TEST.pzl")
    assert result.ok and result.puzzle is not None
    puzzle = Puzzle.objects.get()
    assert puzzle.scenario == Scenario.objects.get() == result.scenario
    assert puzzle.goal_kind == GoalKind.DESTROY_PERMANENTS
    assert puzzle.goal_params == {"version": 1, "objects": ["id4", "id6"]}
    assert puzzle.turn_limit == 1 and puzzle.solver == "A"
    assert puzzle.difficulty == "Hard"  # Forge's "Rare" on the one scale
    assert puzzle.description == "Destroy all opponent's Dragons.\nShock is in your hand."
    assert puzzle.source_credit == "Perplexing Test"
    assert puzzle.source_url == "https://example.com/dracophobia"
    assert puzzle.automation["automation"] == "automated"
    assert puzzle.forge["targets"] == "Creature.Dragon+OppCtrl"
    assert puzzles.goal_of(puzzle) == destroy_permanents(("id4", "id6"))
    assert "goal: Destroy id4, id6 this turn" in result.summary()


def test_an_imported_puzzle_exports_with_its_own_goal() -> None:
    services.import_pzl_as_puzzle(DRAGONS, "PC_TEST.pzl")
    puzzle = Puzzle.objects.get()
    text = puzzles.export_puzzle_pzl(puzzle)
    assert sorted(map(str, parse(text).metadata.lines)) == sorted(
        map(str, parse(DRAGONS).metadata.lines)
    )
    again = puzzles.import_pzl_text(text, "again.pzl", save=False)
    assert again.goal == puzzles.goal_of(puzzle)


def test_an_edited_goal_is_exported_as_forge_metadata() -> None:
    services.import_pzl_as_puzzle(DRAGONS, "PC_TEST.pzl")
    puzzle = Puzzle.objects.get()
    puzzle.goal_kind, puzzle.goal_params, puzzle.turn_limit = "win_within_turns", {}, 2
    puzzle.difficulty = "Expert"  # Forge says "Mythic"
    metadata = parse(puzzles.export_puzzle_pzl(puzzle)).metadata
    assert (metadata.goal, metadata.turns, metadata.difficulty) == ("Win", 2, "Mythic")
    assert metadata.targets is None


def test_an_authored_puzzle_exports_as_pzl() -> None:
    scenario = ScenarioFactory.create(title="Bolt and bear", document=puzzle_board(blocker=False))
    puzzle = services.do_publish_puzzle(
        scenario, win_this_turn(), solution=[], difficulty="Common", source_url="https://x.org"
    )
    metadata = parse(puzzles.export_puzzle_pzl(puzzle)).metadata
    assert (metadata.name, metadata.goal, metadata.turns) == ("Bolt and bear", "Win", 1)
    assert (metadata.difficulty, metadata.url) == ("Common", "https://x.org")


def test_a_dry_run_import_saves_nothing_but_reads_the_goal() -> None:
    result = puzzles.import_pzl_text(DRAGONS, "PC_TEST.pzl", save=False)
    assert result.goal is not None and result.goal.kind is GoalKind.DESTROY_PERMANENTS
    assert not Puzzle.objects.exists() and not Scenario.objects.exists()


def test_the_import_command_creates_puzzles(tmp_path: Any) -> None:
    (tmp_path / "PC_TEST.pzl").write_text(DRAGONS, encoding="utf-8")
    out = StringIO()
    call_command("import_pzl", str(tmp_path), stdout=out, stderr=StringIO())
    assert Puzzle.objects.get().goal_kind == "destroy_permanents"
    assert "goal: Destroy id4, id6 this turn" in out.getvalue()
