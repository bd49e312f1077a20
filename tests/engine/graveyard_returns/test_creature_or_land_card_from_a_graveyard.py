"""Pulse of Murasa: "Return target creature or land card from a graveyard to its owner's hand.
You gain 6 life." The target word "creature_or_land_card_in_a_graveyard" (115.1): a card in any
player's graveyard with either card type; it goes to its owner's hand (400.7, 404.1), whoever
cast the spell."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

PULSE = {
    "name": "Pulse of Murasa",
    "mana_cost": "{2}{G}",
    "type_line": "Instant",
    "layout": "normal",
    "oracle_text": "Return target creature or land card from a graveyard to its owner's hand. "
    "You gain 6 life.",
}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Pulse of Murasa": PULSE})


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "life": 10,
            "hand": [{"id": "pulse", "card": "Pulse of Murasa"}],
            "graveyard": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {
            "id": "B",
            "graveyard": [
                {"id": "forest", "card": "Forest"},
                {"id": "ring", "card": "Sol Ring"},
            ],
            "battlefield": [{"id": "giant", "card": "Hill Giant"}],
        },
    )


def _pulse(target: str) -> Any:
    cast = play(_board(), {"type": "cast", "object": "pulse", "targets": [target], "free": True})
    return play(cast.state, {"type": "resolve"})


def test_pulse_of_murasa_compiles_automated_and_prints_its_text() -> None:
    compiled = compile_record(PULSE)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_a_creature_card_from_your_graveyard_returns_and_you_gain_6() -> None:
    done = _pulse("bears")
    assert done.state.object("bears").zone is Zone.HAND
    assert done.state.object("bears").owner == "A"
    assert done.state.player("A").life == 16
    assert cites(done.log, "119.3")


def test_a_land_card_from_an_opponents_graveyard_goes_to_its_owners_hand_400_7() -> None:
    done = _pulse("forest")
    assert done.state.object("forest").zone is Zone.HAND
    assert done.state.object("forest") in done.state.zone(Zone.HAND, "B")
    assert done.state.player("A").life == 16


def test_an_artifact_card_or_a_creature_on_the_battlefield_cant_be_chosen_115_1() -> None:
    for target in ("ring", "giant"):
        with pytest.raises(IllegalAction) as refused:
            apply(
                _board(),
                {"type": "cast", "object": "pulse", "targets": [target], "free": True},
                [],
            )
        assert refused.value.rule == "115.1"
