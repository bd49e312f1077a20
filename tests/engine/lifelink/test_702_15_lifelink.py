"""Lifelink (702.15b): damage dealt by a source with lifelink also causes its controller to gain
that much life. Ajani's Sunstriker, compiled from its Oracle text."""

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


def test_unblocked_sunstriker_gains_alice_2_life() -> None:
    state = combat({"cat": "B"}, {}, [{"id": "cat", "card": "Ajani's Sunstriker"}], [])
    done = play(state, TO_END)
    assert done.state.player("B").life == 18
    assert done.state.player("A").life == 22
    assert cites(done.log, "702.15b")


def test_blocked_sunstriker_gains_life_for_damage_to_the_blocker() -> None:
    state = combat(
        {"cat": "B"},
        {"wurm": "cat"},
        [{"id": "cat", "card": "Ajani's Sunstriker"}],
        [{"id": "wurm", "card": "Craw Wurm"}],
    )
    done = play(state, TO_END)
    assert done.state.player("A").life == 22
    assert done.state.object("cat").zone is Zone.GRAVEYARD
