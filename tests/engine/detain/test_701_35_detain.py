"""Detain (701.35a): "Until the next turn of the controller of that spell or ability, that
permanent can't attack or block and its activated abilities can't be activated." Inaction
Injunction ("Detain target creature an opponent controls." / "Draw a card.") and Vitu-Ghazi
Guildmage (an activated ability to detain) are compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

INJUNCTION = {
    "name": "Inaction Injunction",
    "type_line": "Sorcery",
    "mana_cost": "{1}{U}",
    "layout": "normal",
    "keywords": ["Detain"],
    "oracle_text": "Detain target creature an opponent controls. (Until your next turn, that "
    "creature can't attack or block and its activated abilities can't be activated.)\nDraw a card.",
}
GUILDMAGE = {
    "name": "Vitu-Ghazi Guildmage",
    "type_line": "Creature — Dryad Shaman",
    "mana_cost": "{G}{W}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Populate"],
    "oracle_text": "{4}{G}{W}: Create a 3/3 green Centaur creature token.\n{2}{G}{W}: Populate. "
    "(Create a token that's a copy of a creature token you control.)",
}
RECORDS = {r["name"]: r for r in (INJUNCTION, GUILDMAGE)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_detain_compiles_and_prints_back() -> None:
    compiled = compile_record(INJUNCTION)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Detain target creature an opponent controls.\nDraw a card."


def _detained() -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "injunction", "card": "Inaction Injunction"}],
            "library": [{"id": "a1", "card": "Forest"}, {"id": "a2", "card": "Forest"}],
        },
        {
            "id": "B",
            "battlefield": [{"id": "mage", "card": "Vitu-Ghazi Guildmage"}],
            "library": [{"id": "b1", "card": "Forest"}],
        },
    )
    cast = play(state, {"type": "cast", "object": "injunction", "targets": ["mage"], "free": True})
    done = play(cast.state, RESOLVE)
    assert cites(done.log, "701.35a")
    assert done.state.object("a1").zone.value == "hand"
    return done.state


def test_a_detained_creature_cant_attack_on_its_controllers_turn_701_35a() -> None:
    state = play(_detained(), {"type": "advance", "to": "declare_attackers", "turn": "next"}).state
    assert state.turn.active_player == "B"
    with pytest.raises(IllegalAction):
        play(state, {"type": "attack", "attackers": {"mage": "A"}})


def test_its_activated_abilities_cant_be_activated_602_5() -> None:
    state = play(_detained(), {"type": "advance", "to": "precombat_main", "turn": "next"}).state
    with pytest.raises(IllegalAction):
        play(state, {"type": "activate", "object": "mage", "ability": 0, "free": True})


def test_detain_ends_as_its_controllers_next_turn_begins() -> None:
    state = play(_detained(), {"type": "advance", "to": "upkeep", "turn": "next"}).state
    state = play(state, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert state.turn.active_player == "A"
    assert not [e for e in state.effects if e.kind in ("gain_keywords", "cant_activate")]
