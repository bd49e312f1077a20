"""Defender (702.3b): a creature with defender can't attack; it can block. Wall of Stone (0/8),
compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.testing.scenario import play
from tests.engine.combat.keyword_cards import RECORDS
from tests.engine.combat.test_combat_damage import TO_END, combat
from tests.engine.combat.test_declare_attackers import at_declare_attackers


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_wall_of_stone_cant_attack() -> None:
    state = at_declare_attackers([{"id": "wall", "card": "Wall of Stone"}])
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "attack", "attackers": {"wall": "B"}})
    assert err.value.rule == "702.3b"


def test_wall_of_stone_blocks_craw_wurm_and_survives() -> None:
    state = combat(
        {"wurm": "B"},
        {"wall": "wurm"},
        [{"id": "wurm", "card": "Craw Wurm"}],
        [{"id": "wall", "card": "Wall of Stone"}],
    )
    done = play(state, TO_END)
    wall = done.state.object("wall")
    assert wall.zone is Zone.BATTLEFIELD and wall.damage == 6
    assert done.state.player("B").life == 20
