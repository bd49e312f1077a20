"""Any number of target players (601.2c, 115.3, 115.6) and mana added by an ability that isn't a
mana ability (605.1a, 605.5a), compiled from Oracle text: Priest of Forgotten Gods ("{T},
Sacrifice two other creatures: Any number of target players each lose 2 life and sacrifice a
creature. You add {B}{B} and draw a card.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.model import ActivatedAbility
from engine.cards.registry import card_def
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

PRIEST = {
    "name": "Priest of Forgotten Gods",
    "mana_cost": "{1}{B}",
    "type_line": "Creature \u2014 Human Cleric",
    "layout": "normal",
    "power": "1",
    "toughness": "2",
    "oracle_text": "{T}, Sacrifice two other creatures: Any number of target players each lose 2 "
    "life and sacrifice a creature. You add {B}{B} and draw a card.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _priest_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Priest of Forgotten Gods": PRIEST})


def _board(*theirs: str) -> GameState:
    return board(
        {
            "id": "A",
            "life": 20,
            "battlefield": [
                {"id": "priest", "card": "Priest of Forgotten Gods"},
                {"id": "ogre", "card": "Gray Ogre"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "library": [{"id": "top", "card": "Island"}],
        },
        {
            "id": "B",
            "life": 10,
            "battlefield": [{"id": t, "card": "Grizzly Bears"} for t in theirs],
        },
    )


def _activate(*targets: str) -> dict[str, Any]:
    return {"type": "activate", "object": "priest", "ability": 0, "targets": list(targets)}


def test_priest_compiles_automated() -> None:
    compiled = compile_record(PRIEST)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_the_ability_requires_targets_so_it_is_no_mana_ability_605_1a() -> None:
    ability = card_def(_board(), "Priest of Forgotten Gods")
    assert ability is not None
    activated = ability.abilities[0]
    assert isinstance(activated, ActivatedAbility)
    assert not activated.mana_ability


def test_one_target_opponent_loses_2_and_sacrifices_you_add_bb_and_draw_601_2c() -> None:
    on_stack = play(_board("b1"), _activate("B")).state
    # the cost is paid as it's activated: the priest taps, the two others are sacrificed
    assert on_stack.object("priest").tapped
    assert on_stack.object("ogre").zone is Zone.GRAVEYARD
    assert on_stack.object("bears").zone is Zone.GRAVEYARD
    assert on_stack.zone(Zone.STACK), "it isn't a mana ability: it uses the stack (605.5a)"
    done = play(on_stack, RESOLVE)
    state = done.state
    assert state.player("B").life == 8
    assert state.object("b1").zone is Zone.GRAVEYARD
    assert state.player("A").life == 20
    assert state.player("A").mana_pool.get("B") == 2
    assert state.object("top").zone is Zone.HAND
    assert cites(done.log, "701.21a")


def test_both_players_targeted_each_loses_and_sacrifices() -> None:
    state = _board("b1")
    on_stack = play(state, _activate("A", "B")).state
    done = play(on_stack, RESOLVE).state
    assert done.player("A").life == 18
    assert done.player("B").life == 8
    assert done.object("priest").zone is Zone.GRAVEYARD  # A's only creature left
    assert done.object("b1").zone is Zone.GRAVEYARD


def test_no_target_chosen_still_adds_mana_and_draws_115_6() -> None:
    on_stack = play(_board("b1"), _activate()).state
    done = play(on_stack, RESOLVE).state
    assert done.player("B").life == 10
    assert done.object("b1").zone is Zone.BATTLEFIELD
    assert done.player("A").mana_pool.get("B") == 2
    assert done.object("top").zone is Zone.HAND


def test_the_same_player_cant_be_chosen_twice_115_3() -> None:
    with pytest.raises(IllegalAction) as raised:
        play(_board("b1"), _activate("B", "B"))
    assert raised.value.rule == "115.3"


def test_it_needs_two_other_creatures_to_sacrifice_118_3() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "priest", "card": "Priest of Forgotten Gods"},
                {"id": "ogre", "card": "Gray Ogre"},
            ],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction):
        play(state, _activate("B"))


HUNTERS_FEAST = {
    "name": "Hunters' Feast",
    "mana_cost": "{3}{G}",
    "type_line": "Sorcery",
    "layout": "normal",
    "oracle_text": "Any number of target players each gain 6 life.",
}


def test_a_spell_with_any_number_of_target_players_each_gains_601_2c(compiled_from: Any) -> None:
    compiled_from({"Hunters' Feast": HUNTERS_FEAST})
    assert compile_record(HUNTERS_FEAST).label == AUTOMATED
    state = board(
        {"id": "A", "life": 10, "hand": [{"id": "feast", "card": "Hunters' Feast"}]},
        {"id": "B", "life": 10},
    )
    cast = {"type": "cast", "object": "feast", "targets": ["A", "B"], "free": True}
    done = play(play(state, cast).state, RESOLVE).state
    assert (done.player("A").life, done.player("B").life) == (16, 16)
    only_b = play(play(state, {**cast, "targets": ["B"]}).state, RESOLVE).state
    assert (only_b.player("A").life, only_b.player("B").life) == (10, 16)
