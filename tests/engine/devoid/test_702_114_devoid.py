"""Devoid (702.114a): a characteristic-defining ability, "This object is colorless.", working in
every zone (604.3); the mana cost keeps its colored symbols. Havoc Sower ({3}{B}) is compiled from
its Oracle text: "Devoid (reminder)" and "{1}{C}: ~ gets +2/+1 until end of turn."
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites

HAVOC_SOWER = {
    "name": "Havoc Sower",
    "type_line": "Creature — Eldrazi Drone",
    "mana_cost": "{3}{B}",
    "colors": ["B"],
    "power": "3",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Devoid (This card has no color.)\n{1}{C}: Havoc Sower gets +2/+1 until end "
    "of turn. ({C} represents colorless mana.)",
}


@pytest.fixture(autouse=True)
def _havoc_sower_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Havoc Sower": HAVOC_SOWER})


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "sower_card", "card": "Havoc Sower"}],
            "battlefield": [{"id": "sower", "card": "Havoc Sower"}],
        },
        {"id": "B", "hand": [{"id": "blade", "card": "Doom Blade"}]},
        turn={"number": 3, "active_player": "B"},
    )


def test_havoc_sower_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(HAVOC_SOWER)
    assert compiled.label == AUTOMATED
    assert compiled.definition.keywords == ("Devoid",)
    assert compiled.definition.colors == ("B",)  # its printed color; devoid makes it colorless


def test_a_devoid_card_is_colorless_in_every_zone_604_3() -> None:
    state = _board()
    assert chars(state, state.object("sower")).colors == ()
    assert chars(state, state.object("sower_card")).colors == ()
    assert chars(state, state.object("sower")).mana_cost == "{3}{B}"


def test_doom_blade_can_target_a_black_devoid_creature_as_nonblack() -> None:
    cast = settle(_board(), {"type": "cast", "object": "blade", "targets": ["sower"], "free": True})
    assert cites(cast.log, "601.2c")
    done = resolve_all(cast.state)
    assert done.object("sower").zone is Zone.GRAVEYARD
