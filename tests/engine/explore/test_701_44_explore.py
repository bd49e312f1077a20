"""Explore (701.44a): reveal the top card; a land card goes to the hand, any other card puts a
+1/+1 counter on the exploring permanent and may go to the graveyard. River Herald Guide
("Vigilance / When ~ enters, it explores."), compiled from its Oracle text: what it explores
changes its size and the top of the library."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

GUIDE = {
    "name": "River Herald Guide",
    "type_line": "Creature — Merfolk Scout",
    "mana_cost": "{3}{G}",
    "power": "3",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Explore", "Vigilance"],
    "oracle_text": "Vigilance\nWhen River Herald Guide enters the battlefield, it explores. "
    "(Reveal the top card of your library. Put that card into your hand if it's a land. "
    "Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into "
    "your graveyard.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"River Herald Guide": GUIDE})


def test_it_compiles_automated() -> None:
    compiled = compile_record(GUIDE)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Vigilance\nWhen ~ enters, it explores."


def _entered(*library: str) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "guide", "card": "River Herald Guide"}],
            "library": [{"id": f"card{i}", "card": name} for i, name in enumerate(library)],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "guide", "free": True})
    return play(cast.state, RESOLVE).state  # its enters ability waits on the stack


def test_a_land_revealed_goes_to_the_hand_and_the_guide_stays_3_2_701_44a() -> None:
    done = play(_entered("Island", "Shock"), RESOLVE)
    state = done.state
    assert state.object("card0").zone is Zone.HAND
    c = chars(state, state.object("guide"))
    assert (c.power, c.toughness) == (3, 2)
    assert cites(done.log, "701.44a")


def test_a_nonland_card_kept_on_top_makes_it_4_3_and_stays_on_top() -> None:
    done = play(_entered("Shock", "Island"), RESOLVE, ["keep"])
    state = done.state
    c = chars(state, state.object("guide"))
    assert (c.power, c.toughness) == (4, 3)
    assert [o.id for o in state.zone(Zone.LIBRARY, "A")] == ["card0", "card1"]
    assert state.object("card0").zone is Zone.LIBRARY
