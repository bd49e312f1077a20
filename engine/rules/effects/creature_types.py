"""Creature types changed by an effect (layer 4, 613.1d): "gains all creature types" and "loses
all creature types" (205.3m). Applied by `engine.rules.characteristics` among the type-changing
effects in timestamp order; a changeling's characteristic-defining ability applies before them
(613.3), so a changeling that loses all creature types has none. Parameters: the scope ("objects"
locked in as a spell resolves, 611.2c) and "creature_types": "all" or "none"."""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.state import Effect, GameState
from engine.rules.effect_kinds import EffectKind, ref_name, register


@register
class ChangeCreatureTypes(EffectKind[WouldEvent]):
    name = "change_creature_types"
    rules = ("613.1d", "205.3m")

    def describe(self, effect: Effect, state: GameState) -> str:
        what = ref_name(state, effect.params.get("objects"))
        if effect.params.get("creature_types", "all") == "all":
            return f"{what} gains all creature types"
        return f"{what} loses all creature types"
