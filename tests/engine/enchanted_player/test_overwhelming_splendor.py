"""Overwhelming Splendor: "Enchant player / Creatures enchanted player controls lose all
abilities and have base power and toughness 1/1. / Enchanted player can't activate abilities
that aren't mana abilities or loyalty abilities." (compiled from its Oracle text). Layer 6
removes the abilities (613.1f), layer 7b sets the base 1/1 (613.4b) and counters still count
after it (613.4c); the enchanted player can't begin to activate any other ability (602.5) but
may still activate mana abilities (605.1a)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play

OVERWHELMING_SPLENDOR = {
    "name": "Overwhelming Splendor",
    "type_line": "Enchantment — Aura Curse",
    "mana_cost": "{6}{W}{W}",
    "layout": "normal",
    "oracle_text": "Enchant player\nCreatures enchanted player controls lose all abilities and "
    "have base power and toughness 1/1.\nEnchanted player can't activate abilities that aren't "
    "mana abilities or loyalty abilities.",
}
MIND_STONE = {
    "name": "Mind Stone",
    "type_line": "Artifact",
    "mana_cost": "{2}",
    "layout": "normal",
    "oracle_text": "{T}: Add {C}.\n{1}, {T}, Sacrifice Mind Stone: Draw a card.",
}
SERRA_ANGEL = {
    "name": "Serra Angel",
    "type_line": "Creature — Angel",
    "mana_cost": "{3}{W}{W}",
    "power": "4",
    "toughness": "4",
    "layout": "normal",
    "oracle_text": "Flying, vigilance",
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(
        {
            "Overwhelming Splendor": OVERWHELMING_SPLENDOR,
            "Mind Stone": MIND_STONE,
            "Serra Angel": SERRA_ANGEL,
        }
    )


def test_overwhelming_splendor_compiles_automated() -> None:
    assert compile_record(OVERWHELMING_SPLENDOR).label == AUTOMATED


def _board() -> GameState:
    """Alice's Splendor enchants Bob; both have a Serra Angel and a Mind Stone."""
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {"id": "splendor", "card": "Overwhelming Splendor", "attached_to": "B"},
                {"id": "a_angel", "card": "Serra Angel"},
                {"id": "a_stone", "card": "Mind Stone"},
            ],
            "library": [{"id": "a_card", "card": "Grizzly Bears"}],
            "mana_pool": {"C": 1},
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [
                {"id": "b_angel", "card": "Serra Angel", "counters": {"+1/+1": 2}},
                {"id": "b_stone", "card": "Mind Stone"},
            ],
            "library": [{"id": "b_card", "card": "Grizzly Bears"}],
            "mana_pool": {"C": 1},
        },
        turn={"number": 2, "active_player": "B", "step": "precombat_main"},
    )


def test_the_enchanted_players_creatures_are_1_1_with_no_abilities_613_4b() -> None:
    state = _board()
    angel = chars(state, state.object("b_angel"))
    assert (angel.power, angel.toughness) == (3, 3)  # base 1/1, then two +1/+1 counters
    assert not angel.has("flying") and not angel.has("vigilance")
    mine = chars(state, state.object("a_angel"))
    assert (mine.power, mine.toughness) == (4, 4) and mine.has("flying")


def test_the_enchanted_player_cant_activate_a_nonmana_ability_602_5() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_board(), {"type": "activate", "object": "b_stone", "ability": 1})
    assert refused.value.rule == "602.5"


def test_the_enchanted_player_may_activate_a_mana_ability_605_1a() -> None:
    done = play(_board(), {"type": "activate", "object": "b_stone", "ability": 0})
    assert done.state.object("b_stone").tapped


def test_the_other_player_activates_freely() -> None:
    state = _board()
    done = play(state, {"type": "activate", "object": "a_stone", "ability": 1})
    assert done.state.object("a_stone").zone.value == "graveyard"
