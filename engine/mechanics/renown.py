"""Renown N (702.112a): "When this creature deals combat damage to a player, if it isn't
renowned, put N +1/+1 counters on it and it becomes renowned."

Renowned is a designation (702.112b, engine.mechanics.designations): it stays until the
permanent leaves the battlefield, and a new object it becomes after a zone change (400.7) isn't
renowned. The intervening "if" (603.4) is checked as
the damage is dealt and again on resolution, so of several renown abilities only the first to
resolve does anything (702.112c).
"""

from __future__ import annotations

from engine.core.events import CountersEvent, DidEvent, WouldEvent
from engine.core.log import LogKind, counted
from engine.core.state import Effect, GameState, Params, Zone
from engine.instructions.registry import ExecContext, amount, instruction_kind
from engine.mechanics.designations import designate, designated
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import CONDITIONS

NOT_RENOWNED = "not_renowned"


@register
class Renowned(EffectKind[WouldEvent]):
    """Params: "object" and "timestamp": that permanent is renowned (702.112b)."""

    name = "renowned"
    rules = ("702.112b",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('object'))} is renowned"


def is_renowned(state: GameState, obj_id: str) -> bool:
    return designated(state, obj_id, "renowned")


def _not_renowned(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """702.112a: the creature is on the battlefield and isn't renowned (only permanents can
    become renowned, 702.112b)."""
    obj = state.find_object(source) if source is not None else None
    return obj is not None and obj.zone is Zone.BATTLEFIELD and not is_renowned(state, obj.id)


CONDITIONS[NOT_RENOWNED] = (_not_renowned, "'it isn't renowned'")


@instruction_kind("renown")
def _renown(res: Resolution, ctx: ExecContext, params: Params) -> None:
    creature = res.state.find_object(ctx.source)
    if creature is None or creature.zone is not Zone.BATTLEFIELD:
        return
    n = amount(res, ctx, params.get("count", 1))
    res.note(
        LogKind.EVENT,
        f"renown {n}: {counted(n, '+1/+1 counter')} on {name_of(res.state, ctx.source)}, "
        "and it becomes "
        "renowned",
        "702.112a",
        objects=(ctx.source,),
    )
    res.run(CountersEvent(ctx.source, "+1/+1", n))
    designate(res, ctx, ctx.source, "renowned", "702.112b")
