"""A creature that regenerates while attacking or blocking is removed from combat (701.19a,
506.4): it stops attacking or blocking and deals no combat damage afterwards."""

from __future__ import annotations

from typing import Any

from engine.core.state import GameState, Zone
from engine.testing.scenario import board, cites, play


def at_declare_attackers(a: list[dict[str, Any]], b: list[dict[str, Any]], **doc: Any) -> GameState:
    return board(
        {"id": "A", "name": "Alice", "battlefield": a},
        {"id": "B", "name": "Bob", "battlefield": b, "hand": [{"id": "murder", "card": "Murder"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
        **doc,
    )


def regenerate(state: GameState, creature: str) -> GameState:
    """Alice activates the creature's regeneration ability (its cost marked paid); it resolves."""
    state = play(state, {"type": "activate", "object": creature, "ability": 0, "free": True}).state
    return play(state, {"type": "resolve"}).state


def test_a_regenerated_attacker_is_removed_from_combat_and_deals_no_damage() -> None:
    """River Boa attacks Bob; Alice regenerates it, Bob Murders it: it stays on the battlefield,
    tapped, but no longer attacking, so Bob takes no combat damage."""
    state = at_declare_attackers([{"id": "boa", "card": "River Boa"}], [])
    state = play(state, {"type": "attack", "attackers": {"boa": "B"}}).state
    state = regenerate(state, "boa")
    state = play(
        state, {"type": "cast", "object": "murder", "targets": ["boa"], "free": True}
    ).state
    result = play(state, {"type": "resolve"})
    boa = result.state.object("boa")
    assert (boa.zone, boa.tapped, boa.damage) == (Zone.BATTLEFIELD, True, 0)
    assert result.state.combat is not None and not result.state.combat.is_attacking("boa")
    assert cites(result.log, "506.4") and cites(result.log, "701.19a")
    after = play(result.state, {"type": "advance", "to": "end_of_combat"})
    assert after.state.player("B").life == 20


def test_a_regenerated_blocker_leaves_combat_and_the_attacker_stays_blocked() -> None:
    """Bob's Hill Giant attacks; Alice's Drudge Skeletons (shielded) block it. Combat damage kills
    the Skeletons, which regenerate and leave combat; the Giant stays blocked (509.1h)."""
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [{"id": "skeletons", "card": "Drudge Skeletons"}],
        },
        {"id": "B", "name": "Bob", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
        turn={"number": 4, "active_player": "B", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"giant": "A"}}).state
    state = play(state, {"type": "advance"}).state
    state = play(state, {"type": "block", "blockers": {"skeletons": "giant"}}).state
    state = regenerate(state, "skeletons")
    result = play(state, {"type": "advance", "to": "combat_damage"})
    skeletons = result.state.object("skeletons")
    assert (skeletons.zone, skeletons.tapped, skeletons.damage) == (Zone.BATTLEFIELD, True, 0)
    combat = result.state.combat
    assert combat is not None
    assert "skeletons" not in combat.blocker_ids() and combat.is_blocked("giant")
    assert result.state.object("giant").damage == 1  # dealt at the same time as the Giant's
    assert result.state.player("A").life == 20


def test_regenerating_in_the_first_strike_step_means_no_regular_damage() -> None:
    """Alice's Drudge Skeletons (shielded) attack and Bob blocks with Ramirez DePietro (first
    strike): the first-strike damage destroys the Skeletons, they regenerate and are removed from
    combat, so in the regular combat damage step they deal no damage to Ramirez (510.1)."""
    state = at_declare_attackers(
        [{"id": "skeletons", "card": "Drudge Skeletons"}],
        [{"id": "ramirez", "card": "Ramirez DePietro"}],
    )
    state = play(state, {"type": "attack", "attackers": {"skeletons": "B"}}).state
    state = play(state, {"type": "advance"}).state
    state = play(state, {"type": "block", "blockers": {"ramirez": "skeletons"}}).state
    state = regenerate(state, "skeletons")
    first = play(state, {"type": "advance", "to": "first_strike_damage"})
    assert first.state.object("skeletons").zone is Zone.BATTLEFIELD
    assert first.state.combat is not None and not first.state.combat.is_attacking("skeletons")
    regular = play(first.state, {"type": "advance", "to": "combat_damage"})
    assert regular.state.object("ramirez").damage == 0
    assert regular.state.object("skeletons").zone is Zone.BATTLEFIELD
