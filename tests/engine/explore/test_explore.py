"""Explore (701.44): Merfolk Branchwalker and Queen's Agent, compiled from their Oracle text
("When ~ enters, it explores."). A revealed land card goes to the hand; any other card puts a
+1/+1 counter on the explorer, then its controller may put that card into the graveyard
(701.44a); with an empty library or the explorer gone, it still explores (701.44b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

MERFOLK_BRANCHWALKER = {
    "name": "Merfolk Branchwalker",
    "type_line": "Creature — Merfolk Scout",
    "mana_cost": "{1}{G}",
    "power": "2",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Explore"],
    "oracle_text": "When Merfolk Branchwalker enters the battlefield, it explores. (Reveal the "
    "top card of your library. Put that card into your hand if it's a land. Otherwise, put a "
    "+1/+1 counter on this creature, then put the card back or put it into your graveyard.)",
}
QUEENS_AGENT = {
    "name": "Queen's Agent",
    "type_line": "Creature — Vampire Scout",
    "mana_cost": "{5}{B}",
    "power": "3",
    "toughness": "3",
    "layout": "normal",
    "keywords": ["Explore", "Lifelink"],
    "oracle_text": "Lifelink\nWhen Queen's Agent enters the battlefield, it explores. (Reveal "
    "the top card of your library. Put that card into your hand if it's a land. Otherwise, put "
    "a +1/+1 counter on this creature, then put the card back or put it into your graveyard.)",
}
RESOLVE = {"type": "resolve"}
CAST = {"type": "cast", "object": "walker", "free": True}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Merfolk Branchwalker": MERFOLK_BRANCHWALKER, "Queen's Agent": QUEENS_AGENT})


def walker_with(*library: str) -> GameState:
    """Branchwalker cast and resolved: its enters ability is on the stack."""
    state = board(
        {
            "id": "A",
            "hand": [{"id": "walker", "card": "Merfolk Branchwalker"}],
            "library": [{"id": f"card{i}", "card": name} for i, name in enumerate(library)],
        },
        {"id": "B"},
    )
    return play(play(state, CAST).state, RESOLVE).state


def test_the_cards_compile_as_automated() -> None:
    assert compile_record(MERFOLK_BRANCHWALKER).label == AUTOMATED
    assert compile_record(QUEENS_AGENT).label == AUTOMATED


def test_a_revealed_land_goes_to_the_hand_and_no_counter_701_44a() -> None:
    done = play(walker_with("Forest", "Grizzly Bears"), RESOLVE)
    assert done.state.object("card0").zone is Zone.HAND
    assert done.state.object("card1").zone is Zone.LIBRARY
    assert done.state.object("walker").counter("+1/+1") == 0
    assert cites(done.log, "701.44a")


def test_a_nonland_card_gives_a_counter_and_may_go_to_the_graveyard_701_44a() -> None:
    state = walker_with("Grizzly Bears", "Forest")
    asked = pending(state, RESOLVE).pending
    assert asked is not None and asked.kind is DecisionKind.MAY and asked.decider == "A"
    assert asked.rule == "701.44a"
    dropped = play(state, RESOLVE, ["graveyard"])
    assert dropped.state.object("walker").counter("+1/+1") == 1
    assert dropped.state.object("card0").zone is Zone.GRAVEYARD
    kept = play(state, RESOLVE, ["keep"])
    assert kept.state.object("walker").counter("+1/+1") == 1
    library = kept.state.zone(Zone.LIBRARY, "A")
    assert [c.id for c in library] == ["card0", "card1"]  # still on top


def test_with_an_empty_library_it_still_explores_without_a_counter_701_44b() -> None:
    done = play(walker_with(), RESOLVE)
    assert done.state.object("walker").counter("+1/+1") == 0
    assert cites(done.log, "701.44b")


def test_an_explorer_gone_gets_no_counter_but_the_card_may_still_go_701_44b() -> None:
    state = walker_with("Grizzly Bears")
    gone = play(state, {"type": "move_object", "object": "walker", "to": "hand"}).state
    done = play(gone, RESOLVE, ["graveyard"])
    assert done.state.object("card0").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.44b")
