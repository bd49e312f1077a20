"""Optional triggered abilities worded "you may have [it / a target] [do]" (603.5: the choice is
made as the ability resolves): Goblin Arsonist, Fourth Bridge Prowler, Atzocan Archer and
Cartouche of Strength, compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play

GOBLIN_ARSONIST = {
    "name": "Goblin Arsonist",
    "type_line": "Creature — Goblin Shaman",
    "mana_cost": "{R}",
    "colors": ["R"],
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Goblin Arsonist dies, you may have it deal 1 damage to any target.",
}
FOURTH_BRIDGE_PROWLER = {
    "name": "Fourth Bridge Prowler",
    "type_line": "Creature — Human Rogue",
    "mana_cost": "{B}",
    "colors": ["B"],
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Fourth Bridge Prowler enters the battlefield, you may have target "
    "creature get -1/-1 until end of turn.",
}
ATZOCAN_ARCHER = {
    "name": "Atzocan Archer",
    "type_line": "Creature — Human Archer",
    "mana_cost": "{2}{G}",
    "colors": ["G"],
    "power": "1",
    "toughness": "4",
    "layout": "normal",
    "keywords": ["Fight", "Reach"],
    "oracle_text": "Reach\nWhen Atzocan Archer enters the battlefield, you may have it fight "
    "another target creature. (Each deals damage equal to its power to the other.)",
}
CARTOUCHE_OF_STRENGTH = {
    "name": "Cartouche of Strength",
    "type_line": "Enchantment — Aura Cartouche",
    "mana_cost": "{2}{G}",
    "colors": ["G"],
    "layout": "normal",
    "keywords": ["Enchant", "Fight"],
    "oracle_text": "Enchant creature you control\nWhen Cartouche of Strength enters the "
    "battlefield, you may have enchanted creature fight target creature an opponent controls. "
    "(Each deals damage equal to its power to the other.)\nEnchanted creature gets +1/+1 and "
    "has trample.",
}
CARDS = {
    c["name"]: c
    for c in (GOBLIN_ARSONIST, FOURTH_BRIDGE_PROWLER, ATZOCAN_ARCHER, CARTOUCHE_OF_STRENGTH)
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(CARDS)


def cast(card: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "targets": list(targets), "free": True}


@pytest.mark.parametrize("record", list(CARDS.values()), ids=list(CARDS))
def test_the_cards_compile_as_automated(record: Any) -> None:
    assert compile_record(record).label == AUTOMATED


def test_goblin_arsonist_may_deal_1_damage_as_the_ability_resolves_603_5() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "arsonist", "card": "Goblin Arsonist"}]},
        {"id": "B"},
    )
    died = play(state, {"type": "move_object", "object": "arsonist", "to": "graveyard"}, ["B"])
    asked = pending(died.state, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.MAY and asked.rule == "603.5"
    assert play(died.state, RESOLVE, ["no"]).state.player("B").life == 20
    assert play(died.state, RESOLVE, ["yes"]).state.player("B").life == 19


def test_fourth_bridge_prowler_may_give_target_creature_minus_1_minus_1() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "prowler", "card": "Fourth Bridge Prowler"}]},
        {"id": "B", "battlefield": [{"id": "elf", "card": "Llanowar Elves"}]},
    )
    entered = play(play(state, cast("prowler")).state, RESOLVE, ["elf"])
    done = play(entered.state, RESOLVE, ["yes"])
    assert done.state.object("elf").zone is Zone.GRAVEYARD  # a 1/1 with -1/-1 (704.5f)
    assert cites(done.log, "704.5f")


def test_atzocan_archer_may_fight_another_creature_701_14a() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "archer", "card": "Atzocan Archer"}]},
        {"id": "B", "battlefield": [{"id": "elf", "card": "Llanowar Elves"}]},
    )
    entered = play(play(state, cast("archer")).state, RESOLVE)  # "another": only the Elves
    assert cites(entered.log, "603.3d")
    done = play(entered.state, RESOLVE, ["yes"])
    assert done.state.object("elf").zone is Zone.GRAVEYARD
    assert done.state.object("archer").damage == 1
    assert cites(done.log, "701.14a")


def test_cartouche_of_strength_has_the_enchanted_creature_fight() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "cartouche", "card": "Cartouche of Strength"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
    )
    attached = play(play(state, cast("cartouche", "bears")).state, RESOLVE)
    bears = chars(attached.state, attached.state.object("bears"))
    assert (bears.power, bears.toughness) == (3, 3) and bears.has("trample")
    done = play(attached.state, RESOLVE, ["yes"])
    # The Bears (3/3 with the Aura) and Hill Giant (3/3) deal 3 to each other.
    assert done.state.object("giant").zone is Zone.GRAVEYARD
    assert done.state.object("bears").zone is Zone.GRAVEYARD
