"""Turn to Mist: "Exile target creature. Return that card to the battlefield under its owner's
control at the beginning of the next end step." (compiled from its Oracle text; the same
production as Teferi's Time Twist, without the counter): the opponent's creature comes back at
the end step under its owner's control, as a new object with no counter (400.7, 603.7a)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

TURN_TO_MIST = {
    "name": "Turn to Mist",
    "type_line": "Instant",
    "mana_cost": "{1}{W/U}",
    "layout": "normal",
    "oracle_text": "Exile target creature. Return that card to the battlefield under its "
    "owner's control at the beginning of the next end step.",
}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Turn to Mist": TURN_TO_MIST})


def test_turn_to_mist_compiles_automated() -> None:
    assert compile_record(TURN_TO_MIST).label == AUTOMATED


def test_bobs_wurm_returns_at_the_end_step_under_bobs_control_without_a_counter() -> None:
    state = board(
        {"id": "A", "name": "Alice", "hand": [{"id": "mist", "card": "Turn to Mist"}]},
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": "wurm", "card": "Craw Wurm", "damage": 2}],
        },
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "mist", "targets": ["wurm"], "free": True})
    resolved = play(cast.state, {"type": "resolve"})
    assert resolved.state.object("wurm").zone is Zone.EXILE
    ended = play(resolved.state, {"type": "advance", "to": "end"})
    assert cites(ended.log, "603.7")
    returned = play(ended.state, {"type": "resolve"})
    wurm = returned.state.object("wurm")
    assert wurm.zone is Zone.BATTLEFIELD and wurm.controller == "B"
    assert wurm.damage == 0 and wurm.counter("+1/+1") == 0
