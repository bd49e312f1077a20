"""The players an effect about players applies to, written in its "player" parameter: one
player's id (a card's "you", bound to the controller of the source, 109.5), "each" (every
player: "Players can't gain life.") or "opponents" (each opponent of the effect's controller,
102.2-102.3: "Your opponents can't gain life."). Effect kinds that stop or allow something for a
group of players (engine.rules.effects.cant, engine.rules.effects.player_rules) read it here,
so each group word means the same for all of them."""

from __future__ import annotations

from engine.core.state import Effect, GameState
from engine.core.variants import opponents_of
from engine.rules.names import name_of

EACH = "each"
OPPONENTS = "opponents"


def in_group(state: GameState, effect: Effect, player: str) -> bool:
    """Is `player` among the players the effect's "player" parameter names?"""
    group = effect.params.get("player")
    if group == EACH:
        return True
    if group == OPPONENTS:
        return player in opponents_of(state, effect.controller)
    return bool(group == player)


def group_words(state: GameState, effect: Effect) -> str:
    """The players of the effect's "player" parameter in plain words, for the log."""
    group = effect.params.get("player")
    if group == EACH:
        return "players"
    if group == OPPONENTS:
        return f"{name_of(state, effect.controller)}'s opponents"
    return name_of(state, str(group)) if state.find_player(str(group)) else str(group)
