"""A search for several cards (701.23a, 701.23b: finding fewer, or none, is allowed): Explosive
Vegetation ("Search your library for up to two basic land cards, put them onto the battlefield
tapped, then shuffle."), compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

VEGETATION = "Explosive Vegetation"
CLAIM = "Skyshroud Claim"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, VEGETATION)


def test_701_23a_explosive_vegetation_compiles_and_prints_back() -> None:
    compiled = compile_record(records(VEGETATION)[VEGETATION])
    assert compiled.label == AUTOMATED
    assert compiled.printed == (
        "Search your library for up to two basic land cards, put them onto the battlefield "
        "tapped, then shuffle."
    )


def _cast() -> GameState:
    library = ["Forest", "Grizzly Bears", "Island", "Forest"]
    state = board(
        {
            "id": "A",
            "hand": [{"id": "veg", "card": VEGETATION}],
            "library": [{"id": f"l{i}", "card": name} for i, name in enumerate(library)],
        },
        {"id": "B"},
    )
    return play(state, {"type": "cast", "object": "veg", "free": True}).state


def test_701_23a_two_basic_lands_found_enter_tapped_and_the_library_is_shuffled() -> None:
    state = _cast()
    first = pending(state, RESOLVE).pending
    assert first is not None and {o.id for o in first.options} == {"nothing", "l0", "l2"}
    second = pending(state, RESOLVE, ["l0"]).pending
    # the second pick: the other Forest (l3) and the Island; the found Forest isn't offered
    assert second is not None and {o.id for o in second.options} == {"done", "l2", "l3"}
    done = play(state, RESOLVE, ["l0", "l2"])
    for land in ("l0", "l2"):
        found = done.state.object(land)
        assert found.zone is Zone.BATTLEFIELD and found.tapped and found.controller == "A"
    assert {c.id for c in done.state.zone(Zone.LIBRARY, "A")} == {"l1", "l3"}
    assert cites(done.log, "701.23a") and cites(done.log, "701.24a")


def test_701_23b_finding_only_one_is_allowed() -> None:
    done = play(_cast(), RESOLVE, ["l2", "done"])
    assert done.state.object("l2").zone is Zone.BATTLEFIELD
    assert {c.id for c in done.state.zone(Zone.LIBRARY, "A")} == {"l0", "l1", "l3"}


def test_701_23a_205_3i_skyshroud_claim_finds_up_to_two_forest_cards_untapped(
    compiled_from: Any,
) -> None:
    use_cards(compiled_from, CLAIM)
    assert compile_record(records(CLAIM)[CLAIM]).label == AUTOMATED
    state = board(
        {
            "id": "A",
            "hand": [{"id": "claim", "card": CLAIM}],
            "library": [
                {"id": "l0", "card": "Island"},
                {"id": "l1", "card": "Forest"},
                {"id": "l2", "card": "Forest"},
            ],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "claim", "free": True}).state
    asked = pending(cast, RESOLVE).pending
    assert asked is not None and {o.id for o in asked.options} == {"nothing", "l1"}
    done = play(cast, RESOLVE, ["l1", "l2"])
    for land in ("l1", "l2"):
        assert done.state.object(land).zone is Zone.BATTLEFIELD
        assert not done.state.object(land).tapped
    assert [c.id for c in done.state.zone(Zone.LIBRARY, "A")] == ["l0"]
