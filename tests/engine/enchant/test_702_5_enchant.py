"""Enchant (702.5a, 303.4a): an Aura spell with "Enchant [object]" targets what it can enchant and
is attached to it as it resolves; it can't target anything else. Pacifism, compiled from its
Oracle text, on Bob's Grizzly Bears."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.testing.scenario import board, play
from tests.engine.combat.keyword_cards import RECORDS, RESOLVE


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def pacifism_in_hand() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "pacifism", "card": "Pacifism"}],
            "mana_pool": {"W": 1, "C": 1},
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "forest", "card": "Forest"},
            ],
        },
    )


def test_pacifism_enchants_the_bears_and_they_cant_attack() -> None:
    cast = play(pacifism_in_hand(), {"type": "cast", "object": "pacifism", "targets": ["bears"]})
    done = play(cast.state, RESOLVE).state
    pacifism = done.object("pacifism")
    assert pacifism.zone is Zone.BATTLEFIELD and pacifism.attached_to == "bears"
    bobs_turn = board(
        {
            "id": "A",
            "battlefield": [{"id": "pacifism", "card": "Pacifism", "attached_to": "bears"}],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        turn={"number": 2, "active_player": "B", "step": "declare_attackers"},
    )
    with pytest.raises(IllegalAction):
        play(bobs_turn, {"type": "attack", "attackers": {"bears": "A"}})


def test_pacifism_cant_target_a_land() -> None:
    with pytest.raises(IllegalAction):
        play(pacifism_in_hand(), {"type": "cast", "object": "pacifism", "targets": ["forest"]})
