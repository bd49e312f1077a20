"""A "Sacrifice ~ unless you pay {M}" (118.12): as the ability resolves its controller chooses
whether to pay the cost; one who doesn't, or can't, sacrifices the permanent (701.21a). The
payment comes from the mana pool. A custom card with the instruction on an upkeep trigger."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core.choices import DecisionKind
from engine.core.state import GameState, Params, Zone
from engine.game.play import apply
from engine.testing.scenario import board, cites, pending, play

KEEPER = {
    "name": "Costly Keeper",
    "types": ["Creature"],
    "power": 3,
    "toughness": 3,
    "abilities": [
        {
            "text": "At the beginning of your upkeep, sacrifice Costly Keeper unless you pay {G}.",
            "trigger": "beginning_of_step",
            "params": {"step": "upkeep", "whose": "your"},
            "effects": [{"kind": "sacrifice_unless_pays", "params": {"cost": "{G}"}}],
        }
    ],
}


def in_upkeep(pool: dict[str, int] | None = None) -> GameState:
    """Alice's upkeep with the trigger on the stack (the pool set after the untap step)."""
    a: dict[str, Any] = {"id": "A", "battlefield": [{"id": "keeper", "card": "Costly Keeper"}]}
    state = board(
        a,
        {"id": "B"},
        custom_cards=[KEEPER],
        turn={"number": 2, "active_player": "A", "step": "untap"},
    )
    state = play(state, {"type": "advance"}).state
    assert state.zone(Zone.STACK), "the upkeep trigger is on the stack (503.1a)"
    if pool:
        state = state.with_player(replace(state.player("A"), mana_pool=Params(pool)))
    return state


def test_the_controller_who_pays_keeps_the_permanent() -> None:
    state = in_upkeep({"G": 1})
    asked = pending(state, {"type": "resolve"}).pending
    assert asked is not None and asked.kind is DecisionKind.MAY
    assert [o.id for o in asked.options] == ["pay", "decline"]
    result = play(state, {"type": "resolve"}, ["pay"])
    assert result.state.object("keeper").zone is Zone.BATTLEFIELD
    assert not result.state.player("A").mana_pool
    assert cites(result.log, "118.12")


def test_the_controller_who_declines_sacrifices_it() -> None:
    result = play(in_upkeep({"G": 1}), {"type": "resolve"}, ["decline"])
    assert result.state.object("keeper").zone is Zone.GRAVEYARD
    assert result.state.player("A").mana_pool.get("G") == 1
    assert cites(result.log, "701.21a")


def test_a_pool_that_cant_pay_leaves_only_the_sacrifice() -> None:
    state = in_upkeep({"R": 1})
    result = apply(state, {"type": "resolve"})
    if result.pending is not None:  # a decision with one option may still be asked
        assert [o.id for o in result.pending.options] == ["decline"]
        result = play(state, {"type": "resolve"}, ["decline"])
    assert result.state.object("keeper").zone is Zone.GRAVEYARD
    assert result.state.player("A").mana_pool.get("R") == 1
