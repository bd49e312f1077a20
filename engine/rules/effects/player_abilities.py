"""Abilities a player has from a permanent's static ability ("You have hexproof.", "You have
shroud.", "You have no maximum hand size."): hexproof on a player (702.11c: they can't be the
target of spells or abilities their opponents control), shroud (702.18a: of no spells or
abilities at all), and no maximum hand size (402.2: the cleanup step's discard, 514.1, doesn't
apply to them), and looking at the top card of their library any time (401.5). Each is an effect kind whose `player` a card writes as "you" (bound to the
permanent's controller); `engine.rules.targets` and the cleanup step ask `player_has`."""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.state import Effect, GameState
from engine.rules.effect_kinds import EffectKind, effects_of_kind, ref_name, register

PLAYER_HEXPROOF = "player_hexproof"
PLAYER_SHROUD = "player_shroud"
NO_MAXIMUM_HAND_SIZE = "no_maximum_hand_size"
# 401.5: "You may look at the top card of your library any time." Libraries are face down and
# no one may look at them (401.2); this lets the player see their top card whenever they like.
# It changes no event: the engine's view for that player (engine.game.render.text_rendering
# with the player as viewer) names the card, and the effects in force say the player may.
LOOK_AT_TOP_OF_LIBRARY = "look_at_top_of_library"


def player_has(state: GameState, player: str, kind: str) -> Effect | None:
    """The effect in force giving `player` the ability of `kind`, if any."""
    return next((e for e in effects_of_kind(state, kind) if e.params.get("player") == player), None)


class _PlayerAbility(EffectKind[WouldEvent]):
    """A player's ability that an effect in force gives them; it changes no event itself (the
    rules that ask read it with `player_has`)."""

    words = ""

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('player'))} {self.words}"


def _player_ability(kind: str, rule: str, words: str) -> None:
    register(type(kind, (_PlayerAbility,), {"name": kind, "rules": (rule,), "words": words}))


_player_ability(PLAYER_HEXPROOF, "702.11c", "has hexproof")
_player_ability(PLAYER_SHROUD, "702.18a", "has shroud")
_player_ability(NO_MAXIMUM_HAND_SIZE, "402.2", "has no maximum hand size")
_player_ability(
    LOOK_AT_TOP_OF_LIBRARY, "401.5", "may look at the top card of their library any time"
)
