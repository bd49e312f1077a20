"""613.1f: "Enchanted creature gets -5/-0 and loses all abilities." (Fresh Start): the creature's
abilities are removed in layer 6 and the bonus applies in layer 7c (engine.oracle.grammar
.attached); once the Aura is gone the creature has its abilities again."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board

FRESH_START = {
    "name": "Fresh Start",
    "type_line": "Enchantment — Aura",
    "mana_cost": "{1}{U}",
    "layout": "normal",
    "colors": ["U"],
    "oracle_text": "Flash\nEnchant creature\nEnchanted creature gets -5/-0 and loses all "
    "abilities.",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Fresh Start": FRESH_START})


def test_the_aura_is_automated() -> None:
    assert compile_record(FRESH_START).label == AUTOMATED


def angel(with_aura: bool) -> GameState:
    aura = [{"id": "aura", "card": "Fresh Start", "attached_to": "angel"}] if with_aura else []
    return board(
        {"id": "A", "battlefield": [{"id": "angel", "card": "Serra Angel"}, *aura]}, {"id": "B"}
    )


def test_the_enchanted_angel_loses_flying_and_vigilance_and_gets_minus_5() -> None:
    state = angel(with_aura=True)
    c = chars(state, state.object("angel"))
    assert (c.power, c.toughness) == (-1, 4)  # a 4/4 with -5/-0: power can be negative
    assert "flying" not in c.keywords and "vigilance" not in c.keywords
    layers = [
        entry["layer"] for entry in engine.characteristics_report(state)["angel"]["breakdown"]
    ]
    assert "613.1f" in layers and "613.4c" in layers


def test_without_the_aura_it_keeps_its_abilities() -> None:
    state = angel(with_aura=False)
    c = chars(state, state.object("angel"))
    assert "flying" in c.keywords and (c.power, c.toughness) == (4, 4)
