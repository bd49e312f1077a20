"""Arboreal Grazer ("When ~ enters, you may put a land card from your hand onto the battlefield
tapped."), compiled from its Oracle text: the land isn't played (305.4), so the turn's land
play is still there."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

ARBOREAL_GRAZER = {
    "name": "Arboreal Grazer",
    "type_line": "Creature — Beast",
    "mana_cost": "{G}",
    "colors": ["G"],
    "power": "0",
    "toughness": "3",
    "layout": "normal",
    "keywords": ["Reach"],
    "oracle_text": "Reach\nWhen Arboreal Grazer enters the battlefield, you may put a land card "
    "from your hand onto the battlefield tapped.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Arboreal Grazer": ARBOREAL_GRAZER})


def test_arboreal_grazer_compiles_as_automated() -> None:
    assert compile_record(ARBOREAL_GRAZER).label == AUTOMATED


def test_a_land_from_the_hand_enters_tapped_and_the_land_play_stays_305_4() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "grazer", "card": "Arboreal Grazer"},
                {"id": "forest", "card": "Forest"},
                {"id": "island", "card": "Island"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )
    entered = play(play(state, {"type": "cast", "object": "grazer", "free": True}).state, RESOLVE)
    accepted = pending(entered.state, RESOLVE, ["yes"]).pending
    assert accepted is not None and accepted.kind is DecisionKind.TARGET
    assert {o.id for o in accepted.options} == {"forest", "island"}  # land cards only
    done = play(entered.state, RESOLVE, ["yes", "forest"])
    forest = done.state.object("forest")
    assert forest.zone is Zone.BATTLEFIELD and forest.tapped and forest.controller == "A"
    assert cites(done.log, "305.4")
    # The turn's land play is still unused.
    played = play(done.state, {"type": "play_land", "object": "island"})
    assert played.state.object("island").zone is Zone.BATTLEFIELD
