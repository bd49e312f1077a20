"""Amounts equal to the power of the object with the ability, its last known power once it has
died (608.2h): Fireblade Charger ("When ~ dies, it deals damage equal to its power to any
target.") and Mortis Dogs ("When ~ dies, target player loses life equal to its power."),
compiled from their Oracle text. A line where "its" could mean another object isn't compiled."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record, compile_text
from engine.testing.scenario import board, cites, play

FIREBLADE_CHARGER = {
    "name": "Fireblade Charger",
    "type_line": "Creature — Goblin Warrior",
    "mana_cost": "{R}",
    "colors": ["R"],
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "As long as Fireblade Charger is equipped, it has haste.\nWhen Fireblade "
    "Charger dies, it deals damage equal to its power to any target.",
}
MORTIS_DOGS = {
    "name": "Mortis Dogs",
    "type_line": "Creature — Phyrexian Dog",
    "mana_cost": "{3}{B}",
    "colors": ["B"],
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "Whenever Mortis Dogs attacks, it gets +2/+0 until end of turn.\nWhen Mortis "
    "Dogs dies, target player loses life equal to its power.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Fireblade Charger": FIREBLADE_CHARGER, "Mortis Dogs": MORTIS_DOGS})


def test_the_cards_compile_as_automated() -> None:
    assert compile_record(FIREBLADE_CHARGER).label == AUTOMATED
    assert compile_record(MORTIS_DOGS).label == AUTOMATED


def test_its_of_another_creatures_trigger_is_not_compiled() -> None:
    # "its" is the creature that died, not the object with the ability: not read as its power.
    text = (
        "Whenever another creature you control dies, target player loses life equal to its power."
    )
    compiled = compile_text("Test Hound", "Creature — Dog", text)
    assert compiled.label != AUTOMATED


def test_mortis_dogs_uses_its_last_known_power_608_2h() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "dogs", "card": "Mortis Dogs", "counters": {"+1/+1": 3}}],
        },
        {"id": "B"},
    )
    died = play(state, {"type": "move_object", "object": "dogs", "to": "graveyard"}, ["B"])
    done = play(died.state, RESOLVE)
    # 2/2 with three +1/+1 counters as it last existed on the battlefield: 5 life.
    assert done.state.player("B").life == 15
    assert done.state.player("A").life == 20
    assert cites(done.log, "608.2h")


def test_fireblade_charger_deals_its_last_known_power_to_any_target() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "charger", "card": "Fireblade Charger", "counters": {"+1/+1": 2}}
            ],
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
    )
    died = play(state, {"type": "move_object", "object": "charger", "to": "graveyard"}, ["giant"])
    done = play(died.state, RESOLVE)
    assert done.state.object("giant").zone.value == "graveyard"  # 3 damage to a 3/3
    assert cites(done.log, "608.2h") and cites(done.log, "120.4b")
    assert any("deals 3 damage to Hill Giant" in e.text for e in done.log)
