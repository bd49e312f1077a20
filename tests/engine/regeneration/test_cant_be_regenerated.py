""" "Can't be regenerated" (701.19c): the built-in cards that say it (Wrath of God, Damnation,
Terminate, Vendetta, Annihilate, Pongify, Incinerate) keep regeneration shields from applying.
The shield isn't used up, the log says why, and making a shield afterwards is still allowed."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.log import LogKind
from engine.core.state import GameState, Zone
from engine.testing.scenario import board, cites, entries, play


def shielded_boa(*hand: str, **alice: Any) -> GameState:
    """Alice holds `hand`; Bob's River Boa has a regeneration shield (e.g. from {G} earlier)."""
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": card.lower().replace(" ", "_"), "card": card} for card in hand],
            **alice,
        },
        {"id": "B", "name": "Bob", "battlefield": [{"id": "boa", "card": "River Boa"}]},
        effects=[
            {
                "id": "shield",
                "kind": "regeneration_shield",
                "controller": "B",
                "source": "boa",
                "params": {"object": "boa", "object_timestamp": 0},
                "duration": "end_of_turn",
            }
        ],
    )


def cast(state: GameState, card: str, *targets: str) -> tuple[GameState, Any]:
    state = play(
        state, {"type": "cast", "object": card, "targets": list(targets), "free": True}
    ).state
    result = play(state, {"type": "resolve"})
    return result.state, result


def assert_shield_ignored(state: GameState, log: Any) -> None:
    assert state.object("boa").zone is Zone.GRAVEYARD
    assert state.effect("shield") is not None  # not used up (it ends at cleanup)
    assert not cites(log, "701.19a")
    (stopped,) = [e for e in entries(log, LogKind.REPLACEMENT) if "701.19c" in e.rules]
    assert "can't be regenerated" in stopped.text and "stays unused" in stopped.text


@pytest.mark.parametrize("sweeper", ["Wrath of God", "Damnation"])
def test_a_sweeper_that_says_they_cant_be_regenerated_ignores_shields(sweeper: str) -> None:
    state, result = cast(shielded_boa(sweeper), sweeper.lower().replace(" ", "_"))
    assert_shield_ignored(state, result.log)


def test_day_of_judgment_lets_a_shield_save_the_creature() -> None:
    """Day of Judgment doesn't say "can't be regenerated": the Boa regenerates."""
    state, result = cast(shielded_boa("Day of Judgment"), "day_of_judgment")
    boa = state.object("boa")
    assert (boa.zone, boa.tapped) == (Zone.BATTLEFIELD, True)
    assert state.effect("shield") is None
    assert cites(result.log, "701.19a") and not cites(result.log, "701.19c")


def test_murder_is_replaced_by_the_shield() -> None:
    state, result = cast(shielded_boa("Murder"), "murder", "boa")
    assert state.object("boa").zone is Zone.BATTLEFIELD
    assert state.object("murder").zone is Zone.GRAVEYARD
    assert cites(result.log, "614.8")


@pytest.mark.parametrize("card", ["Terminate", "Pongify"])
def test_destroy_target_creature_it_cant_be_regenerated(card: str) -> None:
    state, result = cast(shielded_boa(card), card.lower(), "boa")
    assert_shield_ignored(state, result.log)


def test_vendetta_ignores_the_shield_and_costs_the_toughness() -> None:
    state, result = cast(shielded_boa("Vendetta"), "vendetta", "boa")
    assert_shield_ignored(state, result.log)
    assert state.player("A").life == 19  # River Boa's toughness, last known (608.2h)


def test_annihilate_ignores_the_shield_and_draws() -> None:
    state, result = cast(
        shielded_boa("Annihilate", library=[{"id": "top", "card": "Forest"}]), "annihilate", "boa"
    )
    assert_shield_ignored(state, result.log)
    assert state.object("top").zone is Zone.HAND


def test_incinerate_damage_means_no_regeneration_this_turn() -> None:
    """A creature Incinerate damaged can't be regenerated this turn: the lethal damage destroys
    the Boa after Incinerate resolves, and the shield doesn't apply."""
    state, result = cast(shielded_boa("Incinerate"), "incinerate", "boa")
    assert_shield_ignored(state, result.log)
    assert cites(result.log, "704.5g")


def test_a_shield_made_after_cant_be_regenerated_doesnt_apply_either() -> None:
    """701.19c: Incinerate hits Bob's 6/4 Craw Wurm (it survives with 3 damage). Bob may still cast
    Mending Touch on it, making a shield, but when Murder destroys the Wurm the same turn the
    shield isn't applied."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [
                {"id": "incinerate", "card": "Incinerate"},
                {"id": "murder", "card": "Murder"},
            ],
        },
        {
            "id": "B",
            "name": "Bob",
            "hand": [{"id": "touch", "card": "Mending Touch"}],
            "battlefield": [{"id": "wurm", "card": "Craw Wurm"}],
        },
    )
    state, _ = cast(state, "incinerate", "wurm")
    assert state.object("wurm").damage == 3
    state, touched = cast(state, "touch", "wurm")
    (made,) = [e for e in state.effects if e.kind == "regeneration_shield"]
    assert made.params["object"] == "wurm" and cites(touched.log, "701.19a")
    state, result = cast(state, "murder", "wurm")
    assert state.object("wurm").zone is Zone.GRAVEYARD
    assert state.effect(made.id) is not None
    assert cites(result.log, "701.19c")
