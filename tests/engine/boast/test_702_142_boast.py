"""Boast (702.142a) on real cards compiled from their 2026 Oracle text: "Boast — [Cost]:
[Effect]" is an activated ability its creature may activate only if it attacked this turn, and
only once each turn (602.1b). Fearless Pup ({2}{R}: +2/+0), Goldmaw Champion ({1}{W}: tap target
creature) and Duskwielder ({1}: target opponent loses 1 life and you gain 1 life)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

BOASTERS = ("Fearless Pup", "Goldmaw Champion", "Duskwielder")


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *BOASTERS, "Grizzly Bears", "Hill Giant")


def _game(creature: str, mana: dict[str, int]) -> GameState:
    alice: dict[str, Any] = {
        "id": "A",
        "battlefield": [
            {"id": "boaster", "card": creature, "summoning_sick": False},
            {"id": "other", "card": "Grizzly Bears", "summoning_sick": False},
        ],
        "mana_pool": mana,
    }
    bob = {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]}
    return board(alice, bob, turn={"number": 3, "active_player": "A", "step": "declare_attackers"})


def _boast(**more: Any) -> dict[str, Any]:
    return {"type": "activate", "object": "boaster", "ability": 0, **more}


def _attack(state: GameState, who: str = "boaster") -> GameState:
    return play(state, {"type": "attack", "attackers": {who: "B"}}).state


@pytest.mark.parametrize("name", BOASTERS)
def test_702_142a_boast_lines_are_automated(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED, compiled.lines


def test_702_142a_not_before_it_attacked() -> None:
    state = _game("Fearless Pup", {"R": 3})
    with pytest.raises(IllegalAction) as refused:
        play(state, _boast())
    assert refused.value.rule == "602.1b"
    # another creature attacking doesn't count: "this creature attacked"
    others = _attack(state, "other")
    with pytest.raises(IllegalAction):
        play(others, _boast())


def test_702_142a_after_attacking_once_each_turn() -> None:
    attacked = _attack(_game("Fearless Pup", {"R": 3}))
    on_stack = play(attacked, _boast())
    assert cites(on_stack.log, "702.142a")
    resolved = play(on_stack.state, {"type": "resolve"})
    assert chars(resolved.state, resolved.state.object("boaster")).power == 3
    refilled = resolved.state.with_player(
        replace(resolved.state.player("A"), mana_pool=attacked.player("A").mana_pool)
    )
    with pytest.raises(IllegalAction) as again:  # mana to pay again, but once each turn
        play(refilled, _boast())
    assert again.value.rule == "602.1b"


def test_702_142a_a_new_object_has_not_attacked() -> None:
    # 400.7: the creature that attacked became a new object
    attacked = _attack(_game("Goldmaw Champion", {"W": 1, "C": 1}))
    moved = attacked.with_object(replace(attacked.object("boaster"), timestamp=999))
    with pytest.raises(IllegalAction):
        play(moved, _boast(targets=["giant"]))
    resolved = play(play(attacked, _boast(targets=["giant"])).state, {"type": "resolve"})
    assert resolved.state.object("giant").tapped


def test_702_142a_duskwielder_drains_after_attacking() -> None:
    attacked = _attack(_game("Duskwielder", {"C": 2}))
    resolved = play(play(attacked, _boast(targets=["B"])).state, {"type": "resolve"})
    assert resolved.state.player("B").life == 19
    assert resolved.state.player("A").life == 21
