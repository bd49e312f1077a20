"""Scry (701.22a) with counters that are markers only (122.1: no rule gives oil, page or verse
counters a meaning; the abilities naming them read them): Glistener Seer enters with three oil
counters and removes one as a cost to scry 1 (602.1, 118.3: no counter left, no activation);
Norn's Wellspring scries and puts an oil counter on itself when a creature you control dies;
Lost Isle Calling puts a verse counter on itself whenever you scry (701.22d). Compiled from
their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play

SEER = {
    "name": "Glistener Seer",
    "type_line": "Creature — Phyrexian Advisor",
    "mana_cost": "{U}",
    "power": "0",
    "toughness": "3",
    "layout": "normal",
    "keywords": ["Scry"],
    "oracle_text": "Glistener Seer enters the battlefield with three oil counters on it.\n{T}, "
    "Remove an oil counter from Glistener Seer: Scry 1. (Look at the top card of your library. "
    "You may put that card on the bottom.)",
}
WELLSPRING = {
    "name": "Norn's Wellspring",
    "type_line": "Artifact",
    "mana_cost": "{1}{W}",
    "layout": "normal",
    "keywords": ["Scry"],
    "oracle_text": "Whenever a creature you control dies, scry 1 and put an oil counter on "
    "Norn's Wellspring.\n{1}, {T}, Remove two oil counters from Norn's Wellspring: Draw a card.",
}
VERSE_LINE = "Whenever you scry, put a verse counter on Lost Isle Calling."
RECORDS = {r["name"]: r for r in (SEER, WELLSPRING)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        ("Glistener Seer", "{T}, Remove an oil counter from ~: Scry 1."),
        (
            "Norn's Wellspring",
            "Whenever a creature you control dies, scry 1 and put an oil counter on ~.",
        ),
    ],
)
def test_the_card_compiles_automated_and_prints_its_line_back(name: str, line: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.split("\n")


def test_whenever_you_scry_with_a_verse_counter_applies() -> None:
    record = {
        "name": "Lost Isle Calling",
        "type_line": "Enchantment",
        "mana_cost": "{1}{U}",
        "layout": "normal",
        "oracle_text": VERSE_LINE,
    }
    line = compile_record(record).lines[0]
    assert line.applied


LIBRARY = [{"id": "c1", "card": "Shock"}, {"id": "c2", "card": "Island"}]


def _library_ids(state: GameState) -> list[str]:
    return [o.id for o in state.zone(Zone.LIBRARY, "A")]


def _seer(oil: int) -> GameState:
    seer: dict[str, Any] = {"id": "seer", "card": "Glistener Seer"}
    if oil:
        seer["counters"] = {"oil": oil}
    return board({"id": "A", "battlefield": [seer], "library": LIBRARY}, {"id": "B"})


def test_removing_an_oil_counter_pays_for_the_scry_602_1_701_22a() -> None:
    activated = play(_seer(3), {"type": "activate", "object": "seer", "ability": 1})
    assert activated.state.object("seer").counter("oil") == 2
    done = play(activated.state, RESOLVE, ["bottom"])
    assert _library_ids(done.state) == ["c2", "c1"]
    assert cites(done.log, "701.22a")


def test_no_oil_counter_no_activation_118_3() -> None:
    with pytest.raises(IllegalAction):
        play(_seer(0), {"type": "activate", "object": "seer", "ability": 1})


def test_the_seer_enters_with_three_oil_counters_122_6() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "seer", "card": "Glistener Seer"}], "library": LIBRARY},
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "seer", "free": True})
    done = play(cast.state, RESOLVE)
    assert done.state.object("seer").counter("oil") == 3


def test_a_creature_dying_scries_then_adds_an_oil_counter() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "well", "card": "Norn's Wellspring"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "library": LIBRARY,
        },
        {"id": "B"},
    )
    bolt = {"type": "cast", "object": "bolt", "targets": ["bears"], "free": True}
    cast = play(state, bolt)
    died = play(cast.state, RESOLVE)
    done = play(died.state, RESOLVE, ["bottom"])
    state = resolve_all(done.state)
    assert state.object("bears").zone is Zone.GRAVEYARD
    assert _library_ids(state) == ["c2", "c1"]
    assert state.object("well").counter("oil") == 1
