"""Discover X, where X is its toughness (701.57a, 107.3a, 608.2h): "When ~ dies, you may discover
X, where X is its toughness." (Dinosaur Egg, 0/3): its last known toughness, as it died.
Compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

EGG = "Dinosaur Egg"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, EGG)


def test_107_3a_compiles_and_prints_back() -> None:
    compiled = compile_record(records(EGG)[EGG])
    assert compiled.label == AUTOMATED
    assert "When ~ dies, you may discover X, where X is its toughness." in compiled.printed


def test_701_57a_discover_its_last_known_toughness() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "murder", "card": "Murder"}],
            "battlefield": [{"id": "egg", "card": EGG}],
            # Hill Giant (4) is passed over, Divination (3) is found
            "library": [{"id": "l0", "card": "Hill Giant"}, {"id": "l1", "card": "Divination"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "murder", "targets": ["egg"], "free": True})
    died = play(cast.state, RESOLVE)
    assert died.state.object("egg").zone is Zone.GRAVEYARD
    done = play(died.state, RESOLVE, ["yes", "dont"])
    assert done.state.object("l1").zone is Zone.HAND
    assert done.state.object("l0").zone is Zone.LIBRARY
    assert cites(done.log, "701.57a") and cites(done.log, "608.2h")
