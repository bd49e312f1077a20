"""Double strike (702.4b, 510.4): the creature deals combat damage in both combat damage steps.
Fencing Ace (1/1), compiled from its Oracle text, unblocked deals 2 damage to the player."""

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


def test_unblocked_fencing_ace_deals_its_damage_twice() -> None:
    state = combat({"ace": "B"}, {}, [{"id": "ace", "card": "Fencing Ace"}], [])
    done = play(state, TO_END)
    assert done.state.player("B").life == 18
    assert cites(done.log, "510.4")


def test_fencing_ace_blocked_by_the_bears_deals_1_in_each_step_and_both_die() -> None:
    state = combat(
        {"ace": "B"},
        {"bears": "ace"},
        [{"id": "ace", "card": "Fencing Ace"}],
        [{"id": "bears", "card": "Grizzly Bears"}],
    )
    done = play(state, TO_END)
    # 1 in the first-strike step, 1 more in the regular step: 2 is lethal for a 2/2.
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert done.state.object("ace").zone is Zone.GRAVEYARD
