"""Landwalk (702.14): River Boa has islandwalk, so it can't be blocked while the defending player
controls an Island (702.14c)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.testing.scenario import board, play


def boa_attacks(bobs_lands: list[dict[str, Any]]) -> GameState:
    state = board(
        {"id": "A", "name": "Alice", "battlefield": [{"id": "boa", "card": "River Boa"}]},
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}, *bobs_lands],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"boa": "B"}}).state
    return play(state, {"type": "advance"}).state


def test_islandwalk_makes_it_unblockable_against_an_island() -> None:
    state = boa_attacks([{"id": "island", "card": "Island"}])
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "block", "blockers": {"bears": "boa"}})
    assert err.value.rule == "702.14c"
    assert "islandwalk" in str(err.value) and "Island" in str(err.value)


def test_islandwalk_does_nothing_without_an_island() -> None:
    state = boa_attacks([{"id": "forest", "card": "Forest"}])
    blocked = play(state, {"type": "block", "blockers": {"bears": "boa"}}).state
    assert blocked.combat is not None and blocked.combat.is_blocked("boa")
