"""Hexproof (702.11b): the permanent can't be the target of spells or abilities its opponents
control; its controller's own may target it. Benthic Giant and Shock, compiled from their Oracle
text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.testing.scenario import cites, play
from tests.engine.combat.keyword_cards import RECORDS, RESOLVE, SHOCK_IT, shock_at


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_bobs_shock_cant_target_alices_benthic_giant() -> None:
    with pytest.raises(IllegalAction) as err:
        play(shock_at("Benthic Giant", "B"), SHOCK_IT)
    assert err.value.rule == "702.11b"


def test_alices_own_shock_targets_her_benthic_giant() -> None:
    cast = play(shock_at("Benthic Giant", "A"), SHOCK_IT)
    done = play(cast.state, RESOLVE)
    assert done.state.object("it").damage == 2
    assert done.state.object("shock").zone is Zone.GRAVEYARD
    assert not cites(done.log, "702.11b")
