"""Designations of permanents that last until they leave the battlefield: renowned (702.112b),
monstrous (701.37b). Neither is an ability nor a copiable value; each is kept as a bookkeeping
effect of its own kind tied to the permanent by its timestamp, so a new object it becomes after
a zone change (400.7) doesn't have it.
"""

from __future__ import annotations

from engine.core.state import Duration, GameState, Params, Zone
from engine.instructions.registry import ExecContext, add_effect
from engine.rules.pipeline import Resolution


def designated(state: GameState, obj_id: str, kind: str) -> bool:
    """The permanent is on the battlefield and has the designation `kind` ("renowned")."""
    obj = state.find_object(obj_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    return any(
        e.kind == kind
        and e.params.get("object") == obj.id
        and e.params.get("timestamp") == obj.timestamp
        for e in state.effects
    )


def designate(res: Resolution, ctx: ExecContext, obj_id: str, kind: str, rule: str) -> bool:
    """Give the permanent the designation; False when it isn't on the battlefield (only
    permanents can have one)."""
    obj = res.state.find_object(obj_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    add_effect(
        res,
        ctx,
        kind,
        Params({"object": obj.id, "timestamp": obj.timestamp}),
        Duration.INDEFINITE,
        rules=(rule,),
    )
    return True
