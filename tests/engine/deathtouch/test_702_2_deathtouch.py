"""Deathtouch (702.2b): a creature dealt damage by a source with deathtouch, any amount above 0,
is destroyed as a state-based action (704.5h). Typhoid Rats is compiled from its Oracle text."""

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


def test_typhoid_rats_blocked_by_craw_wurm_destroys_it_with_1_damage() -> None:
    state = combat(
        {"rats": "B"},
        {"wurm": "rats"},
        [{"id": "rats", "card": "Typhoid Rats"}],
        [{"id": "wurm", "card": "Craw Wurm"}],
    )
    done = play(state, TO_END)
    assert done.state.object("wurm").zone is Zone.GRAVEYARD  # 6/4 dealt 1: destroyed
    assert done.state.object("rats").zone is Zone.GRAVEYARD
    assert cites(done.log, "704.5h") and cites(done.log, "702.2b")


def test_without_deathtouch_1_damage_leaves_the_wurm_alive() -> None:
    state = combat(
        {"bears": "B"},
        {"wurm": "bears"},
        [{"id": "bears", "card": "Grizzly Bears"}],
        [{"id": "wurm", "card": "Craw Wurm"}],
    )
    done = play(state, TO_END)
    wurm = done.state.object("wurm")
    assert wurm.zone is Zone.BATTLEFIELD and wurm.damage == 2
    assert not cites(done.log, "704.5h")
