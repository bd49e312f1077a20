"""Intervening "if" conditions on suspected (603.4, 701.60a): Rubblebelt Braggart's "Whenever ~
attacks, if it's not suspected, you may suspect it." of the 2026 card file is compiled from its
Oracle text: it triggers only while the Braggart isn't suspected; once suspected it doesn't."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.mechanics.suspect import is_suspected
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

BRAGGART = "Rubblebelt Braggart"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, BRAGGART)


def test_603_4_701_60a_the_braggart_is_automated_and_prints_back() -> None:
    compiled = compile_record(records(BRAGGART)[BRAGGART])
    assert compiled.label == AUTOMATED
    line = "Whenever ~ attacks, if it's not suspected, you may suspect it."
    assert line in compiled.printed.split("\n")


def _attacked(suspected: bool) -> GameState:
    designation = {
        "id": "suspicion",
        "kind": "suspected",
        "controller": "A",
        "duration": "indefinite",
        "params": {"object": "brag", "timestamp": 5},
    }
    state = board(
        {"id": "A", "battlefield": [{"id": "brag", "card": BRAGGART, "timestamp": 5}]},
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
        effects=[designation] if suspected else [],
    )
    return play(state, {"type": "attack", "attackers": {"brag": "B"}}).state


def test_701_60a_not_suspected_it_may_suspect_itself() -> None:
    attacked = _attacked(suspected=False)
    assert len(attacked.zone(Zone.STACK)) == 1
    done = play(attacked, RESOLVE, ["yes"])
    assert is_suspected(done.state, "brag")
    assert cites(done.log, "701.60a")


def test_701_60a_declined_it_stays_unsuspected() -> None:
    done = play(_attacked(suspected=False), RESOLVE, ["no"])
    assert not is_suspected(done.state, "brag")


def test_603_4_already_suspected_it_doesnt_trigger() -> None:
    attacked = _attacked(suspected=True)
    assert is_suspected(attacked, "brag")
    assert attacked.zone(Zone.STACK) == ()
