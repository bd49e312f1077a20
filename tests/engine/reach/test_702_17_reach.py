"""Reach (702.17b): a creature with reach can block creatures with flying. Giant Spider blocks
Wind Drake; both are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.testing.scenario import cites, play
from tests.engine.combat.keyword_cards import RECORDS
from tests.engine.combat.test_combat_damage import TO_END, combat


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_giant_spider_blocks_wind_drake_and_kills_it() -> None:
    state = combat(
        {"drake": "B"},
        {"spider": "drake"},
        [{"id": "drake", "card": "Wind Drake"}],
        [{"id": "spider", "card": "Giant Spider"}],
    )
    done = play(state, TO_END)
    assert done.state.object("drake").zone is Zone.GRAVEYARD
    assert done.state.object("spider").damage == 2
    assert done.state.player("B").life == 20
    assert cites(done.log, "704.5g")
