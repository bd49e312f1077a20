"""Investigate by a player the sentence names (701.16a: that player creates a Clue token under
their control, 111.2): "Destroy target creature or planeswalker. Its controller investigates."
(Fateful Absence: the destroyed permanent's last controller, 608.2h) and "Target player
investigates." (Panther Pounce). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

ABSENCE = "Fateful Absence"
POUNCE = "Panther Pounce"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, ABSENCE, POUNCE)


@pytest.mark.parametrize("name", [ABSENCE, POUNCE])
def test_701_16a_a_named_player_investigates_compiles(name: str) -> None:
    assert compile_record(records(name)[name]).label == AUTOMATED


def _clues(state: GameState, player: str) -> int:
    return sum(
        1
        for o in state.battlefield
        if o.token and o.card == "Clue Token" and o.controller == player
    )


def test_701_16a_its_controller_gets_the_clue() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "absence", "card": ABSENCE}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    cast = play(state, {"type": "cast", "object": "absence", "targets": ["bears"], "free": True})
    done = play(cast.state, {"type": "resolve"})
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert _clues(done.state, "B") == 1
    assert _clues(done.state, "A") == 0
    assert cites(done.log, "701.16a")
