"""Proliferate (701.34a) after another instruction, in the same sentence ("Put a +1/+1 counter on
target creature, then proliferate.": Courage in Crisis, 608.2c), and the trigger "whenever you
proliferate" (Scheming Aspirant), which triggers even when nothing is chosen. Compiled from their
Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play

REMINDER = (
    " (Choose any number of permanents and/or players, then give each another counter of "
    "each kind already there.)"
)
COURAGE = {
    "name": "Courage in Crisis",
    "type_line": "Sorcery",
    "mana_cost": "{2}{G}",
    "layout": "normal",
    "keywords": ["Proliferate"],
    "oracle_text": "Put a +1/+1 counter on target creature, then proliferate." + REMINDER,
}
ASPIRANT = {
    "name": "Scheming Aspirant",
    "type_line": "Creature — Phyrexian Advisor",
    "mana_cost": "{1}{B}",
    "power": "2",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Whenever you proliferate, each opponent loses 2 life and you gain 2 life.",
}
RECORDS = {r["name"]: r for r in (COURAGE, ASPIRANT)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_the_cards_compile_automated_and_print_back() -> None:
    courage = compile_record(COURAGE)
    assert courage.label == AUTOMATED
    assert courage.printed == "Put a +1/+1 counter on target creature, then proliferate."
    assert compile_record(ASPIRANT).label == AUTOMATED


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "courage", "card": "Courage in Crisis"}],
            "battlefield": [
                {"id": "aspirant", "card": "Scheming Aspirant"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "ogre", "card": "Gray Ogre", "counters": {"+1/+1": 2}},
            ],
        },
        {"id": "B", "poison": 3},
    )


def _cast(choices: list[str]) -> Any:
    cast = play(_board(), {"type": "cast", "object": "courage", "targets": ["bears"], "free": True})
    return play(cast.state, RESOLVE, choices)


def test_the_counter_is_put_first_so_the_target_can_be_proliferated_608_2c_701_34a() -> None:
    # candidates, permanents first: the Bears (its new counter), the Ogre, then player B
    done = _cast(["add", "skip", "add"])
    state = done.state
    assert state.object("bears").counter("+1/+1") == 2
    assert state.object("ogre").counter("+1/+1") == 2
    assert state.player("B").poison == 4
    assert cites(done.log, "701.34a")


def test_whenever_you_proliferate_drains_each_opponent() -> None:
    state = resolve_all(_cast(["add", "add", "skip"]).state)
    assert state.player("B").life == 18 and state.player("A").life == 22


def test_it_triggers_even_when_nothing_is_chosen() -> None:
    state = resolve_all(_cast(["skip", "skip", "skip"]).state)
    assert state.object("bears").counter("+1/+1") == 1
    assert state.player("B").life == 18 and state.player("A").life == 22
