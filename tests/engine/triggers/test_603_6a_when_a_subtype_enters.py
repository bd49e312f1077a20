"""A permanent of a subtype entering under your control (603.6a), written "When" when the
ability takes its own object off the battlefield (Trial of Knowledge: "When a Cartouche enters
under your control, return ~ to its owner's hand."; Roiling Dragonstorm with a Dragon). The
Cartouche is an enchantment type (205.3h). Cards compiled from the 2026 card file."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

TRIAL = "Trial of Knowledge"
CARTOUCHE = "Cartouche of Knowledge"
DRAGONSTORM = "Roiling Dragonstorm"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, TRIAL, CARTOUCHE, DRAGONSTORM)


@pytest.mark.parametrize("name", [TRIAL, DRAGONSTORM])
def test_603_6a_the_when_trigger_compiles_and_prints_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert "When a " in compiled.printed


def test_603_6a_a_cartouche_entering_returns_the_trial() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "cartouche", "card": CARTOUCHE}],
            "battlefield": [
                {"id": "trial", "card": TRIAL},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "library": [{"id": f"l{i}", "card": "Grizzly Bears"} for i in range(3)],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "cartouche", "targets": ["bears"], "free": True})
    asked = pending(cast.state, {"type": "resolve"}).pending
    assert asked is not None  # the Cartouche's draw and the Trial's return, ordered (603.3b)
    entered = play(cast.state, {"type": "resolve"}, [asked.option_ids()[0]])
    assert entered.state.object("cartouche").zone is Zone.BATTLEFIELD
    assert cites(entered.log, "603.2")
    done = resolve_all(entered.state)
    assert done.object("trial").zone is Zone.HAND
    assert len(done.zone(Zone.HAND, "A")) == 2  # the Trial and the Cartouche's card drawn


def test_603_6a_another_enchantment_doesnt_return_it() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "bears2", "card": "Grizzly Bears"}],
            "battlefield": [{"id": "trial", "card": TRIAL}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "bears2", "free": True})
    done = resolve_all(play(cast.state, {"type": "resolve"}).state)
    assert done.object("trial").zone is Zone.BATTLEFIELD
