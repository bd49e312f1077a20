"""Scry (701.22): look at the top N cards, put any number on the bottom in any order and the
rest on top in any order. The scrying player decides card by card (top or bottom), then orders
each group from the top down; identical cards need no ordering."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from engine.cards.model import instruction
from engine.core.choices import ChoiceCursor, DecisionKind, NeedDecision
from engine.core.state import GameState, Zone
from engine.instructions.registry import ExecContext, execute
from engine.rules.pipeline import Resolution
from engine.testing.scenario import board, cites, pending, play


def with_library(*cards: tuple[str, str], hand: Sequence[dict[str, Any]] = ()) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "library": [{"id": i, "card": name} for i, name in cards],
            "hand": list(hand),
            "mana_pool": {"U": 1},
        },
        {"id": "B", "name": "Bob"},
    )


LIBRARY = (("c1", "Shock"), ("c2", "Lightning Bolt"), ("c3", "Grizzly Bears"), ("c4", "Opt"))


def scry(state: GameState, count: int, answers: Sequence[str]) -> Resolution:
    res = Resolution(state, ChoiceCursor(answers))
    execute(res, ExecContext("A", "A"), (instruction("scry", count=count),))
    assert res.choices.unused() == 0
    return res


def library(res: Resolution | GameState) -> list[str]:
    state = res.state if isinstance(res, Resolution) else res
    return [o.id for o in state.zone(Zone.LIBRARY, "A")]


def test_opt_scries_the_top_card_to_the_bottom_then_draws_the_next() -> None:
    state = with_library(*LIBRARY, hand=[{"id": "opt", "card": "Opt"}])
    cast = play(state, {"type": "cast", "object": "opt"})
    asked = pending(cast.state, {"type": "resolve"})
    assert asked.pending is not None
    assert asked.pending.kind is DecisionKind.SCRY and asked.pending.rule == "701.22a"
    assert asked.pending.option_ids() == ("top", "bottom")
    result = play(cast.state, {"type": "resolve"}, ["bottom"])
    assert result.state.object("c2").zone is Zone.HAND
    assert library(result.state) == ["c3", "c4", "c1"]
    assert result.state.object("opt").zone is Zone.GRAVEYARD
    assert cites(result.log, "701.22a") and cites(result.log, "121.1")


def test_opt_keeping_the_card_on_top_draws_it() -> None:
    state = with_library(*LIBRARY, hand=[{"id": "opt", "card": "Opt"}])
    cast = play(state, {"type": "cast", "object": "opt"})
    result = play(cast.state, {"type": "resolve"}, ["top"])
    assert result.state.object("c1").zone is Zone.HAND
    assert library(result.state) == ["c2", "c3", "c4"]


def test_scry_2_keeping_both_on_top_in_a_chosen_order() -> None:
    res = scry(with_library(*LIBRARY), 2, ["top", "top", "c2"])
    assert library(res) == ["c2", "c1", "c3", "c4"]


def test_scry_3_splitting_the_cards_and_ordering_the_bottom() -> None:
    """The bottom group is ordered from the top down: the last pick is the bottommost card."""
    res = scry(with_library(*LIBRARY), 3, ["bottom", "top", "bottom", "c3"])
    assert library(res) == ["c2", "c4", "c3", "c1"]


def test_the_order_decision_offers_only_the_cards_of_that_group() -> None:
    res = Resolution(with_library(*LIBRARY), ChoiceCursor(["bottom", "bottom", "bottom"]))
    with pytest.raises(NeedDecision) as need:
        execute(res, ExecContext("A", "A"), (instruction("scry", count=3),))
    assert need.value.decision.option_ids() == ("c1", "c2", "c3")


def test_identical_cards_need_no_ordering() -> None:
    res = scry(with_library(("a", "Shock"), ("b", "Shock"), ("c", "Opt")), 2, ["top", "top"])
    assert library(res) == ["a", "b", "c"]


def test_scry_more_than_the_library_holds_looks_at_every_card() -> None:
    res = scry(with_library(("c1", "Shock")), 2, ["bottom"])
    assert library(res) == ["c1"]


def test_scry_0_is_no_scry_event() -> None:
    res = scry(with_library(*LIBRARY), 0, [])
    assert library(res) == ["c1", "c2", "c3", "c4"]
    assert cites(res.log, "701.22b")


def test_scrying_an_empty_library_asks_nothing() -> None:
    res = scry(with_library(), 1, [])
    assert library(res) == []
