"""Suspect (701.60): "suspect target creature", "suspect it". The creature becomes suspected until
it leaves the battlefield or an effect ends it (701.60a); suspected is a designation, neither an
ability nor a copiable value (701.60b: engine.rules.suspected keeps it as a bookkeeping effect
tied to the permanent's timestamp, like renowned and monstrous). While suspected it has menace
and "This creature can't block" (701.60c, given in layer 6 by engine.rules.characteristics). A
suspected permanent can't become suspected again (701.60d).

Intervening "if" conditions about the ability's own permanent (603.4): "self_suspected" ("if ~ is
suspected") and "self_not_suspected" ("Whenever ~ attacks, if it's not suspected, ...").
"""

from __future__ import annotations

from engine.core.events import DidEvent, WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameState, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.mechanics.designations import designate, designated
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.suspected import SUSPECTED
from engine.rules.triggers import CONDITIONS


@register
class Suspected(EffectKind[WouldEvent]):
    """Params: "object" and "timestamp": that permanent is suspected (701.60b)."""

    name = SUSPECTED
    rules = ("701.60b", "701.60c")

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"{ref_name(state, effect.params.get('object'))} is suspected: it has menace and "
            "can't block"
        )


def is_suspected(state: GameState, obj_id: str) -> bool:
    return designated(state, obj_id, SUSPECTED)


@instruction_kind("suspect")
def _suspect(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for creature in refs(res, ctx, params.get("to", 0)):
        suspect(res, ctx, creature)


def suspect(res: Resolution, ctx: ExecContext, creature: str) -> None:
    obj = res.state.find_object(creature)
    name = name_of(res.state, creature)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        # 701.60b: only permanents can be suspected.
        res.judge(
            LogKind.NOTE, f"{name} isn't on the battlefield: it can't be suspected", "701.60b"
        )
        return
    if is_suspected(res.state, creature):
        res.judge(
            LogKind.NOTE, f"{name} is already suspected: it can't become suspected again", "701.60d"
        )
        return
    res.note(
        LogKind.EVENT,
        f"{name} becomes suspected: it has menace and can't block while it is",
        "701.60a",
        "701.60c",
        objects=(creature,),
    )
    designate(res, ctx, creature, SUSPECTED, "701.60b")


def _self_suspected(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """The ability's own permanent is suspected (701.60a), checked as it triggers and as it
    resolves (603.4)."""
    return source is not None and is_suspected(state, source)


def _self_not_suspected(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    found = state.find_object(source) if source is not None else None
    on_battlefield = found is not None and found.zone is Zone.BATTLEFIELD
    return on_battlefield and not _self_suspected(state, player, event, source, bound)


CONDITIONS["self_suspected"] = (_self_suspected, "'~ is suspected'")
CONDITIONS["self_not_suspected"] = (_self_not_suspected, "'it's not suspected'")
