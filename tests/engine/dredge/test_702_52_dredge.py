"""Dredge (702.52a): while the card is in its owner's graveyard and they have at least N cards in
their library, a draw may be replaced: they mill N cards and return the card to their hand
instead (614.11); with fewer than N cards in the library it can't be dredged (702.52b). A real
card compiled from its Oracle text: Darkblast ({B} instant, "Target creature gets -1/-1 until
end of turn." / "Dredge 3")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.cache import COMPILED
from engine.testing.scenario import board, cites, pending, play

RECORDS = {
    "Darkblast": {
        "name": "Darkblast",
        "type_line": "Instant",
        "mana_cost": "{B}",
        "colors": ["B"],
        "layout": "normal",
        "oracle_text": "Target creature gets -1/-1 until end of turn.\nDredge 3 (If you would "
        "draw a card, you may mill three cards instead. If you do, return this card from your "
        "graveyard to your hand.)",
    },
}
TO_DRAW = {"type": "advance", "to": "draw"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def alice(library: int) -> GameState:
    return board(
        {
            "id": "A",
            "graveyard": [{"id": "blast", "card": "Darkblast"}],
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(library)],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "upkeep"},
    )


def test_darkblast_dredged_instead_of_the_draw_step_draw() -> None:
    assert COMPILED.get("Darkblast").label == "automated"  # type: ignore[union-attr]
    asked = pending(alice(4), TO_DRAW)
    assert asked.pending is not None and asked.pending.rule == "702.52a"
    assert {o.id for o in asked.pending.options} == {"draw", "blast"}
    dredged = play(alice(4), TO_DRAW, ["blast"])
    state = dredged.state
    assert state.object("blast").zone is Zone.HAND
    assert [o.id for o in state.zone(Zone.GRAVEYARD, "A")] == ["l0", "l1", "l2"]
    assert [o.id for o in state.zone(Zone.HAND, "A")] == ["blast"]  # no card drawn
    assert [o.id for o in state.zone(Zone.LIBRARY, "A")] == ["l3"]
    assert cites(dredged.log, "702.52a") and cites(dredged.log, "614.11")
    assert cites(dredged.log, "701.17a")


def test_the_player_may_draw_instead_of_dredging() -> None:
    drew = play(alice(4), TO_DRAW, ["draw"])
    assert drew.state.object("blast").zone is Zone.GRAVEYARD
    assert drew.state.object("l0").zone is Zone.HAND
    assert cites(drew.log, "121.1")


def test_too_few_cards_in_the_library_to_dredge() -> None:
    # 702.52b: two cards in the library, Dredge 3: the draw isn't replaced, nothing is asked.
    drew = play(alice(2), TO_DRAW)
    assert drew.state.object("blast").zone is Zone.GRAVEYARD
    assert drew.state.object("l0").zone is Zone.HAND


def test_darkblast_in_the_hand_doesnt_dredge() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "blast", "card": "Darkblast"}],
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(4)],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "upkeep"},
    )
    drew = play(state, TO_DRAW)
    assert drew.state.object("l0").zone is Zone.HAND
