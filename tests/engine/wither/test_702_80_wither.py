"""Wither (702.80a, 120.3d): damage from a source with wither is dealt to a creature as -1/-1
counters; to a player it is ordinary damage. Sickle Ripper (2/1), compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.testing.scenario import play
from tests.engine.combat.keyword_cards import RECORDS
from tests.engine.combat.test_combat_damage import TO_END, combat


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_sickle_ripper_blocked_by_giant_spider_gives_it_two_minus_counters() -> None:
    state = combat(
        {"ripper": "B"},
        {"spider": "ripper"},
        [{"id": "ripper", "card": "Sickle Ripper"}],
        [{"id": "spider", "card": "Giant Spider"}],
    )
    done = play(state, TO_END)
    spider = done.state.object("spider")
    assert spider.counter("-1/-1") == 2 and spider.damage == 0
    assert done.state.object("ripper").zone is Zone.GRAVEYARD


def test_unblocked_sickle_ripper_makes_bob_lose_2_life() -> None:
    state = combat({"ripper": "B"}, {}, [{"id": "ripper", "card": "Sickle Ripper"}], [])
    done = play(state, TO_END)
    assert (done.state.player("B").life, done.state.player("B").poison) == (18, 0)
