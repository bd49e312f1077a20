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
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, amount, instruction_kind
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


@instruction_kind("adapt")
def _adapt(res: Resolution, ctx: ExecContext, params: Params) -> None:
    obj = res.state.find_object(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return
    n = amount(res, ctx, params.get("count", 1))
    name = name_of(res.state, ctx.source)
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
        f"{name} adapts: {n} +1/+1 counter(s) on it",
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
        f"monstrosity {n}: {n} +1/+1 counter(s) on {name}, and it becomes monstrous",
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
