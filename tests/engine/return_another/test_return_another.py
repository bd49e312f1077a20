"""Returning another permanent you control, chosen as the ability resolves (608.2d: not a
target): Ambush Krotiq ("return another creature you control to its owner's hand") and Aviary
Mechanic ("you may return another permanent you control ..."), compiled from their Oracle
text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, pending, play

AMBUSH_KROTIQ = {
    "name": "Ambush Krotiq",
    "type_line": "Creature — Insect",
    "mana_cost": "{5}{G}",
    "colors": ["G"],
    "power": "5",
    "toughness": "5",
    "layout": "normal",
    "keywords": ["Trample"],
    "oracle_text": "Trample\nWhen Ambush Krotiq enters the battlefield, return another creature "
    "you control to its owner's hand.",
}
AVIARY_MECHANIC = {
    "name": "Aviary Mechanic",
    "type_line": "Creature — Dwarf Artificer",
    "mana_cost": "{1}{W}",
    "colors": ["W"],
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Aviary Mechanic enters the battlefield, you may return another "
    "permanent you control to its owner's hand.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Ambush Krotiq": AMBUSH_KROTIQ, "Aviary Mechanic": AVIARY_MECHANIC})


def cast(card: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "free": True}


def test_the_cards_compile_as_automated() -> None:
    assert compile_record(AMBUSH_KROTIQ).label == AUTOMATED
    assert compile_record(AVIARY_MECHANIC).label == AUTOMATED


def test_krotiq_returns_another_creature_chosen_on_resolution_608_2d() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "krotiq", "card": "Ambush Krotiq"}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "elves", "card": "Llanowar Elves"},
                {"id": "forest", "card": "Forest"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
    )
    entered = play(play(state, cast("krotiq")).state, RESOLVE).state
    asked = pending(entered, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.TARGET and asked.rule == "608.2d"
    # Your other creatures: not the Krotiq itself, the Forest or Bob's Giant.
    assert {o.id for o in asked.options} == {"bears", "elves"}
    done = play(entered, RESOLVE, ["elves"])
    assert done.state.object("elves").zone is Zone.HAND
    assert done.state.object("krotiq").zone is Zone.BATTLEFIELD


def test_krotiq_alone_returns_nothing() -> None:
    state = board({"id": "A", "hand": [{"id": "krotiq", "card": "Ambush Krotiq"}]}, {"id": "B"})
    entered = play(play(state, cast("krotiq")).state, RESOLVE).state
    done = play(entered, RESOLVE)
    assert done.state.object("krotiq").zone is Zone.BATTLEFIELD


def test_aviary_mechanic_may_return_another_permanent_even_a_land() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "mechanic", "card": "Aviary Mechanic"}],
            "battlefield": [{"id": "forest", "card": "Forest"}],
        },
        {"id": "B"},
    )
    entered = play(play(state, cast("mechanic")).state, RESOLVE).state
    assert play(entered, RESOLVE, ["no"]).state.object("forest").zone is Zone.BATTLEFIELD
    done = play(entered, RESOLVE, ["yes"])
    assert done.state.object("forest").zone is Zone.HAND
    assert done.state.object("mechanic").zone is Zone.BATTLEFIELD
