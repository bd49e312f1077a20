"""Discover N (701.57a): exile from the top of the library until a nonland card with mana value N
or less; it may be cast without paying its mana cost, else it goes to the hand; the other exiled
cards go to the bottom in a random order. Primordial Gnawer ("When ~ dies, discover 3.") of the
2026 card file is compiled from its Oracle text; it dies to Murder."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

GNAWER = "Primordial Gnawer"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, GNAWER)


def test_701_57a_discover_compiles_and_prints_back() -> None:
    compiled = compile_record(records(GNAWER)[GNAWER])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "When ~ dies, discover 3."


def _died(*library: str) -> GameState:
    """Alice's Gnawer has died to her Murder; its trigger is on the stack."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "murder", "card": "Murder"}],
            "battlefield": [{"id": "gnawer", "card": GNAWER}],
            "library": [{"id": f"l{i}", "card": c} for i, c in enumerate(library)],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "murder", "targets": ["gnawer"], "free": True})
    died = play(cast.state, RESOLVE)
    assert died.state.object("gnawer").zone is Zone.GRAVEYARD
    return died.state


def test_701_57a_lands_and_costlier_cards_are_passed_over_and_the_card_may_be_cast() -> None:
    state = _died("Forest", "Serra Angel", "Lightning Bolt", "Island")
    asked = pending(state, RESOLVE)
    assert asked.pending is not None and asked.pending.kind is DecisionKind.MAY
    assert asked.pending.rule == "701.57a" and "Lightning Bolt" in asked.pending.prompt
    done = play(state, RESOLVE, ["cast", "B"])
    bolt = done.state.object("l2")
    assert bolt.zone is Zone.STACK and bolt.stack is not None and bolt.stack.targets == ("B",)
    # The Forest and the Angel went to the bottom; the Island was never exiled.
    library = [o.id for o in done.state.zone(Zone.LIBRARY, "A")]
    assert library[0] == "l3" and sorted(library[1:]) == ["l0", "l1"]
    assert cites(done.log, "701.57a")
    assert play(done.state, RESOLVE).state.player("B").life == 17


def test_701_57a_a_card_not_cast_goes_to_the_hand() -> None:
    done = play(_died("Grizzly Bears", "Forest"), RESOLVE, ["dont"])
    assert done.state.object("l0").zone is Zone.HAND
    assert done.state.object("l1").zone is Zone.LIBRARY
    assert cites(done.log, "701.57c")


def test_701_57a_mana_value_n_is_found_and_n_plus_one_passed_over() -> None:
    # Serra Angel (5) is passed over; Hill Giant (4) is more than 3 too; Grizzly Bears (2) hits.
    done = play(_died("Serra Angel", "Hill Giant", "Grizzly Bears"), RESOLVE, ["dont"])
    assert done.state.object("l2").zone is Zone.HAND
    assert {o.id for o in done.state.zone(Zone.LIBRARY, "A")} == {"l0", "l1"}


def test_701_57b_with_no_such_card_every_card_goes_back_to_the_bottom() -> None:
    done = play(_died("Forest", "Serra Angel"), RESOLVE)
    assert sorted(o.id for o in done.state.zone(Zone.LIBRARY, "A")) == ["l0", "l1"]
    assert not done.state.zone(Zone.EXILE)
    assert cites(done.log, "701.57b")
