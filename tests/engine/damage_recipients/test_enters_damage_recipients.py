"""Damage to an Aura's enchanted creature (303.4m: "When ~ enters, it deals 1 damage to
enchanted creature.", Tilonalli's Crown) and to "each other creature" (Chaos Maw: every creature
but the source, all at once, 120.4), compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

TILONALLIS_CROWN = {
    "name": "Tilonalli's Crown",
    "type_line": "Enchantment — Aura",
    "mana_cost": "{1}{R}",
    "colors": ["R"],
    "layout": "normal",
    "keywords": ["Enchant"],
    "oracle_text": "Enchant creature\nWhen Tilonalli's Crown enters the battlefield, it deals 1 "
    "damage to enchanted creature.\nEnchanted creature gets +3/+0 and has trample.",
}
CHAOS_MAW = {
    "name": "Chaos Maw",
    "type_line": "Creature — Hellion",
    "mana_cost": "{5}{R}{R}",
    "colors": ["R"],
    "power": "6",
    "toughness": "6",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Chaos Maw enters the battlefield, it deals 3 damage to each other "
    "creature.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Tilonalli's Crown": TILONALLIS_CROWN, "Chaos Maw": CHAOS_MAW})


def test_the_cards_compile_as_automated() -> None:
    assert compile_record(TILONALLIS_CROWN).label == AUTOMATED
    assert compile_record(CHAOS_MAW).label == AUTOMATED


def test_tilonallis_crown_deals_1_damage_to_the_creature_it_enchants_303_4m() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "crown", "card": "Tilonalli's Crown"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
    )
    cast = {"type": "cast", "object": "crown", "targets": ["bears"], "free": True}
    attached = play(play(state, cast).state, RESOLVE)
    done = play(attached.state, RESOLVE)
    bears = done.state.object("bears")
    assert bears.damage == 1 and bears.zone is Zone.BATTLEFIELD
    assert (chars(done.state, bears).power, chars(done.state, bears).toughness) == (5, 2)
    assert done.state.object("giant").damage == 0
    assert cites(done.log, "120.4b")


def test_chaos_maw_deals_3_damage_to_each_other_creature_not_itself_120_4() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "maw", "card": "Chaos Maw"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "giant", "card": "Hill Giant"},
                {"id": "angel", "card": "Serra Angel"},
            ],
        },
    )
    entered = play(play(state, {"type": "cast", "object": "maw", "free": True}).state, RESOLVE)
    done = play(entered.state, RESOLVE)
    assert done.state.object("maw").damage == 0
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert done.state.object("giant").zone is Zone.GRAVEYARD
    assert done.state.object("angel").damage == 3
    assert done.state.player("B").life == 20
