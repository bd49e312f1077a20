"""Control-changing effects (613.1b, layer 2).

How the engine models layer 2: `GameObject.controller` holds the current controller, which the
rest of the engine reads directly. A control-changing effect is stored as an effect of kind
"gain_control" that records the objects it affects (locked in as it begins, 611.2c), the player
who gains control ("player"), each object's controller before any such effect ("previous") and
each object's timestamp as the effect began ("timestamps"). As the effect begins and as it ends
(514.2 for "until end of turn"), `settle_control` writes the controller that the remaining
control effects give (the latest timestamp wins, 613.7) into the object, or the previous one when
none is left. An object that has left the battlefield since is a new object (400.7: its timestamp
changed) and is no longer affected.

Limits: only effects made by the "gain_control" instruction change control (a static "you
control enchanted creature" isn't modeled, and a "gain_control" effect written into a document
doesn't move the object by itself: the document gives the object its controller); a permanent
that changes control while in combat isn't removed from combat (506.4).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, GameState, Params, Zone
from engine.rules.effect_kinds import EffectKind, Resolving, ref_name, register
from engine.rules.pipeline import describe, name_of

if TYPE_CHECKING:
    from engine.rules.pipeline import Resolution

KIND = "gain_control"


def _affected(effect: Effect, obj: GameObject) -> bool:
    if obj.id not in effect.params.get("objects", ()):
        return False
    stamps: Any = effect.params.get("timestamps", Params())
    return not isinstance(stamps, Params) or stamps.get(obj.id, obj.timestamp) == obj.timestamp


def control_effects(state: GameState, obj: GameObject) -> list[Effect]:
    """The stored control-changing effects on this very object, in timestamp order (613.7)."""
    return sorted(
        (e for e in state.effects if e.kind == KIND and _affected(e, obj)),
        key=lambda e: e.timestamp,
    )


def base_controller(state: GameState, obj: GameObject) -> str:
    """Who controls the object when no control-changing effect applies to it."""
    for effect in control_effects(state, obj):
        previous = effect.params.get("previous", Params())
        if isinstance(previous, Params) and obj.id in previous:
            return str(previous[obj.id])
    return obj.controller


def settle_control(res: Resolving, object_ids: tuple[str, ...], base: Params) -> None:
    """Write each object's controller from the control effects left (613.1b): the latest one, or
    `base` when none applies. A new controller hasn't controlled it continuously since their
    most recent turn began (302.6)."""
    for object_id in object_ids:
        obj = res.state.find_object(object_id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        effects = control_effects(res.state, obj)
        if effects:
            new = str(effects[-1].params.get("player"))
        elif object_id in base:
            new = str(base[object_id])
        else:
            continue
        if new == obj.controller or res.state.find_player(new) is None:
            continue
        res.set_state(
            res.state.with_object(replace(obj, controller=new, controlled_since_turn_start=False))
        )
        res.note(
            LogKind.LAYER,
            f"{name_of(res.state, new)} now controls {name_of(res.state, object_id)}",
            "613.1b",
            "302.6",
            objects=(object_id,),
        )


@register
class GainControl(EffectKind[WouldEvent]):
    """A player gains control of objects (613.1b); see the module docstring."""

    name = KIND
    rules = ("613.1b",)

    def describe(self, effect: Effect, state: GameState) -> str:
        objects = ref_name(state, effect.params.get("objects", ()))
        return (
            f"{ref_name(state, effect.params.get('player', effect.controller))} controls {objects}"
        )

    def ended(self, effect: Effect, res: Resolving) -> None:
        previous = effect.params.get("previous", Params())
        settle_control(
            res,
            tuple(str(o) for o in effect.params.get("objects", ())),
            previous if isinstance(previous, Params) else Params(),
        )


@register
class ControlsPlayer(EffectKind[WouldEvent]):
    """Sorin Markov's −7: the effect's controller controls `player` during that player's next
    turn (723.1): it waits until the player actually takes a turn (723.1b), then lasts that whole
    turn (`turn`, set as it begins); the last one made for a player is the one that works
    (723.1a). Meanwhile the controller makes every decision the controlled player would make
    (723.5); objects keep their controllers (723.3)."""

    name = "controls_player"
    rules = ("723.1",)

    def describe(self, effect: Effect, state: GameState) -> str:
        who, by = ref_name(state, effect.params.get("player")), ref_name(state, effect.controller)
        when = "this turn" if "turn" in effect.params else f"{who}'s next turn"
        return f"{by} controls {who} during {when}"


def begin_player_control(res: Resolution) -> None:
    """As a turn begins (723.1): control effects from an earlier turn end; the newest waiting
    one for the new active player starts working (723.1a: it overwrites the others)."""
    state = res.state
    active = state.turn.active_player
    for effect in state.effects:
        if effect.kind != "controls_player":
            continue
        started = effect.params.get("turn")
        if isinstance(started, int) and started < state.turn.number:
            res.set_state(res.state.without_effect(effect.id))
            res.note(LogKind.TURN, f"an effect ends: {describe(state, effect)}", "723.1")
    waiting = [
        e
        for e in res.state.effects
        if e.kind == "controls_player"
        and e.params.get("player") == active
        and "turn" not in e.params
    ]
    if not waiting:
        return
    newest = max(waiting, key=lambda e: e.timestamp)
    for older in waiting:
        if older is not newest:
            res.set_state(res.state.without_effect(older.id))
    working = replace(newest, params=newest.params.set("turn", state.turn.number))
    res.set_state(res.state.with_effect(working))
    res.note(LogKind.TURN, describe(res.state, working), "723.1", "723.5")
