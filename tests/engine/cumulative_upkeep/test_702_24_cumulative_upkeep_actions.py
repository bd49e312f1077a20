"""Cumulative upkeep costs that are actions (702.24a, 118.1), done once for each age counter or
the permanent is sacrificed, with cards of the 2026 card file compiled from their Oracle text:
Aboroth ("Cumulative upkeep—Put a -1/-1 counter on ~."), Braid of Fire ("—Add {R}."), Psychic
Vortex ("—Draw a card."), Thought Lash ("—Exile the top card of your library.") and Infernal
Darkness ("—Pay {B} and 1 life.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

ABOROTH = "Aboroth"
BRAID = "Braid of Fire"
VORTEX = "Psychic Vortex"
LASH = "Thought Lash"
DARKNESS = "Infernal Darkness"
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, ABOROTH, BRAID, VORTEX, LASH, DARKNESS)


def _before_alices_turn(card: str, ages: int, library: int = 4, **a: Any) -> GameState:
    counters = {"age": ages} if ages else {}
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "it", "card": card, "counters": counters}, *a.pop("lands", [])],
            "library": [{"id": f"a{i}", "card": "Swamp"} for i in range(library)],
            **a,
        },
        {"id": "B", "library": [{"id": f"b{i}", "card": "Swamp"} for i in range(4)]},
        turn={"number": 2, "active_player": "B", "step": "end"},
    )


def test_702_24a_action_costs_compile_and_print_back() -> None:
    for name, line in (
        (ABOROTH, "Cumulative upkeep—Put a -1/-1 counter on ~."),
        (BRAID, "Cumulative upkeep—Add {R}."),
        (VORTEX, "Cumulative upkeep—Draw a card."),
        (LASH, "Cumulative upkeep—Exile the top card of your library."),
        (DARKNESS, "Cumulative upkeep—Pay {B} and 1 life."),
    ):
        compiled = compile_record(records(name)[name])
        (status,) = [s for s in compiled.lines if s.text == line]
        assert status.applied, name
        assert line in compiled.printed.splitlines()


def test_702_24a_aboroth_with_a_second_age_counter_gets_two_minus_counters() -> None:
    upkeep = play(_before_alices_turn(ABOROTH, 1), NEXT_UPKEEP)
    paid = play(upkeep.state, RESOLVE, ["pay"])
    it = paid.state.object("it")
    assert it.zone is Zone.BATTLEFIELD
    assert it.counter("age") == 2
    assert it.counter("-1/-1") == 2
    assert cites(paid.log, "702.24a") and cites(paid.log, "118.1")


def test_702_24a_declining_sacrifices_aboroth_without_counters() -> None:
    upkeep = play(_before_alices_turn(ABOROTH, 0), NEXT_UPKEEP)
    done = play(upkeep.state, RESOLVE, ["decline"])
    assert done.state.object("it").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.21a")


def test_702_24a_braid_of_fire_adds_one_red_for_each_age_counter() -> None:
    upkeep = play(_before_alices_turn(BRAID, 2), NEXT_UPKEEP)
    paid = play(upkeep.state, RESOLVE, ["pay"])
    assert paid.state.object("it").zone is Zone.BATTLEFIELD
    assert paid.state.player("A").mana_pool.get("R") == 3
    assert cites(paid.log, "106.4")


def test_702_24a_psychic_vortex_draws_a_card_for_each_age_counter() -> None:
    upkeep = play(_before_alices_turn(VORTEX, 1), NEXT_UPKEEP)
    paid = play(upkeep.state, RESOLVE, ["pay"])
    assert len(paid.state.zone(Zone.HAND, "A")) == 2
    assert paid.state.object("it").zone is Zone.BATTLEFIELD


def test_121_3_psychic_vortex_can_be_paid_with_an_empty_library() -> None:
    upkeep = play(_before_alices_turn(VORTEX, 0, library=0), NEXT_UPKEEP)
    paid = play(upkeep.state, RESOLVE, ["pay"])
    assert paid.state.object("it").zone is Zone.BATTLEFIELD
    assert cites(paid.log, "121.3")


def test_702_24a_thought_lash_exiles_a_top_card_for_each_age_counter() -> None:
    upkeep = play(_before_alices_turn(LASH, 2), NEXT_UPKEEP)
    paid = play(upkeep.state, RESOLVE, ["pay"])
    assert [paid.state.object(f"a{i}").zone for i in range(4)] == [
        Zone.EXILE,
        Zone.EXILE,
        Zone.EXILE,
        Zone.LIBRARY,
    ]
    assert paid.state.object("it").zone is Zone.BATTLEFIELD


def test_118_3_thought_lash_with_too_few_cards_is_sacrificed() -> None:
    upkeep = play(_before_alices_turn(LASH, 2, library=2), NEXT_UPKEEP)
    done = play(upkeep.state, RESOLVE)  # three age counters, two cards: nothing to decide
    assert done.pending is None
    assert done.state.object("it").zone is Zone.GRAVEYARD
    assert [done.state.object(f"a{i}").zone for i in range(2)] == [Zone.LIBRARY, Zone.LIBRARY]
    assert cites(done.log, "118.3")


def _swamps(n: int) -> list[dict[str, str]]:
    return [{"id": f"s{i}", "card": "Swamp"} for i in range(n)]


def test_702_24a_infernal_darkness_costs_black_mana_and_life_for_each_age_counter() -> None:
    upkeep = play(_before_alices_turn(DARKNESS, 1, lands=_swamps(3)), NEXT_UPKEEP)
    paid = play(upkeep.state, RESOLVE, ["pay"])
    assert paid.state.object("it").zone is Zone.BATTLEFIELD
    assert paid.state.player("A").life == 18
    assert [paid.state.object(f"s{i}").tapped for i in range(3)].count(True) == 2
    assert cites(paid.log, "119.4")


def test_118_3_infernal_darkness_without_the_mana_is_sacrificed() -> None:
    upkeep = play(_before_alices_turn(DARKNESS, 1, lands=_swamps(1)), NEXT_UPKEEP)
    done = play(upkeep.state, RESOLVE)
    assert done.pending is None
    assert done.state.object("it").zone is Zone.GRAVEYARD
    assert done.state.player("A").life == 20
