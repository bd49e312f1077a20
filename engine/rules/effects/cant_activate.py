""" "Its activated abilities can't be activated." (Arrest): a rule modifier on the activation
rules (602.5: a player can't begin to activate an ability that's prohibited; mana abilities
too, 605.3a). Parameters: "objects" (ids, or "enchanted"/"equipped" on a card). It watches no
events: `activation_forbidden` is asked as an activation begins.

"Enchanted player can't activate abilities that aren't mana abilities or loyalty abilities."
(Overwhelming Splendor): `player_cant_activate`, a rule modifier on a player (602.5): "player"
(an id, or "enchanted" on an Aura that enchants a player, 303.4) and "except" (the kinds of
ability still allowed: "mana", 605.1a; "loyalty", 606.3). It covers the abilities of every object
the player would activate, wherever the object is (a card in hand's too)."""

from __future__ import annotations

from engine.core.events import WouldEvent
from engine.core.state import Effect, GameState
from engine.rules.effect_kinds import EffectKind, effects_of_kind, ref_name, register

KIND = "cant_activate"
PLAYER_KIND = "player_cant_activate"
EXCEPTIONS = ("mana", "loyalty")


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


@register
class PlayerCantActivate(EffectKind[WouldEvent]):
    name = PLAYER_KIND
    rules = ("602.5",)

    def describe(self, effect: Effect, state: GameState) -> str:
        player = ref_name(state, effect.params.get("player"))
        allowed = " or ".join(f"{e} abilities" for e in effect.params.get("except", ()))
        return f"{player} can't activate abilities" + (f" that aren't {allowed}" if allowed else "")


def player_activation_forbidden(
    state: GameState, player: str, mana_ability: bool, loyalty_ability: bool
) -> Effect | None:
    """The effect that forbids `player` activating an ability of this kind, if any (602.5)."""
    for effect in effects_of_kind(state, PLAYER_KIND):
        if effect.params.get("player") != player:
            continue
        allowed = tuple(effect.params.get("except", ()))
        if ("mana" in allowed and mana_ability) or ("loyalty" in allowed and loyalty_ability):
            continue
        return effect
    return None
