"""Typecycling (702.29e): "Swampcycling {2}" means "{2}, Discard this card: Search your library
for a Swamp card, reveal it, put it into your hand, then shuffle." It is a cycling ability
(702.29f): activated from the hand (702.29a), its discard a discard event (701.9a). Twisted
Abomination (puzzle PP24) and Ash Barrens ("Basic landcycling {1}") are compiled from their
Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

TWISTED_ABOMINATION = {
    "name": "Twisted Abomination",
    "type_line": "Creature — Zombie Mutant",
    "mana_cost": "{5}{B}",
    "power": "5",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "{B}: Regenerate Twisted Abomination.\nSwampcycling {2} ({2}, Discard this card: Search your library for a Swamp card, reveal it, put it into your hand, then shuffle.)",
}
ASH_BARRENS = {
    "name": "Ash Barrens",
    "type_line": "Land",
    "layout": "normal",
    "oracle_text": "{T}: Add {C}.\nBasic landcycling {1} ({1}, Discard this card: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.)",
}
RECORDS = {r["name"]: r for r in (TWISTED_ABOMINATION, ASH_BARRENS)}
RESOLVE = {"type": "resolve"}
LIBRARY = [
    {"id": "mountain", "card": "Mountain"},
    {"id": "bears", "card": "Grizzly Bears"},
    {"id": "swamp", "card": "Swamp"},
]


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("record", list(RECORDS.values()), ids=list(RECORDS))
def test_the_cards_compile_automated(record: dict[str, Any]) -> None:
    assert compile_record(record).label == AUTOMATED


def _swampcycle(pool: dict[str, int]) -> GameState:
    state = board(
        {
            "id": "A",
            "mana_pool": pool,
            "hand": [{"id": "abomination", "card": "Twisted Abomination"}],
            "library": LIBRARY,
        },
        {"id": "B"},
    )
    cycled = play(state, {"type": "activate", "object": "abomination", "ability": 1})
    # The cost: {2} and discarding the card (702.29e, 701.9a)
    assert cycled.state.object("abomination").zone is Zone.GRAVEYARD
    assert cites(cycled.log, "701.9a")
    return cycled.state


def test_swampcycling_finds_a_swamp_reveals_it_and_puts_it_into_the_hand_702_29e() -> None:
    state = _swampcycle({"C": 2})
    result = play(state, RESOLVE, ["swamp"])
    done = result.state
    assert done.object("swamp").zone is Zone.HAND
    assert {done.object(c).zone for c in ("mountain", "bears")} == {Zone.LIBRARY}
    assert cites(result.log, "701.23a") and cites(result.log, "701.20a")


def test_swampcycling_offers_only_swamp_cards_and_finding_nothing_701_23b() -> None:
    state = _swampcycle({"C": 2})
    decision = pending(state, RESOLVE).pending
    assert decision is not None
    offered = {o.id for o in decision.options}
    assert offered == {"nothing", "swamp"}  # searching isn't optional; no Mountain, no Bears
    done = play(state, RESOLVE, ["nothing"]).state
    assert done.object("swamp").zone is Zone.LIBRARY
    assert not done.zone(Zone.HAND, "A")


def test_swampcycling_is_activated_only_from_the_hand_702_29a() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"C": 2},
            "battlefield": [{"id": "abomination", "card": "Twisted Abomination"}],
            "library": LIBRARY,
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction):
        play(state, {"type": "activate", "object": "abomination", "ability": 1})


def test_basic_landcycling_finds_any_basic_land_702_29e() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"C": 1},
            "hand": [{"id": "barrens", "card": "Ash Barrens"}],
            "library": [*LIBRARY, {"id": "grave", "card": "Watery Grave"}],
        },
        {"id": "B"},
    )
    cycled = play(state, {"type": "activate", "object": "barrens", "ability": 1})
    assert cycled.state.object("barrens").zone is Zone.GRAVEYARD
    decision = pending(cycled.state, RESOLVE).pending
    assert decision is not None
    assert {o.id for o in decision.options} == {"nothing", "mountain", "swamp"}
    done = play(cycled.state, RESOLVE, ["mountain"]).state
    assert done.object("mountain").zone is Zone.HAND
