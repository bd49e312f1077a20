"""Discarding a whole hand (701.9a): Ox of Agonas ("When ~ enters, discard your hand, then draw
three cards.") and Mindslicer ("When ~ dies, each player discards their hand."), compiled from
their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

OX_OF_AGONAS = {
    "name": "Ox of Agonas",
    "type_line": "Creature — Ox",
    "mana_cost": "{3}{R}{R}",
    "colors": ["R"],
    "power": "4",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Escape"],
    "oracle_text": "When Ox of Agonas enters the battlefield, discard your hand, then draw three "
    "cards.\nEscape—{R}{R}, Exile eight other cards from your graveyard. (You may cast this card "
    "from your graveyard for its escape cost.)\nOx of Agonas escapes with a +1/+1 counter on it.",
}
MINDSLICER = {
    "name": "Mindslicer",
    "type_line": "Creature — Horror",
    "mana_cost": "{2}{B}{B}",
    "colors": ["B"],
    "power": "4",
    "toughness": "3",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Mindslicer dies, each player discards their hand.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Ox of Agonas": OX_OF_AGONAS, "Mindslicer": MINDSLICER})


def test_the_cards_compile_as_automated() -> None:
    assert compile_record(OX_OF_AGONAS).label == AUTOMATED
    assert compile_record(MINDSLICER).label == AUTOMATED


def test_ox_of_agonas_discards_the_hand_then_draws_three_701_9a() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "ox", "card": "Ox of Agonas"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "shock", "card": "Shock"},
            ],
            "library": [{"id": f"l{i}", "card": "Forest"} for i in range(4)],
        },
        {"id": "B"},
    )
    entered = play(play(state, {"type": "cast", "object": "ox", "free": True}).state, RESOLVE)
    done = play(entered.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert done.state.object("shock").zone is Zone.GRAVEYARD
    assert sorted(c.id for c in done.state.zone(Zone.HAND, "A")) == ["l0", "l1", "l2"]
    assert cites(done.log, "701.9a")


def test_mindslicer_makes_each_player_discard_their_hand() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "slicer", "card": "Mindslicer"}],
            "hand": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {
            "id": "B",
            "hand": [{"id": "shock", "card": "Shock"}, {"id": "giant", "card": "Hill Giant"}],
        },
    )
    died = play(state, {"type": "move_object", "object": "slicer", "to": "graveyard"})
    done = play(died.state, RESOLVE)
    assert done.state.zone(Zone.HAND, "A") == () and done.state.zone(Zone.HAND, "B") == ()
    assert done.state.object("giant").zone is Zone.GRAVEYARD
    assert done.state.object("bears").zone is Zone.GRAVEYARD
