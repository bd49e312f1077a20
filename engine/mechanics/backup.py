"""Backup (702.165): "Backup N" is an enters trigger targeting a creature: it puts N +1/+1
counters on the target and, if the target is another creature, that creature gains until end of
turn the abilities printed below the backup ability on its card, other than backup (702.165a).

Only printed abilities are granted (702.165c), and which they are is fixed as the trigger is put
on the stack (702.165d): the compiler writes them into the trigger's instruction from the card's
lines printed below it (engine.oracle.grammar.backup), so losing abilities later changes nothing.
The engine grants keyword abilities this way (a layer 6 effect, 613.1f); a backup line whose
following lines hold any other ability is left unapplied by the compiler rather than granting
only part of what the rule grants.
"""

from __future__ import annotations

from engine.core.events import CountersEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, amount, instruction_kind, refs
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of

RULE = "702.165a"


@instruction_kind("backup")
def _backup(res: Resolution, ctx: ExecContext, params: Params) -> None:
    n = amount(res, ctx, params.get("count", 1))
    granted = tuple(str(k) for k in params.get("keywords", ()))
    for target in refs(res, ctx, params.get("to", 0)):
        obj = res.state.find_object(target)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, ctx.source)} backs up {name_of(res.state, target)}",
            RULE,
            objects=(target,),
        )
        if n > 0:
            res.run(CountersEvent(target, "+1/+1", n))
        creature = res.state.find_object(target)
        if (
            target == ctx.source
            or not granted
            or creature is None
            or creature.zone is not Zone.BATTLEFIELD
            or not chars(res.state, creature).is_type("Creature")
        ):
            continue  # 702.165a: only another creature gains the abilities
        add_effect(
            res,
            ctx,
            "gain_keywords",
            Params({"objects": (target,), "keywords": granted}),
            Duration("end_of_turn"),
            rules=(RULE, "702.165c", "613.1f"),
        )
