"""Controlling another player (723): who makes a player's decisions now. The effect kind and
its start and end as turns begin are in engine.rules.effects.control."""

from __future__ import annotations

from engine.core.state import GameState


def controlling_player(state: GameState, player: str) -> str:
    """Who makes `player`'s decisions now (723.5): the controller of a player-controlling effect
    working this turn, or the player themself."""
    for effect in reversed(state.effects):
        if (
            effect.kind == "controls_player"
            and effect.params.get("player") == player
            and effect.params.get("turn") == state.turn.number
            and state.turn.active_player == player
        ):
            return effect.controller
    return player
