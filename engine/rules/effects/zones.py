"""Zone-change replacement effects (614.6, 614.1a)."""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import ZoneChangeEvent
from engine.core.state import Effect, GameState, Zone
from engine.rules.effect_kinds import Applied, EffectKind, ref_name, register


@register
class OpponentsGraveyardToExile(EffectKind[ZoneChangeEvent]):
    """Leyline of the Void: a card that would go to an opponent's graveyard is exiled instead."""

    name = "opponents_graveyard_to_exile"
    watches = (ZoneChangeEvent,)
    rules = ("614.6", "614.1a")

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        obj = state.find_object(event.object)
        return (
            event.to_zone is Zone.GRAVEYARD
            and obj is not None
            and not obj.token  # "a card"
            and obj.owner != effect.controller
        )

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        return Applied(
            replace(event, to_zone=Zone.EXILE), f"{ref_name(state, event.object)} is exiled instead"
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return "cards going to an opponent's graveyard are exiled instead"
