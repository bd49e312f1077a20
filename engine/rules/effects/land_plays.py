"""More land plays (305.2): "You may play an additional land on each of your turns.", "Each
player may play an additional land on each of their turns." (static abilities), "You may play
an additional land this turn." (an effect until end of turn, 514.2).

The effect kind "additional_land_plays" has "player" (a player group of
engine.rules.player_groups) and "count" (how many more). The play-land action asks
`land_plays_allowed`: one land per turn plus every such effect for that player (305.2); a play
is legal only while that number is greater than the lands played this turn (305.2a-b). A land
can be played only in its owner's own turn anyway (305.1-305.2), so "on each of your turns" and
the static ability's presence say the same."""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.state import Effect, GameState
from engine.rules.effect_kinds import EffectKind, effects_of_kind, register
from engine.rules.player_groups import group_words, in_group

KIND = "additional_land_plays"


def _count(effect: Effect) -> int:
    count = effect.params.get("count", 1)
    return count if isinstance(count, int) and count > 0 else 0


def land_plays_allowed(state: GameState, player: str) -> int:
    """How many lands `player` may play this turn (305.2)."""
    return 1 + sum(_count(e) for e in effects_of_kind(state, KIND) if in_group(state, e, player))


@register
class AdditionalLandPlays(EffectKind[WouldEvent]):
    """305.2: continuous effects that increase how many lands a player may play in a turn."""

    name = KIND
    rules = ("305.2",)

    def describe(self, effect: Effect, state: GameState) -> str:
        count = _count(effect)
        more = "an additional land" if count == 1 else f"{count} additional lands"
        return f"{group_words(state, effect)} may play {more} each turn"
