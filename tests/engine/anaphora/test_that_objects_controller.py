""" "That creature's controller", "that artifact's controller": the controller of the target
named before, or its last controller once it has left the battlefield (608.2h), compiled from
Oracle text (engine.oracle.grammar.anaphora): Smash to Smithereens ("Destroy target artifact. ~
deals 3 damage to that artifact's controller.") and Sonic Assault ("Tap target creature. ~ deals
2 damage to that creature's controller.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play

SMASH = {
    "name": "Smash to Smithereens",
    "mana_cost": "{1}{R}",
    "type_line": "Instant",
    "layout": "normal",
    "oracle_text": "Destroy target artifact. Smash to Smithereens deals 3 damage to that "
    "artifact's controller.",
}
SONIC = {
    "name": "Sonic Assault",
    "mana_cost": "{1}{R}",
    "type_line": "Instant",
    "layout": "normal",
    "oracle_text": "Tap target creature. Sonic Assault deals 2 damage to that creature's "
    "controller.\nJump-start (You may cast this card from your graveyard by discarding a card in "
    "addition to paying its other costs. Then exile this card.)",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Smash to Smithereens": SMASH, "Sonic Assault": SONIC})


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "smash", "card": "Smash to Smithereens"},
                {"id": "sonic", "card": "Sonic Assault"},
            ],
        },
        {
            "id": "B",
            "life": 20,
            "battlefield": [
                {"id": "ring", "card": "Sol Ring"},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
    )


def _cast(card: str, target: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "targets": [target], "free": True}


@pytest.mark.parametrize("record", [SMASH, SONIC])
def test_the_cards_compile_automated(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_the_destroyed_artifacts_last_controller_is_dealt_damage_608_2h() -> None:
    done = play(play(_board(), _cast("smash", "ring")).state, RESOLVE)
    assert done.state.object("ring").zone is Zone.GRAVEYARD
    assert done.state.player("B").life == 17
    assert done.state.player("A").life == 20


def test_sonic_assault_taps_and_damages_its_controller_701_26a() -> None:
    done = play(play(_board(), _cast("sonic", "giant")).state, RESOLVE)
    assert done.state.object("giant").tapped
    assert done.state.player("B").life == 18
