"""Flying (702.9b): a creature with flying can't be blocked except by creatures with flying or
reach. Wind Drake, Serra Angel, Giant Spider and Grizzly Bears are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.testing.scenario import play
from tests.engine.combat.keyword_cards import RECORDS
from tests.engine.combat.test_combat_damage import TO_END, combat


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


DRAKE = [{"id": "drake", "card": "Wind Drake"}]


def test_grizzly_bears_cant_block_wind_drake() -> None:
    with pytest.raises(IllegalAction) as err:
        combat(
            {"drake": "B"}, {"bears": "drake"}, DRAKE, [{"id": "bears", "card": "Grizzly Bears"}]
        )
    assert err.value.rule == "702.9b"


def test_serra_angel_blocks_wind_drake_and_kills_it() -> None:
    state = combat(
        {"drake": "B"}, {"angel": "drake"}, DRAKE, [{"id": "angel", "card": "Serra Angel"}]
    )
    done = play(state, TO_END)
    assert done.state.object("drake").zone is Zone.GRAVEYARD
    assert done.state.player("B").life == 20
