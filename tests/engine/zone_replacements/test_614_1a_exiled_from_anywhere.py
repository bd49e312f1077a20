"""Replacement of an object's own move to a graveyard (614.1a): "If ~ would be put into a
graveyard from anywhere, exile it instead." works from every zone (113.6b): destroyed on the
battlefield, or put into the graveyard from the stack, the card is exiled instead. Hook-Haunt
Drifter, the back face of Baithook Angler, compiled from its 2026 Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

CARD = "Baithook Angler // Hook-Haunt Drifter"
LINE = "If ~ would be put into a graveyard from anywhere, exile it instead."


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, CARD)


def _moved(state: GameState, to: str = "graveyard", **more: Any) -> Any:
    return play(state, {"type": "move_object", "object": "drifter", "to": to, **more})


def test_the_line_is_applied() -> None:
    assert LINE not in compile_record(records(CARD)[CARD]).not_applied


def test_destroyed_on_the_battlefield_it_is_exiled_instead_614_1a() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "drifter", "card": CARD, "face": 1}]}, {"id": "B"}
    )
    result = _moved(state, destroy=True)
    assert result.state.object("drifter").zone is Zone.EXILE
    assert cites(result.log, "614.1a")


def test_the_front_face_has_no_such_ability_712_8d() -> None:
    state = board({"id": "A", "battlefield": [{"id": "drifter", "card": CARD}]}, {"id": "B"})
    assert _moved(state, destroy=True).state.object("drifter").zone is Zone.GRAVEYARD


def test_from_the_stack_it_is_exiled_instead_113_6b() -> None:
    """Its own ability works off the battlefield too: a transformed spell (as disturb casts it)
    that would be put into its owner's graveyard is exiled."""
    state = board(
        {"id": "A"},
        {"id": "B"},
        stack=[
            {
                "id": "drifter",
                "card": CARD,
                "face": 1,
                "owner": "A",
                "stack_info": {"kind": "spell", "source": "drifter"},
            }
        ],
    )
    result = _moved(state)
    assert result.state.object("drifter").zone is Zone.EXILE
    assert cites(result.log, "614.1a")


def test_other_cards_still_go_to_the_graveyard() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "drifter", "card": CARD, "face": 1},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )
    moved = play(state, {"type": "move_object", "object": "bears", "to": "graveyard"}).state
    assert moved.object("bears").zone is Zone.GRAVEYARD
