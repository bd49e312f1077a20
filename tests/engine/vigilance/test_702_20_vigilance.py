"""Vigilance (702.20b): attacking doesn't cause the creature to tap. Serra Angel and Wind Drake
attack, compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.testing.scenario import play
from tests.engine.combat.keyword_cards import RECORDS
from tests.engine.combat.test_combat_damage import TO_END, combat


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_serra_angel_attacks_untapped_wind_drake_taps() -> None:
    state = combat(
        {"angel": "B", "drake": "B"},
        {},
        [{"id": "angel", "card": "Serra Angel"}, {"id": "drake", "card": "Wind Drake"}],
        [],
    )
    assert not state.object("angel").tapped
    assert state.object("drake").tapped
    assert play(state, TO_END).state.player("B").life == 14
