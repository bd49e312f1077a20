"""Solve mode in the builder: progress per browser (session key), hints one at a time, the
solution behind a spoiler, reset, and no hidden card in what the page receives."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.contrib.sessions.backends.db import SessionStore

import engine
from builder.models import Puzzle, PuzzleProgress
from builder.puzzles.services import core as services
from engine.puzzle import put_onto_battlefield, win_this_turn
from tests.builder.factories import ScenarioFactory

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
SECRETS = ("Counterspell", "Wrath of God")


def board(**b: Any) -> dict[str, Any]:
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
                        **b,
                    },
                    {
                        "id": "B",
                        "life": 5,
                        "hand": [{"id": "x1", "card": "Counterspell"}],
                        "library": [{"id": "y1", "card": "Wrath of God"}],
                        "battlefield": [{"id": "wall", "card": "Grizzly Bears"}],
                    },
                ],
                "turn": {"number": 1, "active_player": "A", "step": "precombat_main"},
            }
        )
    )


@pytest.fixture
def puzzle() -> Puzzle:
    scenario = ScenarioFactory.create(document=board())
    return services.do_publish_puzzle(
        scenario,
        win_this_turn(),
        solution=[*BOLT, *ATTACK],
        hints=["Your bear can't get through.", "What else deals damage?"],
    )


def play(puzzle: Puzzle, key: str, line: list[dict[str, Any]]) -> services.SolveView:
    view = services.reader_progress(puzzle, key)
    for action in line:
        view = services.do_solve_action(puzzle, key, action, action.get("choices", []))
        assert not view.error, view.error
    return view


def test_a_wrong_line_fails_when_the_opponent_blocks(puzzle: Puzzle) -> None:
    view = play(puzzle, "browser-1", [*BOLT, *ATTACK])
    assert view.status == "open" and view.moves == 6
    assert any(
        step["opponent"] and step["action"] == {"type": "block", "blockers": {"wall": "bear"}}
        for step in view.log
    )
    after = services.do_solve_action(puzzle, "browser-1", {"type": "advance", "to": "cleanup"})
    assert after.status == "failed" and "cleanup" in after.reason


def test_progress_is_kept_per_browser_and_reset_starts_over(puzzle: Puzzle) -> None:
    play(puzzle, "browser-1", BOLT)
    assert services.reader_progress(puzzle, "browser-1").moves == 3
    assert services.reader_progress(puzzle, "browser-2").moves == 0
    reset = services.do_reset_progress(puzzle, "browser-1")
    assert reset.moves == 0 and reset.document["players"][1]["life"] == 5
    assert not PuzzleProgress.objects.filter(session_key="browser-1").exists()


def test_an_illegal_action_changes_nothing(puzzle: Puzzle) -> None:
    view = services.do_solve_action(puzzle, "browser-1", {"type": "resolve"})
    assert view.error and view.moves == 0


def test_hints_are_revealed_one_at_a_time_and_the_solution_on_request(puzzle: Puzzle) -> None:
    key = "browser-1"
    assert services.reader_progress(puzzle, key).hints == ()
    first = services.do_reveal_hint(puzzle, key)
    assert first.hints == ("Your bear can't get through.",) and first.hints_left == 1
    services.do_reveal_hint(puzzle, key)
    assert services.do_reveal_hint(puzzle, key).hints_left == 0
    assert services.reader_progress(puzzle, key).solution is None
    assert services.do_reveal_solution(puzzle, key).solution == puzzle.solution


def test_the_reader_never_receives_a_hidden_card(puzzle: Puzzle) -> None:
    view = play(puzzle, "browser-1", [*BOLT, *ATTACK])
    text = json.dumps([view.document, view.log, view.pending, view.reason, view.error], default=str)
    for name in SECRETS:
        assert name not in text
    assert view.document["hidden"]["B"] == {"hidden_hand_size": 1, "library_size": 1}


def test_the_readers_own_decisions_come_back_pending() -> None:
    scenario = ScenarioFactory.create(
        document=engine.dump(
            engine.load(
                {
                    "players": [
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
                    ]
                }
            )
        )
    )
    puzzle = services.do_publish_puzzle(scenario, put_onto_battlefield("Forest"), solution=[])
    key = "browser-1"
    play(
        puzzle,
        key,
        [
            {"type": "activate", "object": "p1", "ability": 0},
            {"type": "cast", "object": "path", "targets": ["bear"]},
        ],
    )
    asked = services.do_solve_action(puzzle, key, {"type": "resolve"})
    assert asked.pending is not None and asked.moves == 2
    assert asked.pending["decision"]["decider"] == "A"
    assert asked.pending["action"] == {"type": "resolve"} and asked.pending["choices"] == []
    labels = [o["label"] for o in asked.pending["decision"]["options"]]
    assert "find Forest" in labels  # searching shows the reader their own library
    solved = services.do_solve_action(puzzle, key, {"type": "resolve"}, ["f1"])
    assert solved.status == "solved" and solved.moves == 3


def test_the_reader_is_offered_only_their_own_actions(puzzle: Puzzle) -> None:
    options = services.reader_options(puzzle, "browser-1")
    types = {o.action["type"] for o in options}
    assert "advance" in types
    assert all(o.player in ("", "A") or o.action["type"] == "advance" for o in options)
    assert not any(o.action.get("object") == "x1" for o in options)


def test_browser_key_creates_a_session() -> None:
    session = SessionStore()
    key = services.browser_key(session)
    assert key and services.browser_key(session) == key
