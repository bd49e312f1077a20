"""Adapt N (701.46a): "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on
it." Monstrosity N (701.37a): "If this permanent isn't monstrous, put N +1/+1 counters on it and
it becomes monstrous." Both keyword actions are done by the permanent's own abilities ("{3}{G}:
Adapt 3.", "{5}{G}{G}: Monstrosity 3."); checked as the ability resolves, so a second activation
in response does nothing once the first has resolved.

Monstrous is a designation (701.37b, engine.mechanics.designations); becoming monstrous is an
event "When ~ becomes monstrous" abilities trigger on (603.2).
"""

from __future__ import annotations

from engine.cards.model import TriggeredAbility
from engine.core.events import BecameMonstrous, CountersEvent, DidEvent, WouldEvent
from engine.core.log import LogKind, counted
from engine.core.state import Duration, Effect, GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, amount, instruction_kind, refs
from engine.mechanics.designations import designate, designated
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import trigger_kind


@register
class Monstrous(EffectKind[WouldEvent]):
    """Params: "object" and "timestamp": that permanent is monstrous (701.37b)."""

    name = "monstrous"
    rules = ("701.37b",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('object'))} is monstrous"


def is_monstrous(state: GameState, obj_id: str) -> bool:
    return designated(state, obj_id, "monstrous")


AS_THOUGH_NONE = "adapts_as_though_no_counters"


@register
class AdaptsAsThoughNoCounters(EffectKind[WouldEvent]):
    """Params: "object" and "timestamp": the next time that permanent adapts this turn, it adapts
    as though it had no +1/+1 counters on it (701.46a; Biomancer's Familiar)."""

    name = AS_THOUGH_NONE
    rules = ("701.46a",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"the next time {ref_name(state, effect.params.get('object'))} adapts this turn, it "
            "adapts as though it had no +1/+1 counters on it"
        )


def _adapts_as_though_none(res: Resolution, obj: GameObject) -> bool:
    """Is there such an effect for this permanent (the same object, 400.7)? Used up if so."""
    for effect in res.state.effects:
        if (
            effect.kind == AS_THOUGH_NONE
            and effect.params.get("object") == obj.id
            and effect.params.get("timestamp") == obj.timestamp
        ):
            res.set_state(res.state.without_effect(effect.id))
            return True
    return False


@instruction_kind("next_adapt_ignores_counters")
def _next_adapt_ignores_counters(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "The next time target creature adapts this turn, it adapts as though it had no +1/+1
    counters on it." (Biomancer's Familiar): an effect until end of turn on that permanent,
    used up by its next adapt (701.46a)."""
    for object_id in refs(res, ctx, params.get("to", 0)):
        obj = res.state.find_object(object_id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        state, effect_id = res.state.take_id("e")
        state, timestamp = state.take_timestamp()
        effect = Effect(
            effect_id,
            AS_THOUGH_NONE,
            ctx.controller,
            None,
            Params({"object": obj.id, "timestamp": obj.timestamp}),
            Duration.END_OF_TURN,
            timestamp,
        )
        res.set_state(state.with_effect(effect))
        res.note(
            LogKind.NOTE,
            f"the next time {name_of(res.state, obj.id)} adapts this turn, it adapts as though it "
            "had no +1/+1 counters on it",
            "701.46a",
            objects=(obj.id,),
        )


@instruction_kind("adapt")
def _adapt(res: Resolution, ctx: ExecContext, params: Params) -> None:
    obj = res.state.find_object(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return
    n = amount(res, ctx, params.get("count", 1))
    name = name_of(res.state, ctx.source)
    if _adapts_as_though_none(res, obj):
        # Biomancer's Familiar: this adapt reads "no +1/+1 counters" whatever it has (701.46a);
        # the effect is used up by it ("the next time").
        res.note(
            LogKind.EVENT,
            f"{name} adapts as though it had no +1/+1 counters: "
            f"{counted(n, '+1/+1 counter')} on it",
            "701.46a",
            objects=(ctx.source,),
        )
        res.run(CountersEvent(ctx.source, "+1/+1", n))
        return
    if obj.counter("+1/+1") > 0:
        res.judge(
            LogKind.NOTE,
            f"{name} has a +1/+1 counter: adapt {n} puts none on it",
            "701.46a",
            objects=(ctx.source,),
        )
        return
    res.note(
        LogKind.EVENT,
        f"{name} adapts: {counted(n, '+1/+1 counter')} on it",
        "701.46a",
        objects=(ctx.source,),
    )
    res.run(CountersEvent(ctx.source, "+1/+1", n))


@instruction_kind("monstrosity")
def _monstrosity(res: Resolution, ctx: ExecContext, params: Params) -> None:
    obj = res.state.find_object(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return
    n = amount(res, ctx, params.get("count", 1))
    name = name_of(res.state, ctx.source)
    if is_monstrous(res.state, ctx.source):
        res.judge(
            LogKind.NOTE,
            f"{name} is already monstrous: monstrosity {n} does nothing",
            "701.37a",
            objects=(ctx.source,),
        )
        return
    res.note(
        LogKind.EVENT,
        f"monstrosity {n}: {counted(n, '+1/+1 counter')} on {name}, and it becomes monstrous",
        "701.37a",
        objects=(ctx.source,),
    )
    res.run(CountersEvent(ctx.source, "+1/+1", n))
    if designate(res, ctx, ctx.source, "monstrous", "701.37b"):
        res.did(BecameMonstrous(ctx.source))


@trigger_kind("self_becomes_monstrous")
def _self_becomes_monstrous(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    return isinstance(event, BecameMonstrous) and event.object == obj.id
