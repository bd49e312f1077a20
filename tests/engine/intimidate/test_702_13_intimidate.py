"""Intimidate (702.13b): the creature can't be blocked except by artifact creatures and/or
creatures that share a color with it. Accursed Spirit (black), compiled from its Oracle text,
against Grizzly Bears (green), Typhoid Rats (black) and Darksteel Myr (artifact)."""

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


SPIRIT = [{"id": "spirit", "card": "Accursed Spirit"}]


def test_green_bears_cant_block_accursed_spirit() -> None:
    with pytest.raises(IllegalAction) as err:
        combat({"spirit": "B"}, {"x": "spirit"}, SPIRIT, [{"id": "x", "card": "Grizzly Bears"}])
    assert err.value.rule == "702.13b"


@pytest.mark.parametrize("blocker", ["Typhoid Rats", "Darksteel Myr"])
def test_a_black_or_artifact_creature_blocks_accursed_spirit(blocker: str) -> None:
    state = combat({"spirit": "B"}, {"x": "spirit"}, SPIRIT, [{"id": "x", "card": blocker}])
    done = play(state, TO_END)
    assert done.state.player("B").life == 20
    blocker_after = done.state.object("x")  # dealt the Spirit's 3 damage
    assert blocker_after.zone is Zone.GRAVEYARD or blocker_after.damage == 3
