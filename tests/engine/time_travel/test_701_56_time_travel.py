"""Time travel (701.56a): for each permanent you control and each suspended card you own with a
time counter on it, you may put a time counter on it or remove one. Wibbly-wobbly, Timey-wimey
("Time travel. / Draw a card.") and Rift Bolt (suspend 1) of the 2026 card file are compiled from
their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

WIBBLY = "Wibbly-wobbly, Timey-wimey"
RIFT_BOLT = "Rift Bolt"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, WIBBLY, RIFT_BOLT)


def test_701_56a_time_travel_compiles_and_prints_back() -> None:
    compiled = compile_record(records(WIBBLY)[WIBBLY])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Time travel.\nDraw a card."


def _cast() -> Any:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "wibbly", "card": WIBBLY}],
            "battlefield": [
                {"id": "clock", "card": "Grizzly Bears", "counters": {"time": 2}},
                {"id": "plain", "card": "Grizzly Bears"},
            ],
            "exile": [{"id": "bolt", "card": RIFT_BOLT, "counters": {"time": 2}}],
            "library": [{"id": f"l{i}", "card": "Grizzly Bears"} for i in range(2)],
        },
        {
            "id": "B",
            "battlefield": [{"id": "theirs", "card": "Grizzly Bears", "counters": {"time": 1}}],
        },
    )
    return play(state, {"type": "cast", "object": "wibbly", "free": True}).state


def test_701_56a_each_of_your_objects_with_time_counters_is_offered() -> None:
    asked = pending(_cast(), RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["add", "remove", "skip"]


def test_701_56a_put_one_on_a_permanent_remove_one_from_a_suspended_card() -> None:
    done = play(_cast(), RESOLVE, ["add", "remove"])
    assert done.state.object("clock").counter("time") == 3
    assert done.state.object("bolt").counter("time") == 1
    assert done.state.object("theirs").counter("time") == 1  # not a permanent you control
    assert cites(done.log, "701.56a")


def test_701_56a_any_number_none_at_all() -> None:
    done = play(_cast(), RESOLVE, ["skip", "skip"])
    assert done.state.object("clock").counter("time") == 2
    assert done.state.object("bolt").counter("time") == 2
