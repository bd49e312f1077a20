"""Counters with rules of their own (122.1), however they got there (here: the scenario document,
as the judge's editor places them): a finality counter exiles the permanent instead of putting it
into a graveyard from the battlefield (122.1h); a shield counter is removed instead of the
permanent being destroyed or dealt damage (122.1c); a stun counter is removed instead of the
permanent untapping (122.1d). One or more counters of a kind make a single effect."""

from __future__ import annotations

from typing import Any

from engine.core.state import GameState, Zone
from engine.testing.scenario import board, cites, play

RESOLVE = {"type": "resolve"}
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}


def _library(who: str) -> list[dict[str, str]]:
    return [{"id": f"{who}{i}", "card": "Forest"} for i in range(4)]


def _board(counters: dict[str, int], *, tapped: bool = False, bolts: int = 1) -> GameState:
    """Alice's main phase: her Grizzly Bears with the counters, Lightning Bolts in her hand."""
    bears: dict[str, Any] = {"id": "bears", "card": "Grizzly Bears", "counters": counters}
    if tapped:
        bears["tapped"] = True
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [bears],
            "hand": [{"id": f"bolt{i}", "card": "Lightning Bolt"} for i in range(bolts)],
            "library": _library("a"),
        },
        {"id": "B", "name": "Bob", "library": _library("b")},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _bolt(state: GameState, bolt: str = "bolt0") -> Any:
    cast = {"type": "cast", "object": bolt, "targets": ["bears"], "free": True}
    return play(play(state, cast).state, RESOLVE)


def _destroy(state: GameState) -> Any:
    return play(
        state, {"type": "move_object", "object": "bears", "to": "graveyard", "destroy": True}
    )


# --- finality (122.1h) --------------------------------------------------------------------------


def test_a_creature_with_a_finality_counter_that_dies_is_exiled_122_1h() -> None:
    died = _bolt(_board({"finality": 1}))
    assert died.state.object("bears").zone is Zone.EXILE
    assert cites(died.log, "122.1h")


def test_destroyed_with_a_finality_counter_it_is_exiled_too() -> None:
    done = _destroy(_board({"finality": 2}))
    assert done.state.object("bears").zone is Zone.EXILE


def test_without_a_finality_counter_it_goes_to_the_graveyard() -> None:
    died = _bolt(_board({"+1/+1": 1}))
    assert died.state.object("bears").zone is Zone.GRAVEYARD
    assert not cites(died.log, "122.1h")


# --- shield (122.1c) ----------------------------------------------------------------------------


def test_a_shield_counter_prevents_the_damage_and_is_removed_122_1c() -> None:
    shielded = _bolt(_board({"shield": 1}, bolts=2))
    bears = shielded.state.object("bears")
    assert bears.zone is Zone.BATTLEFIELD and bears.damage == 0
    assert bears.counter("shield") == 0
    assert cites(shielded.log, "122.1c")
    second = _bolt(shielded.state, "bolt1")
    assert second.state.object("bears").zone is Zone.GRAVEYARD


def test_two_shield_counters_are_one_effect_one_removed_per_event() -> None:
    shielded = _bolt(_board({"shield": 2}))
    assert shielded.state.object("bears").counter("shield") == 1


def test_a_shield_counter_is_removed_instead_of_the_permanent_destroyed() -> None:
    done = _destroy(_board({"shield": 1}))
    bears = done.state.object("bears")
    assert bears.zone is Zone.BATTLEFIELD and bears.counter("shield") == 0
    assert cites(done.log, "122.1c")


def test_a_shield_counter_doesnt_stop_a_move_that_isnt_destruction() -> None:
    done = play(
        _board({"shield": 1}), {"type": "move_object", "object": "bears", "to": "graveyard"}
    )
    assert done.state.object("bears").zone is Zone.GRAVEYARD


# --- stun (122.1d) ------------------------------------------------------------------------------


def test_a_stun_counter_is_removed_instead_of_untapping_122_1d() -> None:
    state = _board({"stun": 1}, tapped=True)
    upkeep = play(state, NEXT_UPKEEP).state  # Bob's turn: Alice's permanents don't untap
    alices = play(upkeep, NEXT_UPKEEP)
    bears = alices.state.object("bears")
    assert bears.tapped and bears.counter("stun") == 0
    assert cites(alices.log, "122.1d")
    later = play(play(alices.state, NEXT_UPKEEP).state, NEXT_UPKEEP).state
    assert not later.object("bears").tapped, "without a stun counter it untaps"


def test_an_untapped_stunned_permanent_keeps_its_counter() -> None:
    state = _board({"stun": 1})
    alices = play(play(state, NEXT_UPKEEP).state, NEXT_UPKEEP).state
    assert alices.object("bears").counter("stun") == 1
