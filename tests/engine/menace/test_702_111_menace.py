"""Menace (702.111b): the creature can't be blocked except by two or more creatures. Boggart
Brute (3/2), compiled from its Oracle text."""

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


BRUTE = [{"id": "brute", "card": "Boggart Brute"}]
TWO_BEARS = [{"id": "b1", "card": "Grizzly Bears"}, {"id": "b2", "card": "Grizzly Bears"}]


def test_one_blocker_cant_block_boggart_brute() -> None:
    with pytest.raises(IllegalAction) as err:
        combat({"brute": "B"}, {"b1": "brute"}, BRUTE, TWO_BEARS)
    assert err.value.rule == "702.111b"


def test_two_bears_block_boggart_brute_and_kill_it() -> None:
    state = combat({"brute": "B"}, {"b1": "brute", "b2": "brute"}, BRUTE, TWO_BEARS)
    done = play(state, TO_END, ["2"])  # 2 to the first bears, 1 to the second (510.1c)
    assert done.state.object("b1").zone is Zone.GRAVEYARD
    assert done.state.object("b2").damage == 1
    assert done.state.object("brute").zone is Zone.GRAVEYARD
    assert done.state.player("B").life == 20
