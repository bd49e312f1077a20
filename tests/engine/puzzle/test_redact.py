"""Hidden information: share and embed pages send the redacted document, so hidden card names
must not appear anywhere in its JSON."""

from __future__ import annotations

import json
from typing import Any

import pytest

import engine
from engine.puzzle import hidden_object_ids, redact


@pytest.fixture
def document() -> dict[str, Any]:
    doc = engine.dump(
        engine.load(
            {
                "players": [
                    {
                        "id": "A",
                        "hand": [{"id": "h1", "card": "Lightning Bolt"}],
                        "library": [{"id": "l1", "card": "Shivan Dragon"}],
                        "battlefield": [{"id": "m1", "card": "Mountain"}],
                    },
                    {
                        "id": "B",
                        "hand": [
                            {"id": "x1", "card": "Counterspell"},
                            {"id": "x2", "card": "Fog"},
                        ],
                        "library": [
                            {"id": "y1", "card": "Wrath of God"},
                            {"id": "y2", "card": "Island"},
                        ],
                        "battlefield": [
                            {"id": "fd", "card": "Serra Angel", "face_down": True},
                            {"id": "wall", "card": "Wall of Omens"},
                        ],
                    },
                ],
                "turn": {"number": 1, "active_player": "A", "step": "precombat_main"},
            }
        )
    )
    doc["actions"] = [{"type": "cast", "object": "h1", "targets": ["B"], "choices": []}]
    doc["puzzle"] = {
        "name": "Test",
        "goal": "win",
        "solver": "A",
        "non_automated_cards": ["Counterspell"],
        "forge": {"players": {"B": [["precast", "Wrath of God"]]}},
    }
    return doc


HIDDEN = ("Counterspell", "Fog", "Wrath of God", "Shivan Dragon", "Serra Angel")


def test_hidden_cards_are_absent_from_the_redacted_json(document: dict[str, Any]) -> None:
    public = redact(document, {"opponent_hand": False, "library_order": False}, solver="A")
    text = json.dumps(public)
    for name in HIDDEN:
        assert name not in text
    for name in ("Lightning Bolt", "Mountain", "Wall of Omens"):
        assert name in text
    assert public["hidden"] == {
        "A": {"library_size": 1},
        "B": {"hidden_hand_size": 2, "library_size": 2},
    }
    assert "actions" not in public
    assert public["puzzle"] == {"name": "Test", "goal": "win", "solver": "A"}


def test_the_author_can_show_the_opponents_hand_and_the_library(
    document: dict[str, Any],
) -> None:
    public = redact(document, {"opponent_hand": True, "library_order": True}, solver="A")
    text = json.dumps(public)
    for name in ("Counterspell", "Fog", "Wrath of God", "Shivan Dragon"):
        assert name in text
    assert "Serra Angel" not in text  # face down: no setting shows it
    assert public["hidden"] == {}


def test_redaction_leaves_the_original_alone(document: dict[str, Any]) -> None:
    before = json.dumps(document, sort_keys=True)
    redact(document, {}, solver="A")
    assert json.dumps(document, sort_keys=True) == before


def test_hidden_object_ids(document: dict[str, Any]) -> None:
    hidden = hidden_object_ids(document, {"opponent_hand": False}, solver="A")
    assert hidden == {"x1", "x2", "y1", "y2", "l1", "fd"}
