"""Cycling (702.29a): "Cycling [cost]" means "[Cost], Discard this card: Draw a card", activated
only from the hand. Barkhide Mauler (Cycling {2}), compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.testing.scenario import board, cites, play
from tests.engine.combat.keyword_cards import RECORDS, RESOLVE


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_barkhide_mauler_is_cycled_for_2_and_draws_a_card() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "mauler", "card": "Barkhide Mauler"}],
            "library": [{"id": "top", "card": "Grizzly Bears"}],
            "mana_pool": {"C": 2},
        },
        {"id": "B"},
    )
    cycled = play(state, {"type": "activate", "object": "mauler", "ability": 0})
    assert cycled.state.object("mauler").zone is Zone.GRAVEYARD  # discarded as a cost
    assert cycled.state.player("A").mana_pool.to_json() == {}
    assert cites(cycled.log, "701.9a")
    done = play(cycled.state, RESOLVE)
    assert done.state.object("top").zone is Zone.HAND


def test_cycling_needs_its_cost() -> None:
    state = board({"id": "A", "hand": [{"id": "mauler", "card": "Barkhide Mauler"}]}, {"id": "B"})
    with pytest.raises(IllegalAction):
        play(state, {"type": "activate", "object": "mauler", "ability": 0})
