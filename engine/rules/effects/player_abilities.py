"""Abilities a player has from a permanent's static ability ("You have hexproof.", "You have
shroud.", "You have no maximum hand size."): hexproof on a player (702.11c: they can't be the
target of spells or abilities their opponents control), shroud (702.18a: of no spells or
abilities at all), and no maximum hand size (402.2: the cleanup step's discard, 514.1, doesn't
apply to them). Each is an effect kind whose `player` a card writes as "you" (bound to the
permanent's controller); `engine.rules.targets` and the cleanup step ask `player_has`."""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.state import Effect, GameState
from engine.rules.effect_kinds import EffectKind, effects_of_kind, ref_name, register

PLAYER_HEXPROOF = "player_hexproof"
PLAYER_SHROUD = "player_shroud"
NO_MAXIMUM_HAND_SIZE = "no_maximum_hand_size"


def player_has(state: GameState, player: str, kind: str) -> Effect | None:
    """The effect in force giving `player` the ability of `kind`, if any."""
    return next((e for e in effects_of_kind(state, kind) if e.params.get("player") == player), None)


@register
class PlayerHexproof(EffectKind[WouldEvent]):
    name = PLAYER_HEXPROOF
    rules = ("702.11c",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('player'))} has hexproof"


@register
class PlayerShroud(EffectKind[WouldEvent]):
    name = PLAYER_SHROUD
    rules = ("702.18a",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('player'))} has shroud"


@register
class NoMaximumHandSize(EffectKind[WouldEvent]):
    name = NO_MAXIMUM_HAND_SIZE
    rules = ("402.2",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('player'))} has no maximum hand size"
