""" "Doesn't untap during its controller's next untap step" (502.3: an effect can keep a
permanent from untapping). A doesnt_untap effect locks in its "objects" (611.2c: a permanent that
changes zones is a new object, 400.7) and is used up by the next untap step of each object's
controller: engine.rules.turn_based.untap leaves those objects tapped and ends the effect once
none of its objects is left waiting for an untap step."""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import WouldEvent
from engine.core.state import Effect, GameObject, GameState, Zone
from engine.rules.effect_kinds import EffectKind, effects_of_kind, register
from engine.rules.pipeline import name_of


@register
class DoesntUntap(EffectKind[WouldEvent]):
    name = "doesnt_untap"
    rules = ("502.3",)

    def describe(self, effect: Effect, state: GameState) -> str:
        objects = effect.params.get("objects", ())
        names = ", ".join(name_of(state, str(o)) for o in objects)
        return f"{names} doesn't untap during its controller's next untap step"


def kept_tapped(state: GameState, obj: GameObject) -> Effect | None:
    """The effect that keeps `obj` from untapping in this untap step, if any."""
    for effect in effects_of_kind(state, "doesnt_untap"):
        stamps = effect.params.get("timestamps", {})
        if obj.id in effect.params.get("objects", ()) and stamps.get(obj.id) == obj.timestamp:
            return effect
    return None


def used_up(state: GameState, team: frozenset[str] | set[str]) -> GameState:
    """The untap step of `team` has happened: each doesnt_untap effect lets go of the objects
    they control, and ends when it holds none (its "next untap step" is over)."""
    for effect in list(effects_of_kind(state, "doesnt_untap")):
        stamps = effect.params.get("timestamps", {})
        waiting = tuple(
            o
            for o in effect.params.get("objects", ())
            if (obj := state.find_object(o)) is not None
            and obj.zone is Zone.BATTLEFIELD
            and obj.timestamp == stamps.get(o)
            and obj.controller not in team
        )
        if waiting:
            state = state.with_effect(replace(effect, params=effect.params.set("objects", waiting)))
        else:
            state = state.without_effect(effect.id)
    return state
