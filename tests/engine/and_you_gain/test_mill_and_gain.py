"""Mire Triton ("When ~ enters, mill two cards and you gain 2 life."): two instructions in one
sentence, in the order written (608.2c), compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

MIRE_TRITON = {
    "name": "Mire Triton",
    "type_line": "Creature — Zombie Merfolk",
    "mana_cost": "{1}{B}",
    "colors": ["B"],
    "power": "2",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Deathtouch", "Mill"],
    "oracle_text": "Deathtouch\nWhen Mire Triton enters the battlefield, mill two cards and you "
    "gain 2 life.",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Mire Triton": MIRE_TRITON})


def test_mire_triton_compiles_as_automated() -> None:
    assert compile_record(MIRE_TRITON).label == AUTOMATED


def test_mire_triton_mills_two_and_gains_2_life() -> None:
    state = board(
        {
            "id": "A",
            "life": 10,
            "hand": [{"id": "triton", "card": "Mire Triton"}],
            "library": [{"id": f"l{i}", "card": "Swamp"} for i in range(3)],
        },
        {"id": "B"},
    )
    resolve = {"type": "resolve"}
    entered = play(play(state, {"type": "cast", "object": "triton", "free": True}).state, resolve)
    done = play(entered.state, resolve)
    assert sorted(c.id for c in done.state.zone(Zone.GRAVEYARD, "A")) == ["l0", "l1"]
    assert [c.id for c in done.state.zone(Zone.LIBRARY, "A")] == ["l2"]
    assert done.state.player("A").life == 12
    assert cites(done.log, "701.17a")
