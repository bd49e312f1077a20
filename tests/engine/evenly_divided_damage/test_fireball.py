"""Fireball, compiled from its Oracle text ("This spell costs {1} more to cast for each target
beyond the first." / "Fireball deals X damage divided evenly, rounded down, among any number of
targets."): any number of targets, none included (601.2c); the cost increase counts the chosen
targets (601.2f); X is divided among the targets still legal as it resolves, rounded down, all
dealt at once (608.2b, 120.4). The cases are the card's rulings."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

FIREBALL = {
    "name": "Fireball",
    "mana_cost": "{X}{R}",
    "type_line": "Sorcery",
    "oracle_text": "This spell costs {1} more to cast for each target beyond the first.\n"
    "Fireball deals X damage divided evenly, rounded down, among any number of targets.",
    "colors": ["R"],
    "layout": "normal",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Fireball": FIREBALL})


def _board(pool: dict[str, int]) -> GameState:
    return board(
        {"id": "A", "hand": [{"id": "fireball", "card": "Fireball"}], "mana_pool": pool},
        {
            "id": "B",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
    )


def _cast(x: int, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": "fireball", "x": x, "targets": list(targets)}


def test_fireball_compiles_automated_and_prints_its_text() -> None:
    compiled = compile_record(FIREBALL)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == FIREBALL["oracle_text"].replace("This spell", "~").replace(
        "Fireball", "~"
    )


def test_two_targets_cost_one_more_and_split_x_evenly_601_2f() -> None:
    # X=4 and two targets: {4}{R} plus {1} for the second target.
    cast = play(_board({"R": 1, "C": 5}), _cast(4, "B", "bears"))
    assert cites(cast.log, "601.2f")
    assert not cast.state.player("A").mana_pool  # all six mana were spent
    done = play(cast.state, RESOLVE)
    assert done.state.player("B").life == 18
    assert done.state.object("bears").zone is Zone.GRAVEYARD  # 2 damage, then 704.5g
    assert cites(done.log, "120.4")


def test_the_extra_cost_for_each_target_must_be_paid_601_2f() -> None:
    with pytest.raises(IllegalAction):
        play(_board({"R": 1, "C": 4}), _cast(4, "B", "bears"))


def test_rounded_down_and_more_targets_than_x_deals_nothing() -> None:
    # X=5 among three targets: 1 each (5/3 rounded down); cost {5}{R} + {2}.
    three = play(_board({"R": 1, "C": 7}), _cast(5, "B", "bears", "giant")).state
    done = play(three, RESOLVE).state
    assert done.player("B").life == 19
    assert done.object("bears").damage == 1 and done.object("giant").damage == 1
    # X=1 among two targets: 0 each.
    two = play(_board({"R": 1, "C": 2}), _cast(1, "B", "bears")).state
    assert play(two, RESOLVE).state.player("B").life == 20


def test_the_division_counts_only_targets_still_legal_as_it_resolves_608_2b() -> None:
    # X=6 among three targets, then the Bears leave: the other two get 3 each.
    cast = play(_board({"R": 1, "C": 8}), _cast(6, "B", "bears", "giant")).state
    gone = cast.with_object(replace(cast.object("bears"), zone=Zone.GRAVEYARD))
    done = play(gone, RESOLVE)
    assert cites(done.log, "608.2b")
    assert done.state.player("B").life == 17
    assert done.state.object("giant").zone is Zone.GRAVEYARD  # 3 damage to a 3/3


def test_fireball_may_have_no_target_and_deals_nothing() -> None:
    cast = play(_board({"R": 1, "C": 3}), _cast(3))
    done = play(cast.state, RESOLVE)
    assert done.state.object("fireball").zone is Zone.GRAVEYARD
    assert done.state.player("B").life == 20
    assert done.state.object("bears").damage == 0


def test_the_same_player_cant_be_two_of_its_targets_115_3() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_board({"R": 1, "C": 5}), _cast(4, "B", "B"))
    assert refused.value.rule == "115.3"
