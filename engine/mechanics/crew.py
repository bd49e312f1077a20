"""Crew N (702.122a): "Tap any number of other untapped creatures you control with total power N
or greater: This permanent becomes an artifact creature until end of turn."

The cost is paid by engine.rules.crewing (a part of engine.vocabulary.costs.Cost); this module
holds what the ability does as it resolves: a type-changing effect (layer 4, 613.1d) on the
Vehicle. A Vehicle has its printed power and toughness only while it's a creature (301.7a,
208.3). The effect is locked to the Vehicle (611.2c): if it leaves the battlefield and returns,
it's a new object the effect doesn't change (400.7).
"""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import Duration, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind
from engine.rules.pipeline import Resolution, name_of


@instruction_kind("becomes_artifact_creature")
def _becomes_artifact_creature(res: Resolution, ctx: ExecContext, params: Params) -> None:
    vehicle = res.state.find_object(ctx.source)
    if vehicle is None or vehicle.zone is not Zone.BATTLEFIELD:
        res.judge(
            LogKind.NOTE,
            f"{name_of(res.state, ctx.source)} is no longer on the battlefield: it doesn't "
            "become a creature",
            "702.122a",
        )
        return
    add_effect(
        res,
        ctx,
        "add_card_types",
        Params({"objects": (vehicle.id,), "types": ("Artifact", "Creature")}),
        Duration("end_of_turn"),
        rules=("702.122a", "613.1d", "301.7a"),
    )
