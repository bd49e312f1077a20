"""Scry joined by "and" (608.2c: the instructions in the order written): first, with the clause
after it ("When ~ dies, scry 1 and create a Treasure token.", Greedy Freebooter), and last, with
its player named ("When ~ enters, it deals 2 damage to each opponent and you scry 2.", Glamorous
Outlaw: "you" is the controller, 701.22a). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

FREEBOOTER = "Greedy Freebooter"
OUTLAW = "Glamorous Outlaw"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, FREEBOOTER, OUTLAW, "Murder")


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (FREEBOOTER, "When ~ dies, scry 1 and create a Treasure token."),
        (OUTLAW, "When ~ enters, it deals 2 damage to each opponent and you scry 2."),
    ],
)
def test_701_22a_scry_joined_with_and_compiles_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.lines[0].applied
    assert line in compiled.printed.split("\n")
    if name == FREEBOOTER:
        assert compiled.label == AUTOMATED


def _library(player: str) -> list[dict[str, str]]:
    return [{"id": f"{player}{i}", "card": "Island"} for i in range(3)]


def test_701_22a_it_dies_scry_1_then_a_treasure() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "fb", "card": FREEBOOTER}],
            "hand": [{"id": "murder", "card": "Murder"}],
            "library": _library("a"),
        },
        {"id": "B", "library": _library("b")},
    )
    cast = play(state, {"type": "cast", "object": "murder", "targets": ["fb"], "free": True})
    died = play(cast.state, RESOLVE)
    assert {o.id for o in died.state.zone(Zone.GRAVEYARD, "A")} == {"fb", "murder"}
    done = play(died.state, RESOLVE, ["bottom"])
    # scry 1 first: the top card went to the bottom; then the Treasure (in the order written)
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "A")] == ["a1", "a2", "a0"]
    treasures = [
        o
        for o in done.state.zone(Zone.BATTLEFIELD, "A")
        if "Treasure" in chars(done.state, o).subtypes
    ]
    assert len(treasures) == 1
    assert cites(done.log, "701.22a")


def test_701_22a_each_opponent_is_dealt_2_then_you_scry_2() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "it", "card": OUTLAW}], "library": _library("a")},
        {"id": "B", "library": _library("b")},
    )
    cast = play(state, {"type": "cast", "object": "it", "free": True})
    entered = play(cast.state, RESOLVE)
    done = play(entered.state, RESOLVE, ["bottom", "top"])
    assert done.state.player("B").life == 18
    assert done.state.player("A").life == 20
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "A")] == ["a1", "a2", "a0"]
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "B")] == ["b0", "b1", "b2"]
    assert cites(done.log, "701.22a")
