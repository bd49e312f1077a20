"""A solution recorded by playing it in the builder, the opponent's "Declare blockers" included,
is verified (issue 30): the opponent's recorded steps are what the check searches every way."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from builder.models import PuzzleStatus
from builder.puzzles.services import core as services
from engine.puzzle import win_this_turn
from tests.builder.factories import ScenarioFactory

pytestmark = pytest.mark.django_db

# Alice attacks with Grizzly Bears; Bob (2 life) has only a tapped Hill Giant. Recorded in the
# builder: every step, Bob's "Declare blockers" with no blocks among them.
STEPS: list[dict[str, Any]] = [
    {"type": "advance", "to": "declare_attackers"},
    {"type": "attack", "attackers": {"bears": "B"}},
    {"type": "advance"},
    {"type": "block", "blockers": {}},
    {"type": "advance"},
]


def _recorded_scenario() -> Any:
    start = engine.dump(
        engine.load(
            {
                "players": [
                    {"id": "A", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
                    {
                        "id": "B",
                        "life": 2,
                        "battlefield": [{"id": "giant", "card": "Hill Giant", "tapped": True}],
                    },
                ],
                "turn": {"number": 1, "active_player": "A", "step": "precombat_main"},
            }
        )
    )
    nodes: list[dict[str, Any]] = [
        {"id": 0, "parent": None, "kind": "root", "label": "Set-up", "document_after": start}
    ]
    state = engine.load(start)
    for n, step in enumerate(STEPS, start=1):
        state = engine.apply(state, step).state
        nodes.append(
            {
                "id": n,
                "parent": n - 1,
                "kind": "action",
                "action": step,
                "choices": [],
                "label": step["type"],
                "log": [],
                "document_after": engine.dump(state),
            }
        )
    assert state.player("B").life == 0
    history = {"version": 1, "current": len(nodes) - 1, "pending": None, "nodes": nodes}
    return ScenarioFactory.create(document=engine.dump(state), history=history)


def test_509_1_the_recorded_opponents_declare_blockers_leaves_the_solution_verified() -> None:
    puzzle = services.do_publish_puzzle(_recorded_scenario(), win_this_turn())
    assert [s["type"] for s in puzzle.solution] == [s["type"] for s in STEPS]
    assert puzzle.status == PuzzleStatus.VERIFIED, puzzle.verification
    assert puzzle.verification["counter_line"] == []
