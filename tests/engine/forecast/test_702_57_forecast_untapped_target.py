"""Forecast (702.57a) with a target word of its own (115.1): Piercing Rays ("Tap target untapped
creature." and "Forecast — {2}{W}, Reveal ~ from your hand: Tap target untapped creature.") of
the 2026 card file, compiled from its Oracle text. A tapped creature is no legal target (115.1,
601.2c)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

RAYS = "Piercing Rays"
LINE = "Forecast — {2}{W}, Reveal ~ from your hand: Tap target untapped creature."


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, RAYS, "Grizzly Bears")


def test_702_57a_piercing_rays_compiles_and_prints_back() -> None:
    compiled = compile_record(records(RAYS)[RAYS])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert LINE in compiled.printed.splitlines()


def _board() -> GameState:
    return board(
        {"id": "A", "mana_pool": {"W": 3}, "hand": [{"id": "rays", "card": RAYS}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "tapped", "card": "Grizzly Bears", "tapped": True},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "upkeep"},
    )


def _forecast(state: GameState, target: str) -> Any:
    index = next(
        i
        for i, a in enumerate(chars(state, state.object("rays")).abilities)
        if getattr(a, "keyword", "") == "Forecast"
    )
    return {"type": "activate", "object": "rays", "ability": index, "targets": [target]}


def test_702_57a_forecast_taps_target_untapped_creature() -> None:
    state = _board()
    activated = play(state, _forecast(state, "bears"))
    done = play(activated.state, {"type": "resolve"})
    assert done.state.object("bears").tapped
    assert done.state.object("rays").zone is Zone.HAND
    assert cites(activated.log, "702.57a")


def test_115_1_a_tapped_creature_is_no_legal_target() -> None:
    state = _board()
    with pytest.raises(IllegalAction):
        play(state, _forecast(state, "tapped"))
