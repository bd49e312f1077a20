"""Tokens created with a stated ability (111.1, 111.4): Kozilek's Predator ("When ~ enters,
create two 0/1 colorless Eldrazi Spawn creature tokens. They have "Sacrifice this creature: Add
{C}."") compiled from its Oracle text; each Spawn's ability is a mana ability (605.1a) that
sacrifices it (701.21a) for {C}."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

KOZILEKS_PREDATOR = {
    "name": "Kozilek's Predator",
    "mana_cost": "{3}{G}",
    "type_line": "Creature — Eldrazi Drone",
    "oracle_text": "When Kozilek's Predator enters the battlefield, create two 0/1 colorless "
    'Eldrazi Spawn creature tokens. They have "Sacrifice this creature: Add {C}."',
    "power": "3",
    "toughness": "3",
    "colors": ["G"],
}
BLISTERPOD = {
    "name": "Blisterpod",
    "mana_cost": "{G}",
    "type_line": "Creature — Eldrazi Drone",
    "oracle_text": "Devoid (This card has no color.)\nWhen Blisterpod dies, create a 1/1 "
    'colorless Eldrazi Scion creature token. It has "Sacrifice this creature: Add {C}."',
    "power": "1",
    "toughness": "1",
    "colors": [],
}
# No real card gives a Spawn another ability; a made-up one keeps its sentence text.
SPAWN_WITH_ANOTHER_ABILITY = {
    "name": "Test Spawner",
    "mana_cost": "{3}{G}",
    "type_line": "Creature — Eldrazi Drone",
    "oracle_text": "When Test Spawner enters the battlefield, create two 0/1 colorless Eldrazi "
    'Spawn creature tokens. They have "Sacrifice this creature: Add {G}."',
    "power": "3",
    "toughness": "3",
    "colors": ["G"],
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Kozilek's Predator": KOZILEKS_PREDATOR, "Blisterpod": BLISTERPOD})


def test_predator_and_blisterpod_compile_automated_and_print_their_text() -> None:
    predator = compile_record(KOZILEKS_PREDATOR)
    assert predator.label == AUTOMATED
    assert predator.printed == (
        "When ~ enters, create two 0/1 colorless Eldrazi Spawn creature tokens. "
        'They have "Sacrifice ~: Add {C}."'
    )
    blisterpod = compile_record(BLISTERPOD)
    assert blisterpod.label == AUTOMATED
    assert blisterpod.printed.endswith('token. It has "Sacrifice ~: Add {C}."')


def test_a_spawn_with_an_ability_the_engine_does_not_define_stays_text() -> None:
    assert compile_record(SPAWN_WITH_ANOTHER_ABILITY).label != AUTOMATED


def test_predator_makes_two_spawn_that_each_sacrifice_for_colorless_mana() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "predator", "card": "Kozilek's Predator"}]},
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "predator", "free": True})
    entered = play(cast.state, {"type": "resolve"})  # the Predator enters; its trigger (603.2)
    made = play(entered.state, {"type": "resolve"})  # the trigger makes the tokens (111.1)
    assert cites(made.log, "111.1")
    spawn = [o for o in made.state.battlefield if o.token]
    assert [o.card for o in spawn] == ["Eldrazi Spawn Token", "Eldrazi Spawn Token"]
    first = chars(made.state, spawn[0])
    assert (first.power, first.toughness, first.colors) == (0, 1, ())
    assert first.subtypes == ("Eldrazi", "Spawn")
    assert all(o.controller == "A" for o in spawn)
    sacrificed = play(made.state, {"type": "activate", "object": spawn[0].id, "ability": 0})
    after = sacrificed.state
    assert dict(after.player("A").mana_pool.to_json()) == {"C": 1}
    sacrificed_spawn = after.find_object(spawn[0].id)
    assert sacrificed_spawn is None or sacrificed_spawn.zone is not Zone.BATTLEFIELD
    assert after.object(spawn[1].id).zone is Zone.BATTLEFIELD
    assert not after.zone(Zone.STACK)  # a mana ability doesn't use the stack (605.3b)
    assert all(cites(sacrificed.log, rule) for rule in ("701.21a", "605.3b", "704.5d"))
