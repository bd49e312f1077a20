"""Hideaway N (702.75a): when the permanent enters, its controller looks at the top N cards of
their library, exiles one face down (linked to the permanent, 607.2a) and puts the rest on the
bottom in a random order. A card printed with "Hideaway" and no number has Oracle's errata:
hideaway 4, and it enters tapped (702.75b). Windbrisk Heights ("Hideaway", a land) and Clive's
Hideaway ("Hideaway 4") of the 2026 card file are compiled from their Oracle text; their lines
that play the exiled card aren't applied yet, so neither card is automated."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.mechanics.linked_exile import LINK
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

HEIGHTS = "Windbrisk Heights"
CLIVE = "Clive's Hideaway"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, HEIGHTS, CLIVE, "Grizzly Bears", "Hill Giant", "Air Elemental")


@pytest.mark.parametrize(("name", "line"), [(HEIGHTS, "Hideaway"), (CLIVE, "Hideaway 4")])
def test_702_75a_the_keyword_line_is_applied_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    (status,) = [s for s in compiled.lines if s.text == line]
    assert status.applied
    assert line in compiled.printed.splitlines()


def _played() -> GameState:
    library = [
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "giant", "card": "Hill Giant"},
        {"id": "air", "card": "Air Elemental"},
        {"id": "fourth", "card": "Grizzly Bears"},
        {"id": "fifth", "card": "Hill Giant"},
    ]
    state = board(
        {"id": "A", "hand": [{"id": "heights", "card": HEIGHTS}], "library": library},
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    return play(state, {"type": "play_land", "object": "heights"}).state


def test_702_75b_without_a_number_it_enters_tapped_and_looks_at_four() -> None:
    state = _played()
    assert state.object("heights").tapped
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert {o.id for o in asked.pending.options} == {"bears", "giant", "air", "fourth"}


def test_702_75a_one_card_exiled_face_down_linked_the_rest_on_the_bottom() -> None:
    done = play(_played(), RESOLVE, ["air"])
    air = done.state.object("air")
    assert air.zone is Zone.EXILE and air.face_down
    links = [e for e in done.state.effects if e.kind == LINK and e.source == "heights"]
    assert [e.params.get("card") for e in links] == ["air"]
    library = [o.id for o in done.state.zone(Zone.LIBRARY, "A")]
    assert library[0] == "fifth"  # the card not looked at is on top now
    assert set(library[1:]) == {"bears", "giant", "fourth"}
    assert cites(done.log, "702.75a")
