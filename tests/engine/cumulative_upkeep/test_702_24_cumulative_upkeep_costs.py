"""Cumulative upkeep costs of no mana (702.24a: paid once for each age counter, or the permanent
is sacrificed), with cards of the 2026 card file compiled from their Oracle text: Gallowbraid
(5/5 trample, "Cumulative upkeep—Pay 1 life.") and Polar Kraken (11/11 trample, enters tapped,
"Cumulative upkeep—Sacrifice a land.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

GALLOWBRAID = "Gallowbraid"
KRAKEN = "Polar Kraken"
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, GALLOWBRAID, KRAKEN)


def _library(prefix: str) -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{i}", "card": "Swamp"} for i in range(4)]


def _before_alices_turn(card: str, ages: int, **a: Any) -> GameState:
    counters = {"age": ages} if ages else {}
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "it", "card": card, "counters": counters}, *a.pop("lands", [])],
            "library": _library("a"),
            **a,
        },
        {"id": "B", "library": _library("b")},
        turn={"number": 2, "active_player": "B", "step": "end"},
    )


def _forests(n: int) -> list[dict[str, str]]:
    return [{"id": f"f{i}", "card": "Forest"} for i in range(n)]


def test_702_24a_life_and_sacrifice_upkeep_costs_compile_and_print_back() -> None:
    for name, line in (
        (GALLOWBRAID, "Cumulative upkeep—Pay 1 life."),
        (KRAKEN, "Cumulative upkeep—Sacrifice a land."),
    ):
        compiled = compile_record(records(name)[name])
        assert compiled.label == AUTOMATED
        assert line in compiled.printed.splitlines()


def test_702_24a_gallowbraid_with_a_second_age_counter_costs_two_life() -> None:
    upkeep = play(_before_alices_turn(GALLOWBRAID, 1), NEXT_UPKEEP)
    paid = play(upkeep.state, RESOLVE, ["pay"])
    assert paid.state.player("A").life == 18
    assert paid.state.object("it").counter("age") == 2
    assert paid.state.object("it").zone is Zone.BATTLEFIELD
    assert cites(paid.log, "702.24a") and cites(paid.log, "119.4")


def test_702_24a_declining_sacrifices_gallowbraid() -> None:
    upkeep = play(_before_alices_turn(GALLOWBRAID, 0), NEXT_UPKEEP)
    done = play(upkeep.state, RESOLVE, ["decline"])
    assert done.state.object("it").zone is Zone.GRAVEYARD
    assert done.state.player("A").life == 20


def test_118_3_too_little_life_leaves_only_the_sacrifice() -> None:
    upkeep = play(_before_alices_turn(GALLOWBRAID, 2, life=2), NEXT_UPKEEP)
    done = play(upkeep.state, RESOLVE)  # three age counters, three life: nothing to decide
    assert done.pending is None
    assert done.state.object("it").zone is Zone.GRAVEYARD
    assert cites(done.log, "118.3")


def test_702_24a_kraken_with_two_age_counters_sacrifices_two_chosen_lands() -> None:
    upkeep = play(_before_alices_turn(KRAKEN, 1, lands=_forests(3)), NEXT_UPKEEP)
    asked = pending(upkeep.state, RESOLVE, ["pay"])
    assert {o.id for o in asked.pending.options} == {"f0", "f1", "f2"}  # 601.2h: A chooses
    paid = play(upkeep.state, RESOLVE, ["pay", "f0", "f2"])
    assert [paid.state.object(f).zone for f in ("f0", "f1", "f2")] == [
        Zone.GRAVEYARD,
        Zone.BATTLEFIELD,
        Zone.GRAVEYARD,
    ]
    assert paid.state.object("it").zone is Zone.BATTLEFIELD
    assert cites(paid.log, "701.21a")


def test_118_3_one_land_for_two_age_counters_sacrifices_the_kraken() -> None:
    upkeep = play(_before_alices_turn(KRAKEN, 1, lands=_forests(1)), NEXT_UPKEEP)
    done = play(upkeep.state, RESOLVE)
    assert done.state.object("it").zone is Zone.GRAVEYARD
    assert done.state.object("f0").zone is Zone.BATTLEFIELD
