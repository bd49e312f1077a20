"""Step triggers (503.1, 513.1, 603.2): "At the beginning of each opponent's upkeep, that player
..." triggers in every opponent's upkeep, and "that player" is the player whose upkeep it is.
Sheoldred, Whispering One is compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SHEOLDRED = "Sheoldred, Whispering One"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SHEOLDRED)


def test_503_1_sheoldred_compiles_and_prints_back() -> None:
    compiled = compile_record(records(SHEOLDRED)[SHEOLDRED])
    assert compiled.label == AUTOMATED
    assert "At the beginning of each opponent's upkeep, that player sacrifices a creature." in (
        compiled.printed
    )


def _upkeep_of(active: str) -> Any:
    state = board(
        {"id": "A", "battlefield": [{"id": "sheoldred", "card": SHEOLDRED}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
        turn={"number": 2, "active_player": active, "step": "untap"},
    )
    return play(state, {"type": "advance"})


def test_503_1_each_opponents_upkeep_that_player_sacrifices() -> None:
    upkeep = _upkeep_of("B")
    assert cites(upkeep.log, "603.2")
    done = resolve_all(upkeep.state)
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert done.object("sheoldred").zone is Zone.BATTLEFIELD


def test_503_1_not_in_its_controllers_own_upkeep() -> None:
    done = resolve_all(_upkeep_of("A").state)
    assert done.object("bears").zone is Zone.BATTLEFIELD
    assert done.object("sheoldred").zone is Zone.BATTLEFIELD
