"""Energy compiled from Oracle text (107.14): "When ~ enters, you get {E}{E}.", "Pay {E}" in a
cost, each on a real card played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.cache import COMPILED
from engine.testing.scenario import board, cites, play

pytestmark = pytest.mark.usefixtures("compiled_cards")


def automated(name: str) -> bool:
    compiled = COMPILED.get(name)
    return compiled is not None and compiled.label == "automated"


def entered(card: str) -> GameState:
    state = board(
        {"id": "A", "hand": [{"id": "card", "card": card}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    state = play(state, {"type": "cast", "object": "card", "free": True}).state
    if state.zone(Zone.STACK):
        state = play(state, {"type": "resolve"}).state  # the permanent spell
    state = play(state, {"type": "resolve"}).state  # its enters trigger
    return state


def test_aether_hub_gets_energy_and_pays_it_for_any_color() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "hub", "card": "Aether Hub"}]},
        {"id": "B"},
    )
    state = play(state, {"type": "play_land", "object": "hub"}).state
    state = play(state, {"type": "resolve"}).state
    assert state.player("A").counters.get("energy") == 1
    tapped = play(state, {"type": "activate", "object": "hub", "ability": 2}, ["B"])
    assert tapped.state.player("A").mana_pool.to_json() == {"B": 1}
    assert tapped.state.player("A").counters.get("energy") is None
    assert cites(tapped.log, "107.14")
    assert automated("Aether Hub")


def test_aethertorch_renegade_pays_two_energy_to_ping_a_creature() -> None:
    state = entered("Aethertorch Renegade")
    assert state.player("A").counters.get("energy") == 4
    # a judge's shortcut: it has been under Alice's control since her turn began (302.6)
    state = state.with_object(replace(state.object("card"), controlled_since_turn_start=True))
    with pytest.raises(IllegalAction) as refused:  # {E} x8 with four energy counters
        play(state, {"type": "activate", "object": "card", "ability": 2, "targets": ["B"]})
    assert refused.value.rule == "107.14"
    action = {"type": "activate", "object": "card", "ability": 1, "targets": ["bears"]}
    paid = play(state, action)
    assert paid.state.player("A").counters.get("energy") == 2
    resolved = play(paid.state, {"type": "resolve"})
    assert resolved.state.object("bears").damage == 1
    assert automated("Aethertorch Renegade")
