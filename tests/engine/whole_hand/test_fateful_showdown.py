"""Damage equal to a count (120.3, 608.2h) and "discard all the cards in your hand, then draw that
many cards" (701.9a, 121.1), compiled from Oracle text: Fateful Showdown ("Fateful Showdown
deals damage to any target equal to the number of cards in your hand. Discard all the cards in
your hand, then draw that many cards."), Master the Way and Massive Raid."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

SHOWDOWN = {
    "name": "Fateful Showdown",
    "layout": "normal",
    "type_line": "Instant",
    "mana_cost": "{2}{R}{R}",
    "colors": ["R"],
    "keywords": [],
    "oracle_text": "Fateful Showdown deals damage to any target equal to the number of cards in "
    "your hand. Discard all the cards in your hand, then draw that many cards.",
}
MASTER = {
    "name": "Master the Way",
    "layout": "normal",
    "type_line": "Sorcery",
    "mana_cost": "{3}{U}{R}",
    "colors": ["U", "R"],
    "keywords": [],
    "oracle_text": "Draw a card. Master the Way deals damage to any target equal to the number "
    "of cards in your hand.",
}
RAID = {
    "name": "Massive Raid",
    "layout": "normal",
    "type_line": "Instant",
    "mana_cost": "{1}{R}{R}",
    "colors": ["R"],
    "keywords": [],
    "oracle_text": "Massive Raid deals damage to any target equal to the number of creatures "
    "you control.",
}
RECORDS = {r["name"]: r for r in (SHOWDOWN, MASTER, RAID)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("record", list(RECORDS.values()), ids=list(RECORDS))
def test_it_compiles_automated(record: dict[str, Any]) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def _board(spell: str, hand: int) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": spell}]
            + [{"id": f"h{i}", "card": "Grizzly Bears"} for i in range(hand)],
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(5)],
            "battlefield": [{"id": "lions", "card": "Savannah Lions"}],
        },
        {"id": "B", "life": 10},
    )


def _cast(target: str) -> dict[str, Any]:
    return {"type": "cast", "object": "spell", "targets": [target], "free": True}


def test_showdown_counts_the_hand_without_itself_then_redraws_as_many() -> None:
    on_stack = play(_board("Fateful Showdown", 3), _cast("B")).state
    done = play(on_stack, RESOLVE)
    state = done.state
    assert state.player("B").life == 7  # three cards in hand: the spell is on the stack
    assert {state.object(f"h{i}").zone for i in range(3)} == {Zone.GRAVEYARD}
    assert [o.id for o in state.zone(Zone.HAND, "A")] == ["l0", "l1", "l2"]
    assert state.object("l3").zone is Zone.LIBRARY
    assert cites(done.log, "608.2h") and cites(done.log, "120.3a")
    assert cites(done.log, "701.9a") and cites(done.log, "121.1")


def test_showdown_with_an_empty_hand_deals_no_damage_and_draws_nothing() -> None:
    done = play(play(_board("Fateful Showdown", 0), _cast("B")).state, RESOLVE).state
    assert done.player("B").life == 10
    assert not done.zone(Zone.HAND, "A")
    assert done.object("l0").zone is Zone.LIBRARY


def test_master_the_way_counts_the_hand_after_its_draw_608_2h() -> None:
    done = play(play(_board("Master the Way", 2), _cast("B")).state, RESOLVE).state
    assert done.player("B").life == 7  # two cards and the one drawn


def test_massive_raid_counts_your_creatures() -> None:
    done = play(play(_board("Massive Raid", 0), _cast("B")).state, RESOLVE).state
    assert done.player("B").life == 9
