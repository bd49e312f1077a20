"""Goad a group named by a target player (701.15a, 115.1, 611.2c): Geode Rager's "Landfall —
Whenever a land enters the battlefield under your control, goad each creature target player
controls." The player is the trigger's target; each creature that player controls as it
resolves is goaded, no creature of another player. Compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.mechanics.goad import goaders
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

RAGER = {
    "name": "Geode Rager",
    "type_line": "Creature — Elemental",
    "mana_cost": "{4}{R}{R}",
    "power": "4",
    "toughness": "3",
    "layout": "normal",
    "keywords": ["First strike", "Goad", "Landfall"],
    "oracle_text": "First strike\nLandfall — Whenever a land enters the battlefield under your "
    "control, goad each creature target player controls. (Until your next turn, those creatures "
    "attack each combat if able and attack a player other than you if able.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Geode Rager": RAGER})


def test_geode_rager_compiles_and_prints_back_701_15a() -> None:
    compiled = compile_record(RAGER)
    assert compiled.label == AUTOMATED
    assert compiled.printed == (
        "First strike\nLandfall — Whenever a land enters under your control, goad each creature "
        "target player controls."
    )


def _landfall(target: str) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "forest", "card": "Forest"}],
            "battlefield": [
                {"id": "rager", "card": "Geode Rager"},
                {"id": "own_bears", "card": "Grizzly Bears"},
            ],
            "library": [{"id": "a1", "card": "Forest"}, {"id": "a2", "card": "Forest"}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
            ],
            "library": [{"id": "b1", "card": "Forest"}, {"id": "b2", "card": "Forest"}],
        },
    )
    land = {"type": "play_land", "object": "forest"}
    asked = pending(state, land)  # the trigger's target is chosen as it goes on the stack
    assert asked.pending is not None
    on_stack = play(state, land, [target]).state
    done = play(on_stack, RESOLVE)
    assert cites(done.log, "701.15a")
    return done.state


def test_each_creature_the_target_player_controls_is_goaded_701_15a() -> None:
    state = _landfall("B")
    assert goaders(state, "bears") == ("A",)
    assert goaders(state, "giant") == ("A",)
    assert goaders(state, "own_bears") == ()
    turn = play(state, {"type": "advance", "to": "declare_attackers", "turn": "next"}).state
    with pytest.raises(IllegalAction) as refused:
        play(turn, {"type": "attack", "attackers": {}})
    assert refused.value.rule == "701.15b"
