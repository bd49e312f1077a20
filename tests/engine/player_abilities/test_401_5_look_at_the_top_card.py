"""401.5: "You may look at the top card of your library any time." Libraries are face down
(401.2); the ability lets its controller see their top card whenever they like. The engine's
view for that player names the card (text_rendering with the player as viewer); the other
player's view doesn't, and the effects in force say the player may look. Sphinx of Jwar Isle,
compiled from its 2026 Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

CARD = "Sphinx of Jwar Isle"
SEEN = "Alice may look at the top card of their library (401.5): Island."


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, CARD)


def _board(with_sphinx: bool = True) -> GameState:
    sphinx = [{"id": "sphinx", "card": CARD}] if with_sphinx else []
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": sphinx,
            "library": [{"id": "top", "card": "Island"}, {"id": "next", "card": "Forest"}],
        },
        {"id": "B", "name": "Bob"},
    )


def test_the_card_is_automated() -> None:
    assert compile_record(records(CARD)[CARD]).label == AUTOMATED


def test_its_controller_sees_the_top_card_401_5() -> None:
    assert SEEN in engine.text_rendering(_board(), viewer="A")


def test_the_other_player_doesnt_401_2() -> None:
    assert "may look at the top card of their library (401.5)" not in engine.text_rendering(
        _board(), viewer="B"
    )


def test_without_the_ability_nothing_is_seen() -> None:
    assert "401.5" not in engine.text_rendering(_board(with_sphinx=False), viewer="A")


def test_the_new_top_card_once_the_top_one_leaves_401_5() -> None:
    moved = play(_board(), {"type": "move_object", "object": "top", "to": "hand"}).state
    rendered = engine.text_rendering(moved, viewer="A")
    assert "of their library (401.5): Forest." in rendered
