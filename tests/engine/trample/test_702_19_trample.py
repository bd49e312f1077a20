"""Trample (702.19b): lethal damage is assigned to the blockers and the rest may be assigned to the
player. Colossal Dreadmaw (6/6) blocked by Grizzly Bears, compiled from their Oracle text."""

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


def test_colossal_dreadmaw_tramples_over_the_bears_for_4() -> None:
    state = combat(
        {"maw": "B"},
        {"bears": "maw"},
        [{"id": "maw", "card": "Colossal Dreadmaw"}],
        [{"id": "bears", "card": "Grizzly Bears"}],
    )
    # 702.19b: at least lethal damage (2) to the blocker, the rest to Bob.
    done = play(state, TO_END, ["2"])
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert done.state.player("B").life == 16
    assert cites(done.log, "702.19b")


def test_craw_wurm_without_trample_deals_nothing_to_the_player() -> None:
    state = combat(
        {"wurm": "B"},
        {"bears": "wurm"},
        [{"id": "wurm", "card": "Craw Wurm"}],
        [{"id": "bears", "card": "Grizzly Bears"}],
    )
    assert play(state, TO_END).state.player("B").life == 20
