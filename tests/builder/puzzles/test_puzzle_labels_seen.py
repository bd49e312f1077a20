"""A puzzle reader's names tell same-named objects apart only from what the reader can see
(issue 30): the Solver's Lightning Bolt is "Lightning Bolt" while the opponent's Bolt stays in a
hand the reader can't see (402.3), and their Mountain plain "Mountain" beside a Mountain in a
library (401.2). Named over the whole board they would read "(Solver's)", telling the reader
that a hidden same-named card exists. When the opponent's hand is shown, the two Bolts are told
apart again."""

from __future__ import annotations

import json
from typing import Any

import pytest

import engine
from builder.models import Puzzle
from builder.puzzles.services import core as services
from builder.puzzles.services.solving import solve_panel
from engine.puzzle import win_this_turn
from tests.builder.factories import ScenarioFactory

pytestmark = pytest.mark.django_db

BOLT_FACE: list[dict[str, Any]] = [
    {"type": "activate", "object": "m1", "ability": 0},
    {"type": "cast", "object": "bolt", "targets": ["B"]},
    {"type": "resolve"},
]


def _puzzle(**shown: bool) -> Puzzle:
    document = engine.dump(
        engine.load(
            {
                "players": [
                    {
                        "id": "A",
                        "name": "Solver",
                        "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
                        "battlefield": [{"id": "m1", "card": "Mountain"}],
                    },
                    {
                        "id": "B",
                        "name": "Opponent",
                        "life": 3,
                        "hand": [{"id": "x1", "card": "Lightning Bolt"}],
                        "library": [{"id": "y1", "card": "Mountain"}],
                    },
                ],
                "turn": {"number": 1, "active_player": "A", "step": "precombat_main"},
            }
        )
    )
    scenario = ScenarioFactory.create(document=document)
    return services.do_publish_puzzle(scenario, win_this_turn(), solution=BOLT_FACE, **shown)


def _words(puzzle: Puzzle) -> str:
    panel = solve_panel(puzzle, "browser-1")
    assert panel.picker is not None
    words = [o.label for g in panel.picker.groups for s in g.sections for o in s.options]
    words += [c.label for o in panel.options_with_fields for t in o.targets for c in t.candidates]
    words += [s.label for s in panel.sources]
    return json.dumps(words)


def test_a_hidden_same_named_card_doesnt_show_through_a_label() -> None:
    words = _words(_puzzle())
    assert "Lightning Bolt" in words and "Mountain ({R})" in words
    assert "Solver's" not in words and "first" not in words


def test_a_shown_same_named_card_is_told_apart() -> None:
    words = _words(_puzzle(show_opponent_hand=True))
    assert "Lightning Bolt (Solver's)" in words


def _log_texts(puzzle: Puzzle) -> list[str]:
    """The log lines of the reader's moves (Mountain tapped, the Bolt cast and resolved)."""
    view = None
    for action in BOLT_FACE:
        view = services.do_solve_action(puzzle, "browser-1", action)
        assert not view.error, view.error
    assert view is not None
    return [str(e["text"]) for step in view.log for e in step.get("log") or ()]


def test_the_log_names_objects_only_apart_from_what_the_reader_sees() -> None:
    """The engine writes the reader's log with the same rule: the cast Bolt is "Lightning Bolt",
    not "Lightning Bolt (Solver's)" beside the opponent's hidden Bolt (402.3)."""
    texts = _log_texts(_puzzle())
    named = [t for t in texts if "Lightning Bolt" in t]
    assert named, texts
    assert not any("Solver's" in t or "first" in t for t in named), named


def test_the_log_tells_shown_same_named_cards_apart() -> None:
    texts = _log_texts(_puzzle(show_opponent_hand=True))
    assert any("Lightning Bolt (Solver's" in t for t in texts), texts
