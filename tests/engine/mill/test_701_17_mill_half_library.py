"""Mill (701.17a) with a count read from the milling player's own library as the spell resolves:
"Target player mills half their library, rounded down." (Traumatize, compiled from the 2026 card
file's Oracle text); with fewer cards the player mills what there is (701.17b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

TRAUMATIZE = "Traumatize"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, TRAUMATIZE)


def test_701_17a_traumatize_compiles_and_prints_back() -> None:
    compiled = compile_record(records(TRAUMATIZE)[TRAUMATIZE])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Target player mills half their library, rounded down."


def _board(cards: int) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "t", "card": TRAUMATIZE}],
            "library": [{"id": "a0", "card": "Forest"}],
        },
        {"id": "B", "library": [{"id": f"b{i}", "card": "Island"} for i in range(cards)]},
    )


@pytest.mark.parametrize(("cards", "milled"), [(7, 3), (8, 4), (1, 0)])
def test_701_17a_half_of_the_targets_library_rounded_down(cards: int, milled: int) -> None:
    cast = play(_board(cards), {"type": "cast", "object": "t", "targets": ["B"], "free": True})
    done = play(cast.state, {"type": "resolve"})
    graveyard = [o.id for o in done.state.zone(Zone.GRAVEYARD, "B")]
    assert graveyard == [f"b{i}" for i in range(milled)]  # from the top
    assert len(done.state.zone(Zone.LIBRARY, "B")) == cards - milled
    assert done.state.object("a0").zone is Zone.LIBRARY  # the caster's library is untouched
    assert cites(done.log, "701.17a")
