"""Revealing the top cards and taking all of a kind (701.20a, 608.2c): Goblin Ringleader ("Put
all Goblin cards revealed this way into your hand", a creature type, 205.3m) and Merfolk
Wayfinder (Island cards: a land type, 205.3i), compiled from their Oracle text; the rest go on
the bottom in an order their owner picks (401.4). No card is chosen: all of the kind are taken."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

RECORDS: dict[str, dict[str, Any]] = {
    "Goblin Ringleader": {
        "name": "Goblin Ringleader",
        "mana_cost": "{3}{R}",
        "type_line": "Creature — Goblin",
        "power": "2",
        "toughness": "2",
        "layout": "normal",
        "oracle_text": "Haste\nWhen Goblin Ringleader enters, reveal the top four cards of your "
        "library. Put all Goblin cards revealed this way into your hand and the rest on the bottom "
        "of your library in any order.",
    },
    "Merfolk Wayfinder": {
        "name": "Merfolk Wayfinder",
        "mana_cost": "{2}{U}",
        "type_line": "Creature — Merfolk Scout",
        "power": "1",
        "toughness": "2",
        "layout": "normal",
        "oracle_text": "Flying\nWhen Merfolk Wayfinder enters, reveal the top three cards of your "
        "library. Put all Island cards revealed this way into your hand and the rest on the "
        "bottom of your library in any order.",
    },
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_each_card_compiles_automated(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied


def entered(card: str, *library: str) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "it", "card": card}],
            "library": [{"id": f"l{i}", "card": name} for i, name in enumerate(library)],
        },
        {"id": "B"},
    )
    return play(play(state, {"type": "cast", "object": "it", "free": True}).state, RESOLVE).state


def test_goblin_ringleader_takes_every_goblin_among_the_four() -> None:
    state = entered(
        "Goblin Ringleader",
        "Raging Goblin",
        "Forest",
        "Mons's Goblin Raiders",
        "Grizzly Bears",
        "Island",
    )
    done = play(state, RESOLVE, ["l1"])  # the bottom order: the Forest first, then the Bears
    assert {c.card for c in done.state.zone(Zone.HAND, "A")} == {
        "Raging Goblin",
        "Mons's Goblin Raiders",
    }
    assert [c.id for c in done.state.zone(Zone.LIBRARY, "A")] == ["l4", "l1", "l3"]
    assert cites(done.log, "701.20a") and cites(done.log, "401.4")


def test_merfolk_wayfinder_takes_island_cards_and_nothing_else() -> None:
    state = entered("Merfolk Wayfinder", "Island", "Grizzly Bears", "Island", "Forest")
    done = play(state, RESOLVE)
    assert [c.card for c in done.state.zone(Zone.HAND, "A")] == ["Island", "Island"]
    assert [c.id for c in done.state.zone(Zone.LIBRARY, "A")] == ["l3", "l1"]
