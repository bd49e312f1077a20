"""Inspired: "Whenever ~ becomes untapped, you gain 2 life." (Oreskos Sun Guide, compiled from its
Oracle text). It triggers as its controller's untap step untaps it (502.3) and goes on the stack
in the upkeep, as no player receives priority in the untap step (502.4, 503.1a); an untapped
one doesn't trigger (701.26b).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

ORESKOS_SUN_GUIDE = {
    "name": "Oreskos Sun Guide",
    "type_line": "Creature — Cat Monk",
    "mana_cost": "{1}{W}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "Inspired — Whenever Oreskos Sun Guide becomes untapped, you gain 2 life.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Oreskos Sun Guide": ORESKOS_SUN_GUIDE})


def test_oreskos_sun_guide_compiles_automated() -> None:
    assert compile_record(ORESKOS_SUN_GUIDE).label == AUTOMATED


def _before_the_untap_step(tapped: bool) -> GameState:
    """The cleanup step of B's turn: A's turn comes next."""
    guide = {"id": "guide", "card": "Oreskos Sun Guide", "tapped": tapped}
    return board(
        {"id": "A", "battlefield": [guide]},
        {"id": "B"},
        turn={"number": 1, "active_player": "B", "step": "cleanup"},
    )


def test_untapping_in_the_untap_step_triggers_and_waits_for_the_upkeep_502_4() -> None:
    untap = play(_before_the_untap_step(True), {"type": "advance"})
    assert untap.state.turn.step.value == "untap"
    assert not untap.state.object("guide").tapped and cites(untap.log, "603.2")
    assert not untap.state.zone(Zone.STACK) and untap.state.pending_triggers
    upkeep = play(untap.state, {"type": "advance"})
    assert upkeep.state.turn.step.value == "upkeep"
    assert len(upkeep.state.zone(Zone.STACK)) == 1
    done = play(upkeep.state, RESOLVE).state
    assert done.player("A").life == 22


def test_an_untapped_sun_guide_doesnt_trigger() -> None:
    untap = play(_before_the_untap_step(False), {"type": "advance"})
    assert not untap.state.pending_triggers and not untap.state.zone(Zone.STACK)
