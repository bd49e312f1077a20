"""Shadow (702.28b): a creature with shadow can block or be blocked by only creatures with
shadow. Soltari Foot Soldier, compiled from its Oracle text, against Grizzly Bears."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from tests.engine.combat.keyword_cards import RECORDS
from tests.engine.combat.test_combat_damage import combat


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_grizzly_bears_cant_block_soltari_foot_soldier() -> None:
    with pytest.raises(IllegalAction) as err:
        combat(
            {"soltari": "B"},
            {"bears": "soltari"},
            [{"id": "soltari", "card": "Soltari Foot Soldier"}],
            [{"id": "bears", "card": "Grizzly Bears"}],
        )
    assert err.value.rule == "702.28b"


def test_soltari_foot_soldier_cant_block_grizzly_bears() -> None:
    with pytest.raises(IllegalAction) as err:
        combat(
            {"bears": "B"},
            {"soltari": "bears"},
            [{"id": "bears", "card": "Grizzly Bears"}],
            [{"id": "soltari", "card": "Soltari Foot Soldier"}],
        )
    assert err.value.rule == "702.28b"
