"""Fear (702.36b): the creature can't be blocked except by artifact creatures and/or black
creatures. Severed Legion, compiled from its Oracle text, against Grizzly Bears, Typhoid Rats
(black) and Darksteel Myr (artifact)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.testing.scenario import play
from tests.engine.combat.keyword_cards import RECORDS
from tests.engine.combat.test_combat_damage import TO_END, combat


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


LEGION = [{"id": "legion", "card": "Severed Legion"}]


def test_green_bears_cant_block_severed_legion() -> None:
    with pytest.raises(IllegalAction) as err:
        combat(
            {"legion": "B"}, {"bears": "legion"}, LEGION, [{"id": "bears", "card": "Grizzly Bears"}]
        )
    assert err.value.rule == "702.36b"


@pytest.mark.parametrize("blocker", ["Typhoid Rats", "Darksteel Myr"])
def test_a_black_or_artifact_creature_blocks_severed_legion(blocker: str) -> None:
    state = combat({"legion": "B"}, {"x": "legion"}, LEGION, [{"id": "x", "card": blocker}])
    assert play(state, TO_END).state.player("B").life == 20
