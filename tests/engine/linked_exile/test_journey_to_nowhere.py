"""Journey to Nowhere: "When Journey to Nowhere enters the battlefield, exile target creature.
When Journey to Nowhere leaves the battlefield, return the exiled card to the battlefield under
its owner's control." Two linked triggered abilities (607.2a): the second returns only the card
the first exiled, which the state records as an "exiled_with" effect (engine.mechanics.linked_exile).
"""

from __future__ import annotations

from typing import Any

import engine
from engine.core.state import GameState, Zone
from engine.testing.scenario import board, cites, play

RESOLVE = {"type": "resolve"}


def cast(card: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "targets": list(targets), "free": True}


def start(**bears: Any) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "journey", "card": "Journey to Nowhere"},
                {"id": "disenchant", "card": "Disenchant"},
                {"id": "boomerang", "card": "Boomerang"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears", **bears}]},
    )


def journey_resolved(state: GameState) -> GameState:
    """Journey resolves; its enters ability (one legal target, 603.3d) goes on the stack."""
    return play(play(state, cast("journey")).state, RESOLVE).state


def exiled(state: GameState) -> GameState:
    return play(journey_resolved(state), RESOLVE).state


def links(state: GameState) -> list[Any]:
    return [e for e in state.effects if e.kind == "exiled_with"]


def test_the_enters_ability_exiles_the_creature_and_records_the_link() -> None:
    state = exiled(start())
    assert state.object("bears").zone is Zone.EXILE
    (link,) = links(state)
    assert link.source == "journey" and link.params["card"] == "bears"
    assert engine.load(engine.dump(state)) == state  # the link is part of the document


def test_when_journey_leaves_the_exiled_card_returns_under_its_owners_control() -> None:
    state = exiled(start())
    destroyed = play(play(state, cast("disenchant", "journey")).state, RESOLVE)
    assert destroyed.state.object("journey").zone is Zone.GRAVEYARD
    assert cites(destroyed.log, "603.2")
    returned = play(destroyed.state, RESOLVE)
    bears = returned.state.object("bears")
    assert bears.zone is Zone.BATTLEFIELD and bears.controller == "B"
    assert cites(returned.log, "607.2a") and links(returned.state) == []


def test_the_card_returns_under_its_owner_not_its_last_controller() -> None:
    """Bob controlled Alice's Bears when they were exiled (110.2a: under its owner's)."""
    state = exiled(start(owner="A"))
    returned = play(play(play(state, cast("disenchant", "journey")).state, RESOLVE).state, RESOLVE)
    assert returned.state.object("bears").controller == "A"


def test_leaving_for_a_hand_triggers_too() -> None:
    """603.6c: a leaves-the-battlefield ability triggers whatever zone the permanent goes to."""
    state = exiled(start())
    bounced = play(play(state, cast("boomerang", "journey")).state, RESOLVE)
    assert bounced.state.object("journey").zone is Zone.HAND
    returned = play(bounced.state, RESOLVE)
    assert returned.state.object("bears").zone is Zone.BATTLEFIELD


def test_if_journey_leaves_before_its_enters_ability_resolves_the_card_stays_exiled() -> None:
    """With the enters ability on the stack, Journey is destroyed: the leaves ability resolves
    first and finds nothing exiled; then the enters ability exiles the Bears, linked to no object
    on the battlefield: nothing will ever return them (607.2a, 603.6c)."""
    state = journey_resolved(start())
    destroyed = play(play(state, cast("disenchant", "journey")).state, RESOLVE).state
    leaves = play(destroyed, RESOLVE)  # the leaves ability is on top
    assert leaves.state.object("bears").zone is Zone.BATTLEFIELD
    assert cites(leaves.log, "607.2a")
    enters = play(leaves.state, RESOLVE)
    assert enters.state.object("bears").zone is Zone.EXILE
    assert links(enters.state) == []
    assert cites(enters.log, "603.6c")


def test_with_no_creature_to_exile_the_enters_ability_is_removed() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "journey", "card": "Journey to Nowhere"}]}, {"id": "B"}
    )
    resolved = play(play(state, cast("journey")).state, RESOLVE)
    assert resolved.state.zone(Zone.STACK) == ()
    assert cites(resolved.log, "603.3d")
