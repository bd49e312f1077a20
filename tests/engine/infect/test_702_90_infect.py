"""Infect (702.90b-c, 120.3b, 120.3d): damage from a source with infect is dealt to a player as
poison counters and to a creature as -1/-1 counters. Plague Stinger, compiled from its Oracle
text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.testing.scenario import play
from tests.engine.combat.keyword_cards import RECORDS
from tests.engine.combat.test_combat_damage import TO_END, combat


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_unblocked_plague_stinger_gives_a_poison_counter_not_life_loss() -> None:
    state = combat({"stinger": "B"}, {}, [{"id": "stinger", "card": "Plague Stinger"}], [])
    done = play(state, TO_END)
    bob = done.state.player("B")
    assert (bob.life, bob.poison) == (20, 1)


def test_plague_stinger_blocked_by_giant_spider_puts_a_minus_counter_on_it() -> None:
    state = combat(
        {"stinger": "B"},
        {"spider": "stinger"},
        [{"id": "stinger", "card": "Plague Stinger"}],
        [{"id": "spider", "card": "Giant Spider"}],
    )
    done = play(state, TO_END)
    spider = done.state.object("spider")
    assert spider.counter("-1/-1") == 1 and spider.damage == 0
