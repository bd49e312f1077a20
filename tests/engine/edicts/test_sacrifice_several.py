"""A player sacrificing several creatures they choose (701.21a), compiled from Oracle text:
Dead Drop ("Target player sacrifices two creatures.") and Barter in Blood ("Each player
sacrifices two creatures.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

DEAD_DROP = {
    "name": "Dead Drop",
    "mana_cost": "{9}{B}",
    "type_line": "Sorcery",
    "layout": "normal",
    "oracle_text": "Delve (Each card you exile from your graveyard while casting this spell pays "
    "for {1}.)\nTarget player sacrifices two creatures.",
}
BARTER = {
    "name": "Barter in Blood",
    "mana_cost": "{2}{B}{B}",
    "type_line": "Sorcery",
    "layout": "normal",
    "oracle_text": "Each player sacrifices two creatures.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Dead Drop": DEAD_DROP, "Barter in Blood": BARTER})


def _board(*theirs: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "drop", "card": "Dead Drop"},
                {"id": "barter", "card": "Barter in Blood"},
            ],
            "battlefield": [{"id": "ogre", "card": "Gray Ogre"}],
        },
        {
            "id": "B",
            "battlefield": [{"id": t, "card": "Grizzly Bears"} for t in theirs],
        },
    )


@pytest.mark.parametrize("record", [DEAD_DROP, BARTER])
def test_the_cards_compile_automated(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_with_two_creatures_both_are_sacrificed_701_21a() -> None:
    cast = {"type": "cast", "object": "drop", "targets": ["B"], "free": True}
    done = play(play(_board("b1", "b2"), cast).state, RESOLVE)
    assert done.state.object("b1").zone is Zone.GRAVEYARD
    assert done.state.object("b2").zone is Zone.GRAVEYARD
    assert done.state.object("ogre").zone is Zone.BATTLEFIELD
    assert cites(done.log, "701.21a")


def test_with_three_creatures_the_player_chooses_two() -> None:
    cast = {"type": "cast", "object": "drop", "targets": ["B"], "free": True}
    on_stack = play(_board("b1", "b2", "b3"), cast).state
    asked = apply(on_stack, RESOLVE, [])
    assert asked.pending is not None and asked.pending.decider == "B"


def test_barter_in_blood_each_player_sacrifices_what_they_have() -> None:
    done = play(
        play(_board("b1", "b2"), {"type": "cast", "object": "barter", "free": True}).state, RESOLVE
    )
    assert done.state.object("ogre").zone is Zone.GRAVEYARD  # A has only one
    assert done.state.object("b1").zone is Zone.GRAVEYARD
    assert done.state.object("b2").zone is Zone.GRAVEYARD
