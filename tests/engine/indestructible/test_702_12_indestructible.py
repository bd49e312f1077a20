"""Indestructible (702.12b): lethal damage (704.5g) doesn't destroy the permanent, but toughness 0
or less still puts it into the graveyard (704.5f). Darksteel Myr (0/1) and Sickle Ripper's wither
(-1/-1 counters), compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.testing.scenario import board, cites, play
from tests.engine.combat.keyword_cards import RECORDS, RESOLVE, SHOCK_IT, shock_at


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_darksteel_myr_shocked_stays_on_the_battlefield() -> None:
    cast = play(shock_at("Darksteel Myr", "B"), SHOCK_IT)
    done = play(cast.state, RESOLVE)
    myr = done.state.object("it")
    assert myr.zone is Zone.BATTLEFIELD and myr.damage == 2
    assert cites(done.log, "702.12b")


def test_darksteel_myr_with_a_minus_counter_is_put_into_the_graveyard() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "it", "card": "Darksteel Myr", "counters": {"-1/-1": 1}}],
        },
        {"id": "B"},
    )
    done = play(state, {"type": "advance"})
    assert done.state.object("it").zone is Zone.GRAVEYARD
    assert cites(done.log, "704.5f")
