"""Boast (702.142a) on real cards compiled from their Oracle text: "Boast — [Cost]: [Effect]"
can be activated only if the creature attacked this turn, and only once each turn (Fearless
Pup, Goldmaw Champion, Duskwielder)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.cache import COMPILED
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

pytestmark = pytest.mark.usefixtures("compiled_cards")


def automated(name: str) -> bool:
    compiled = COMPILED.get(name)
    return compiled is not None and compiled.label == "automated"


def game(creature: str, mana: dict[str, int], step: str = "declare_attackers") -> GameState:
    alice: dict[str, Any] = {
        "id": "A",
        "battlefield": [
            {"id": "boaster", "card": creature, "summoning_sick": False},
            {"id": "other", "card": "Grizzly Bears", "summoning_sick": False},
        ],
        "mana_pool": mana,
    }
    bob = {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]}
    return board(alice, bob, turn={"number": 3, "active_player": "A", "step": step})


def boast(state: GameState, **more: Any) -> dict[str, Any]:
    return {"type": "activate", "object": "boaster", "ability": 0, **more}


def test_fearless_pup_boasts_only_after_attacking_and_once() -> None:
    state = game("Fearless Pup", {"R": 3})
    with pytest.raises(IllegalAction) as refused:  # it hasn't attacked
        play(state, boast(state))
    assert refused.value.rule == "602.1b"
    assert "attacked this turn" in str(refused.value)
    # the other creature attacking doesn't count: "this creature attacked"
    others = play(state, {"type": "attack", "attackers": {"other": "B"}}).state
    with pytest.raises(IllegalAction):
        play(others, boast(others))
    attacked = play(state, {"type": "attack", "attackers": {"boaster": "B"}}).state
    on_stack = play(attacked, boast(attacked))
    assert cites(on_stack.log, "702.142a")
    resolved = play(on_stack.state, {"type": "resolve"})
    assert chars(resolved.state, resolved.state.object("boaster")).power == 3
    refilled = resolved.state.with_player(
        replace(resolved.state.player("A"), mana_pool=attacked.player("A").mana_pool)
    )
    with pytest.raises(IllegalAction) as again:  # only once each turn, with mana to pay again
        play(refilled, boast(refilled))
    assert again.value.rule == "602.1b"
    assert automated("Fearless Pup")


def test_a_new_object_has_not_attacked() -> None:
    # 400.7: the record names the object as it was; a new timestamp is a new object
    state = game("Goldmaw Champion", {"W": 1, "C": 1})
    attacked = play(state, {"type": "attack", "attackers": {"boaster": "B"}}).state
    moved = attacked.with_object(replace(attacked.object("boaster"), timestamp=999))
    with pytest.raises(IllegalAction):
        play(moved, boast(moved, targets=["giant"]))
    on_stack = play(attacked, boast(attacked, targets=["giant"]))
    resolved = play(on_stack.state, {"type": "resolve"})
    assert resolved.state.object("giant").tapped
    assert automated("Goldmaw Champion")


def test_duskwielder_drains_after_attacking_until_the_turn_ends() -> None:
    state = game("Duskwielder", {"C": 2})
    attacked = play(state, {"type": "attack", "attackers": {"boaster": "B"}}).state
    on_stack = play(attacked, boast(attacked, targets=["B"]))
    resolved = play(on_stack.state, {"type": "resolve"})
    assert resolved.state.player("B").life == 19
    assert resolved.state.player("A").life == 21
    assert automated("Duskwielder")
