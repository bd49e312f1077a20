"""Flash (702.8a): the spell may be cast any time its controller could cast an instant (307.1
otherwise). Ambush Viper and Grizzly Bears, compiled from their Oracle text, in Bob's turn."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.testing.scenario import board, play
from tests.engine.combat.keyword_cards import BOBS_TURN, RECORDS, RESOLVE


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def in_bobs_turn(card: str) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "it", "card": card}], "mana_pool": {"G": 1, "C": 1}},
        {"id": "B"},
        turn=BOBS_TURN,
    )


def test_ambush_viper_is_cast_in_bobs_turn_and_enters() -> None:
    cast = play(in_bobs_turn("Ambush Viper"), {"type": "cast", "object": "it"})
    done = play(cast.state, RESOLVE)
    assert done.state.object("it").zone is Zone.BATTLEFIELD
    assert done.state.object("it").controller == "A"


def test_grizzly_bears_without_flash_cant_be_cast_in_bobs_turn() -> None:
    with pytest.raises(IllegalAction):
        play(in_bobs_turn("Grizzly Bears"), {"type": "cast", "object": "it"})
