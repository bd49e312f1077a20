"""The effect kind of granted abilities (613.1f, layer 6): see engine.rules.granted_abilities."""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.state import Effect, GameState
from engine.rules.effect_kinds import EffectKind, register
from engine.rules.effects.continuous import subject_with_verb
from engine.rules.granted_abilities import KIND


@register
class GainAbilities(EffectKind[WouldEvent]):
    name = KIND
    rules = ("613.1f", "113.1a")

    def describe(self, effect: Effect, state: GameState) -> str:
        count = len(effect.params.get("abilities", ()))
        what = "an ability" if count == 1 else f"{count} abilities"
        return f"{subject_with_verb(effect, state, 'gain')} {what}"
