"""The searcher is the target's controller (701.23a, 608.2h): Path to Exile ("Exile target
creature. Its controller may search their library for a basic land card, put that card onto the
battlefield tapped, then shuffle."), compiled from its Oracle text. The creature's last
controller searches their own library; the land enters tapped under their control; declining
means no search and no shuffle."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

PATH = "Path to Exile"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, PATH)


def test_701_23a_path_to_exile_compiles_and_prints_back() -> None:
    compiled = compile_record(records(PATH)[PATH])
    assert compiled.label == AUTOMATED
    assert compiled.printed == (
        "Exile target creature. Its controller may search their library for a basic land card, "
        "put that card onto the battlefield tapped, then shuffle."
    )


def _cast() -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "path", "card": PATH}],
            "library": [{"id": "a0", "card": "Plains"}],
        },
        {
            "id": "B",
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "library": [
                {"id": "b0", "card": "Shock"},
                {"id": "b1", "card": "Forest"},
                {"id": "b2", "card": "Grizzly Bears"},
            ],
        },
    )
    return play(state, {"type": "cast", "object": "path", "targets": ["bears"], "free": True}).state


def test_701_23a_608_2h_the_exiled_creatures_controller_searches_their_library() -> None:
    state = _cast()
    asked = pending(state, RESOLVE).pending
    assert asked is not None and asked.decider == "B" and asked.kind is DecisionKind.MAY
    assert {o.id for o in asked.options} == {"decline", "nothing", "b1"}
    done = play(state, RESOLVE, ["b1"])
    assert done.state.object("bears").zone is Zone.EXILE
    forest = done.state.object("b1")
    assert forest.zone is Zone.BATTLEFIELD and forest.tapped and forest.controller == "B"
    assert {c.id for c in done.state.zone(Zone.LIBRARY, "B")} == {"b0", "b2"}
    assert [c.id for c in done.state.zone(Zone.LIBRARY, "A")] == ["a0"]  # not A's library
    assert cites(done.log, "701.23a") and cites(done.log, "701.24a")


def test_701_23a_declining_is_no_search_and_no_shuffle() -> None:
    done = play(_cast(), RESOLVE, ["decline"])
    assert done.state.object("bears").zone is Zone.EXILE
    assert [c.id for c in done.state.zone(Zone.LIBRARY, "B")] == ["b0", "b1", "b2"]
    assert not cites(done.log, "701.24a")
