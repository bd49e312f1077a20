"""Haste (702.10b, 302.6): a creature with haste can attack (and pay {T} costs) even if it hasn't
been under its controller's control continuously since their most recent turn began. Raging
Goblin, compiled from its Oracle text, next to a summoning-sick Grizzly Bears."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.testing.scenario import play
from tests.engine.combat.keyword_cards import RECORDS
from tests.engine.combat.test_combat_damage import TO_END
from tests.engine.combat.test_declare_attackers import at_declare_attackers


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_a_raging_goblin_that_just_arrived_attacks_for_1() -> None:
    state = at_declare_attackers(
        [{"id": "goblin", "card": "Raging Goblin", "summoning_sick": True}]
    )
    attacked = play(state, {"type": "attack", "attackers": {"goblin": "B"}})
    assert attacked.state.object("goblin").tapped
    assert play(attacked.state, TO_END).state.player("B").life == 19


def test_summoning_sick_grizzly_bears_without_haste_cant_attack() -> None:
    state = at_declare_attackers([{"id": "bears", "card": "Grizzly Bears", "summoning_sick": True}])
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "attack", "attackers": {"bears": "B"}})
    assert err.value.rule == "302.6"
