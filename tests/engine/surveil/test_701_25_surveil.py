"""Surveil (701.25): look at the top N cards, put any number into the graveyard and the rest
back on top in any order (701.25a). Dreams of Laguna ("Surveil 1, then draw a card.") surveils
then draws; Dimir Spybug's "Whenever you surveil" triggers once the surveil is complete
(701.25d). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play

DREAMS = {
    "name": "Dreams of Laguna",
    "type_line": "Instant",
    "mana_cost": "{1}{U}",
    "layout": "normal",
    "keywords": ["Flashback", "Surveil"],
    "oracle_text": "Surveil 1, then draw a card. (To surveil 1, look at the top card of your "
    "library. You may put it into your graveyard.)\nFlashback {3}{U} (You may cast this card "
    "from your graveyard for its flashback cost. Then exile it.)",
}
SPYBUG = {
    "name": "Dimir Spybug",
    "type_line": "Creature — Insect",
    "mana_cost": "{U}{B}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Flying", "Menace"],
    "oracle_text": "Flying\nMenace (This creature can't be blocked except by two or more "
    "creatures.)\nWhenever you surveil, put a +1/+1 counter on Dimir Spybug.",
}
RECORDS = {r["name"]: r for r in (DREAMS, SPYBUG)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_the_card_compiles_automated(name: str) -> None:
    assert compile_record(RECORDS[name]).label == AUTOMATED


def _board(library: list[dict[str, str]]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "dreams", "card": "Dreams of Laguna"}],
            "battlefield": [{"id": "spybug", "card": "Dimir Spybug"}],
            "library": library,
        },
        {"id": "B"},
    )


LIBRARY = [{"id": "c1", "card": "Shock"}, {"id": "c2", "card": "Island"}]


def test_surveil_puts_the_card_into_the_graveyard_then_draws_the_next_701_25a() -> None:
    cast = play(_board(LIBRARY), {"type": "cast", "object": "dreams", "free": True})
    done = play(cast.state, RESOLVE, ["graveyard"])
    assert done.state.object("c1").zone is Zone.GRAVEYARD
    assert done.state.object("c2").zone is Zone.HAND
    assert cites(done.log, "701.25a") and cites(done.log, "121.1")


def test_keeping_the_card_on_top_draws_it() -> None:
    cast = play(_board(LIBRARY), {"type": "cast", "object": "dreams", "free": True})
    done = play(cast.state, RESOLVE, ["top"])
    assert done.state.object("c1").zone is Zone.HAND
    assert done.state.object("c2").zone is Zone.LIBRARY


def test_whenever_you_surveil_triggers_after_the_surveil_701_25d() -> None:
    cast = play(_board(LIBRARY), {"type": "cast", "object": "dreams", "free": True})
    done = resolve_all(play(cast.state, RESOLVE, ["top"]).state)
    assert done.object("spybug").counter("+1/+1") == 1
