""" "Its activated abilities can't be activated." (Arrest): a rule modifier on the activation
rules (602.5: a player can't begin to activate an ability that's prohibited; mana abilities
too, 605.3a). Parameters: "objects" (ids, or "enchanted"/"equipped" on a card). It watches no
events: `activation_forbidden` is asked as an activation begins."""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.state import Effect, GameState
from engine.rules.effect_kinds import EffectKind, effects_of_kind, ref_name, register

KIND = "cant_activate"


@register
class CantActivate(EffectKind[WouldEvent]):
    name = KIND
    rules = ("602.5",)

    def describe(self, effect: Effect, state: GameState) -> str:
        objects = ref_name(state, effect.params.get("objects", ()))
        return f"activated abilities of {objects} can't be activated"


def activation_forbidden(state: GameState, object_id: str) -> Effect | None:
    """The effect that forbids activating the object's activated abilities, if any."""
    return next(
        (e for e in effects_of_kind(state, KIND) if object_id in e.params.get("objects", ())),
        None,
    )
