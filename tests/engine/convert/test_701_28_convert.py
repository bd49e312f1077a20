"""Convert (701.28): turning a permanent so its other face is up, by the rules of transforming
(701.28a: 701.27a-f, 712.18). Real cards compiled from their Oracle text:

- Goldbug, Humanity's Ally // Goldbug, Scrappy Scout: "Whenever you cast your second spell each
  turn, convert Goldbug." (a 3/3 Robot artifact creature; its back face is a 1/3 Vehicle with
  living metal);
- Shock, the spells cast.

A made-up card that isn't double-faced shows that converting it does nothing (701.28c)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.events import Transformed
from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records

GOLDBUG = "Goldbug, Humanity's Ally // Goldbug, Scrappy Scout"

MADE_UP = {
    "Plain Converter": {
        "name": "Plain Converter",
        "type_line": "Artifact Creature — Robot",
        "mana_cost": "{2}",
        "power": "2",
        "toughness": "2",
        "colors": [],
        "layout": "normal",
        "oracle_text": "{1}: Convert Plain Converter.",
    },
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({**records(GOLDBUG, "Shock"), **MADE_UP})


def _alice_with(*battlefield: dict[str, Any], shocks: int = 0, **player: Any) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": list(battlefield),
            "hand": [{"id": f"s{i}", "card": "Shock"} for i in range(shocks)],
            "mana_pool": {"R": shocks},
            **player,
        },
        {"id": "B", "name": "Bob"},
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
    )


def test_the_convert_lines_compile_701_28a() -> None:
    compiled = compile_record(records(GOLDBUG)[GOLDBUG])
    line = next(s for s in compiled.lines if "convert ~" in s.text and "second" in s.text)
    assert line.applied, line.reason
    made_up = compile_record(MADE_UP["Plain Converter"])
    assert all(s.applied for s in made_up.lines)
    assert "Convert ~" in made_up.printed


def test_the_second_spell_converts_goldbug_701_28a() -> None:
    state = _alice_with({"id": "bug", "card": GOLDBUG}, shocks=2)
    first = play(state, {"type": "cast", "object": "s0", "targets": ["B"]}).state
    first = play(first, {"type": "resolve"}).state
    assert not first.zone(Zone.STACK), "one spell cast: no trigger yet"
    second = play(first, {"type": "cast", "object": "s1", "targets": ["B"]}).state
    assert len(second.zone(Zone.STACK)) == 2, "the second spell's trigger is above it"
    converted = play(second, {"type": "resolve"})
    bug = converted.state.object("bug")
    c = chars(converted.state, bug)
    assert bug.face == 1
    assert c.name == "Goldbug, Scrappy Scout" and c.is_type("Artifact")
    assert "Vehicle" in c.subtypes and (c.power, c.toughness) == (1, 3)
    assert cites(converted.log, "701.28a")


def test_a_converted_permanent_stays_the_same_object_712_18() -> None:
    state = _alice_with({"id": "bug", "card": GOLDBUG, "counters": {"+1/+1": 1}}, shocks=2)
    for i in range(2):
        state = play(state, {"type": "cast", "object": f"s{i}", "targets": ["B"]}).state
    before = state.object("bug").timestamp
    converted = play(state, {"type": "resolve"})
    bug = converted.state.object("bug")
    assert bug.face == 1 and bug.timestamp == before
    assert bug.counters.get("+1/+1") == 1
    assert any(isinstance(e, Transformed) for e in converted.events)


def test_a_card_that_isnt_double_faced_doesnt_convert_701_28c() -> None:
    state = _alice_with({"id": "plain", "card": "Plain Converter"}, mana_pool={"C": 1})
    activated = play(state, {"type": "activate", "object": "plain", "ability": 0})
    resolved = play(activated.state, {"type": "resolve"})
    assert resolved.state.object("plain").face == 0
    assert cites(resolved.log, "701.28c")
    assert not cites(resolved.log, "701.28a")
