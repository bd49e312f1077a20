"""A card from your graveyard put on top of your library (401.2): Reclaim ("Put target card from
your graveyard on top of your library.") and Mortuary Mire ("When ~ enters, you may put target
creature card from your graveyard on top of your library."), compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

RECLAIM = {
    "name": "Reclaim",
    "mana_cost": "{G}",
    "type_line": "Instant",
    "oracle_text": "Put target card from your graveyard on top of your library.",
    "colors": ["G"],
}
MORTUARY_MIRE = {
    "name": "Mortuary Mire",
    "type_line": "Land — Swamp",
    "oracle_text": "Mortuary Mire enters the battlefield tapped.\nWhen Mortuary Mire enters the "
    "battlefield, you may put target creature card from your graveyard on top of your library."
    "\n{T}: Add {B}.",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Reclaim": RECLAIM, "Mortuary Mire": MORTUARY_MIRE})


def test_both_compile_automated() -> None:
    assert compile_record(RECLAIM).label == AUTOMATED
    assert compile_record(MORTUARY_MIRE).label == AUTOMATED


def _board() -> Any:
    return board(
        {
            "id": "A",
            "hand": [{"id": "reclaim", "card": "Reclaim"}, {"id": "mire", "card": "Mortuary Mire"}],
            "graveyard": [
                {"id": "bolt", "card": "Lightning Bolt"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "library": [{"id": "top", "card": "Forest"}],
        },
        {"id": "B", "graveyard": [{"id": "theirs", "card": "Shock"}]},
    )


def test_reclaim_puts_the_card_on_top_401_2() -> None:
    cast = play(_board(), {"type": "cast", "object": "reclaim", "targets": ["bolt"], "free": True})
    resolved = play(cast.state, {"type": "resolve"})
    library = resolved.state.zone(Zone.LIBRARY, "A")
    assert [o.id for o in library] == ["bolt", "top"] and cites(resolved.log, "401.2")


def test_reclaim_cant_target_an_opponents_card_115_1() -> None:
    with pytest.raises(IllegalAction):
        play(_board(), {"type": "cast", "object": "reclaim", "targets": ["theirs"], "free": True})


def test_mortuary_mire_puts_a_creature_card_back_on_top_603_5() -> None:
    entered = play(_board(), {"type": "play_land", "object": "mire"})
    assert entered.state.object("mire").tapped
    resolved = play(entered.state, {"type": "resolve"}, ["yes"])  # the only target: the Bears
    assert [o.id for o in resolved.state.zone(Zone.LIBRARY, "A")] == ["bears", "top"]
    declined = play(entered.state, {"type": "resolve"}, ["no"]).state
    assert declined.object("bears").zone is Zone.GRAVEYARD
