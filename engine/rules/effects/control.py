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

A static ability that gives control of what its permanent is attached to ("You control enchanted
creature.", the effect kind "controls_attached" with "objects" ("enchanted", 303.4m) and
"player" ("you")) is kept as such a stored effect too: `sync_static_control`, run each time the
game settles before a player would receive priority (engine.rules.priority, 117.5), stores one
"gain_control" effect per controlled object (marked with "static_source", the static effect's
id) with the timestamp of the permanent with the ability (613.7a, 613.7e: renewed as it becomes
attached), and removes it as soon as the static ability no longer applies to that object (the
Aura left the battlefield or was moved, the object is a new one, or the Aura's controller
changed), giving control back (611.3a: a static ability's effect applies only while it exists).

Limits: a "gain_control" effect written into a document doesn't move the object by itself (the
document gives the object its controller); a static control effect starts and stops applying
when the game settles, not in the middle of a resolution; a permanent that changes control while
in combat isn't removed from combat (506.4).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.core.events import WouldEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameObject, GameState, Params, Zone
from engine.rules.effect_kinds import EffectKind, Resolving, ref_name, register, static_effects
from engine.rules.pipeline import describe, name_of

if TYPE_CHECKING:
    from engine.rules.pipeline import Resolution

KIND = "gain_control"
CONTROLS_ATTACHED = "controls_attached"
STATIC_SOURCE = "static_source"


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
class ControlsAttached(EffectKind[WouldEvent]):
    """A static ability's control of what its permanent is attached to (613.1b, 303.4m); kept
    as a stored "gain_control" effect by `sync_static_control`."""

    name = CONTROLS_ATTACHED
    rules = ("613.1b", "303.4m")

    def describe(self, effect: Effect, state: GameState) -> str:
        objects = ref_name(state, effect.params.get("objects", ()))
        return f"{ref_name(state, effect.params.get('player'))} controls {objects}"


# (static effect id, object id) -> (player, the effect's timestamp, the object's timestamp)
_Wanted = dict[tuple[str, str], tuple[str, int, int]]


def _wanted(state: GameState) -> _Wanted:
    wanted: _Wanted = {}
    for effect in static_effects(state):
        if effect.kind != CONTROLS_ATTACHED:
            continue
        for object_id in effect.params.get("objects", ()):
            obj = state.find_object(str(object_id))
            player = str(effect.params.get("player"))
            if obj is None or obj.zone is not Zone.BATTLEFIELD or state.find_player(player) is None:
                continue
            wanted[(effect.id, obj.id)] = (player, effect.timestamp, obj.timestamp)
    return wanted


def _kept(effect: Effect) -> tuple[tuple[str, str], tuple[str, int, int]] | None:
    """The key and value of `_Wanted` a stored effect made by `sync_static_control` stands for."""
    source = effect.params.get(STATIC_SOURCE)
    objects = effect.params.get("objects", ())
    stamps = effect.params.get("timestamps", Params())
    if effect.kind != KIND or source is None or len(objects) != 1 or not isinstance(stamps, Params):
        return None
    object_id = str(objects[0])
    value = (str(effect.params.get("player")), effect.timestamp, int(stamps.get(object_id, -1)))
    return (str(source), object_id), value


def sync_static_control(res: Resolving) -> None:
    """Make the stored control effects match the static control abilities that apply now (see
    the module docstring)."""
    wanted = _wanted(res.state)
    for effect in res.state.effects:
        kept = _kept(effect)
        if kept is None or wanted.get(kept[0]) == kept[1]:
            continue
        res.set_state(res.state.without_effect(effect.id))
        previous = effect.params.get("previous", Params())
        settle_control(res, (kept[0][1],), previous if isinstance(previous, Params) else Params())
    present = {k[0] for e in res.state.effects if (k := _kept(e)) is not None}
    for (source, object_id), (player, timestamp, object_timestamp) in wanted.items():
        if (source, object_id) in present:
            continue
        state = res.state
        obj = state.object(object_id)
        previous = Params({object_id: base_controller(state, obj)})
        state, effect_id = state.take_id("e")
        aura = source.rsplit(".", 1)[0]
        effect = Effect(
            effect_id,
            KIND,
            player,
            aura,
            Params(
                {
                    "objects": (object_id,),
                    "player": player,
                    "previous": previous,
                    "timestamps": Params({object_id: object_timestamp}),
                    STATIC_SOURCE: source,
                }
            ),
            Duration.INDEFINITE,
            timestamp,
        )
        res.set_state(state.with_effect(effect))
        settle_control(res, (object_id,), previous)


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
