"""A target creature card of your graveyard put on top of your library (401.2, 115.1): Golgari
Thug ("When ~ dies, put target creature card from your graveyard on top of your library.", which
may target itself, in the graveyard as the ability triggers) and Mortuary Mire ("you may"),
compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

GOLGARI_THUG = {
    "name": "Golgari Thug",
    "type_line": "Creature — Human Warrior",
    "mana_cost": "{1}{B}",
    "colors": ["B"],
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Dredge", "Mill"],
    "oracle_text": "When Golgari Thug dies, put target creature card from your graveyard on top "
    "of your library.\nDredge 4 (If you would draw a card, you may mill four cards instead. If "
    "you do, return this card from your graveyard to your hand.)",
}
MORTUARY_MIRE = {
    "name": "Mortuary Mire",
    "type_line": "Land",
    "mana_cost": "",
    "colors": [],
    "layout": "normal",
    "keywords": [],
    "oracle_text": "Mortuary Mire enters the battlefield tapped.\nWhen Mortuary Mire enters the "
    "battlefield, you may put target creature card from your graveyard on top of your library."
    "\n{T}: Add {B}.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Golgari Thug": GOLGARI_THUG, "Mortuary Mire": MORTUARY_MIRE})


def test_the_cards_compile_as_automated() -> None:
    assert compile_record(GOLGARI_THUG).label == AUTOMATED
    assert compile_record(MORTUARY_MIRE).label == AUTOMATED


def test_golgari_thug_puts_a_creature_card_on_top_of_your_library_401_2() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "thug", "card": "Golgari Thug"}],
            "graveyard": [{"id": "giant", "card": "Hill Giant"}, {"id": "bolt", "card": "Shock"}],
            "library": [{"id": "top", "card": "Forest"}],
        },
        {"id": "B", "graveyard": [{"id": "theirs", "card": "Grizzly Bears"}]},
    )
    died = pending(state, {"type": "move_object", "object": "thug", "to": "graveyard"})
    asked = died.pending
    assert asked is not None and asked.kind is DecisionKind.TARGET
    # Creature cards of your own graveyard, the Thug itself among them: not Shock, not Bob's.
    assert {o.id for o in asked.options} == {"thug", "giant"}
    chosen = play(state, {"type": "move_object", "object": "thug", "to": "graveyard"}, ["giant"])
    done = play(chosen.state, RESOLVE)
    assert [c.id for c in done.state.zone(Zone.LIBRARY, "A")] == ["giant", "top"]
    assert cites(done.log, "401.2")


def test_mortuary_mire_may_put_the_card_on_top_and_enters_tapped() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "mire", "card": "Mortuary Mire"}],
            "graveyard": [{"id": "giant", "card": "Hill Giant"}],
            "library": [{"id": "top", "card": "Forest"}],
        },
        {"id": "B"},
    )
    played = play(state, {"type": "play_land", "object": "mire"})
    assert played.state.object("mire").tapped
    asked = pending(played.state, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.MAY
    kept = play(played.state, RESOLVE, ["no"])
    assert kept.state.object("giant").zone is Zone.GRAVEYARD
    done = play(played.state, RESOLVE, ["yes"])
    assert [c.id for c in done.state.zone(Zone.LIBRARY, "A")] == ["giant", "top"]
