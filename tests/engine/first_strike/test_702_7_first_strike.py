"""First strike (702.7b, 510.4): a creature with first strike deals its combat damage in a first
combat damage step; a creature it destroys deals none. Youthful Knight blocked by Grizzly Bears,
both compiled from their Oracle text."""

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


def test_youthful_knight_kills_the_bears_before_they_strike_back() -> None:
    state = combat(
        {"knight": "B"},
        {"bears": "knight"},
        [{"id": "knight", "card": "Youthful Knight"}],
        [{"id": "bears", "card": "Grizzly Bears"}],
    )
    done = play(state, TO_END)
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    knight = done.state.object("knight")
    assert knight.zone is Zone.BATTLEFIELD and knight.damage == 0  # a 2/1 dealt no damage
    assert cites(done.log, "510.4")
