"""Divided damage compiled from Oracle text (601.2d): "~ deals N damage divided as you choose
among one or two targets / one, two, or three target creatures with flying / any number of
targets." Each real card is cast on a board with a variable number of targets (601.2c), the
division announced as it's cast, and resolved."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.cache import COMPILED
from engine.testing.scenario import board, cites, play

pytestmark = pytest.mark.usefixtures("compiled_cards")


def automated(name: str) -> bool:
    compiled = COMPILED.get(name)
    return compiled is not None and compiled.label == "automated"


def game(spell: str, *theirs: str) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "spell", "card": spell}]},
        {"id": "B", "battlefield": [{"id": f"b{i}", "card": n} for i, n in enumerate(theirs)]},
    )


def cast(state: GameState, targets: list[str], choices: list[str], **more: Any) -> GameState:
    action = {"type": "cast", "object": "spell", "targets": targets, "free": True, **more}
    cast = play(state, action, choices)
    assert cites(cast.log, "601.2d")
    return play(cast.state, {"type": "resolve"}).state


@pytest.mark.parametrize("card", ["Forked Bolt", "Twin Bolt", "Chandra's Pyrohelix"])
def test_two_damage_among_one_or_two_targets(card: str) -> None:
    state = cast(game(card, "Grizzly Bears", "Llanowar Elves"), ["b1", "B"], [])
    assert state.object("b1").zone is Zone.GRAVEYARD  # 1 damage to the 1/1 Elves
    assert state.player("B").life == 19
    assert state.object("b0").damage == 0
    assert automated(card)


def test_forked_bolt_takes_no_third_target() -> None:
    state = game("Forked Bolt", "Grizzly Bears", "Llanowar Elves")
    action = {"type": "cast", "object": "spell", "targets": ["b0", "b1", "B"], "free": True}
    with pytest.raises(IllegalAction) as refused:
        apply(state, action)
    assert refused.value.rule == "601.2c"


def test_pyrotechnics_divides_four_among_any_number_of_targets() -> None:
    # 4 damage: 2 to the Bears (the first decision), then 1 to the Elves, the last 1 to Bob.
    state = cast(game("Pyrotechnics", "Grizzly Bears", "Llanowar Elves"), ["b0", "b1", "B"], ["2"])
    assert state.object("b0").zone is Zone.GRAVEYARD
    assert state.object("b1").zone is Zone.GRAVEYARD
    assert state.player("B").life == 19
    assert automated("Pyrotechnics")


def test_rolling_thunder_divides_x_damage() -> None:
    state = game("Rolling Thunder", "Grizzly Bears")
    state = cast(state, ["b0", "B"], ["2"], x=5)
    assert state.object("b0").zone is Zone.GRAVEYARD
    assert state.player("B").life == 17
    assert automated("Rolling Thunder")


def test_aerial_volley_targets_only_creatures_with_flying() -> None:
    state = game("Aerial Volley", "Birds of Paradise", "Grizzly Bears", "Serra Angel")
    with pytest.raises(IllegalAction) as refused:
        apply(state, {"type": "cast", "object": "spell", "targets": ["b1"], "free": True})
    assert refused.value.rule == "115.1"
    state = cast(state, ["b0", "b2"], ["1"])
    assert state.object("b0").zone is Zone.GRAVEYARD
    assert state.object("b2").damage == 2
    assert automated("Aerial Volley")
