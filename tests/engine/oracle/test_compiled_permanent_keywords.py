"""Compiled real cards whose keyword lines stand for abilities of permanents (702): the keyword
line compiles to the abilities the keyword means and prints back as itself, and the card plays
by those abilities (board, action, expected zones, counters and the log's rule numbers)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.cache import COMPILED
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites

CLOUDSKATE = {
    "name": "Cloudskate",
    "type_line": "Creature — Illusion",
    "mana_cost": "{1}{U}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "Flying\nFading 3 (This creature enters the battlefield with three fade "
    "counters on it. At the beginning of your upkeep, remove a fade counter from it. If you "
    "can't, sacrifice it.)",
}
AVEN_RIFTWATCHER = {
    "name": "Aven Riftwatcher",
    "type_line": "Creature — Bird Rebel Soldier",
    "mana_cost": "{2}{W}",
    "power": "2",
    "toughness": "3",
    "layout": "normal",
    "oracle_text": "Flying\nVanishing 3 (This creature enters with three time counters on it. "
    "At the beginning of your upkeep, remove a time counter from it. When the last is removed, "
    "sacrifice it.)\nWhen Aven Riftwatcher enters or leaves the battlefield, you gain 2 life.",
}
IMPERIOUS_OLIGARCH = {
    "name": "Imperious Oligarch",
    "type_line": "Creature — Human Cleric",
    "mana_cost": "{W}{B}",
    "power": "2",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "Vigilance\nAfterlife 1 (When this creature dies, create a 1/1 white and "
    "black Spirit creature token with flying.)",
}

CARDS: dict[str, Mapping[str, Any]] = {
    card["name"]: card for card in (CLOUDSKATE, IMPERIOUS_OLIGARCH)
}


@pytest.fixture(autouse=True)
def _cards_from_their_text() -> Iterator[None]:
    before = COMPILED.source
    COMPILED.set_source(CARDS.get)
    try:
        yield
    finally:
        COMPILED.set_source(before)


@pytest.mark.parametrize(
    ("record", "printed"),
    [
        (CLOUDSKATE, "Flying\nFading 3"),
        (IMPERIOUS_OLIGARCH, "Vigilance\nAfterlife 1"),
    ],
)
def test_the_keyword_line_compiles_and_prints_back(record: Mapping[str, Any], printed: str) -> None:
    compiled = compile_record(record)
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def test_vanishing_without_its_other_line_is_partially_automated() -> None:
    compiled = compile_record(AVEN_RIFTWATCHER)
    assert [line.text for line in compiled.lines if line.applied] == ["Flying", "Vanishing 3"]


def test_cloudskate_enters_with_three_fade_counters_and_loses_one_each_upkeep_702_32a() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "skate", "card": "Cloudskate"}], "library": _library("a")},
        {"id": "B", "library": _library("b")},
    )
    entered = resolve_all(settle(state, {"type": "cast", "object": "skate", "free": True}).state)
    assert entered.object("skate").zone is Zone.BATTLEFIELD
    assert entered.object("skate").counter("fade") == 3
    upkeep = settle(entered, {"type": "advance", "to": "upkeep", "turn": "next"})
    upkeep = settle(upkeep.state, {"type": "advance", "to": "upkeep", "turn": "next"})
    assert cites(upkeep.log, "702.32a")
    done = resolve_all(upkeep.state)
    assert done.object("skate").counter("fade") == 2


def test_imperious_oligarch_dies_and_leaves_a_spirit_702_135a() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "murder", "card": "Murder"}],
            "battlefield": [{"id": "oligarch", "card": "Imperious Oligarch"}],
        },
        {"id": "B"},
    )
    cast = settle(
        state, {"type": "cast", "object": "murder", "targets": ["oligarch"], "free": True}
    )
    died = settle(cast.state, {"type": "resolve"})
    assert cites(died.log, "702.135a")
    done: GameState = resolve_all(died.state)
    assert [o.card for o in done.battlefield if o.token] == ["Spirit"]


def _library(prefix: str) -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{i}", "card": "Swamp"} for i in range(3)]
