"""Fading (702.32a): "Fading N" means "This permanent enters with N fade counters on it" and "At
the beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice
the permanent."

A definition lists the two abilities with `engine.cards.keyword_abilities.fading(n)`: the number
varies from card to card, like cycling's cost (engine.rules.keywords.WITH_COST). The first is an
"enters_with_counters" static ability (614.1c, applied by engine.rules.zones); the second a triggered
ability whose "remove_counter_or_sacrifice" instruction is here. Vanishing (702.63a,
`keyword_abilities.vanishing(n)`) removes time counters with the same instruction and
sacrifices the permanent with "sacrifice_self" when the last is removed.
"""

from __future__ import annotations

from engine.core.events import CountersEvent
from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import sacrifice


@instruction_kind("remove_counter_or_sacrifice")
def _remove_counter_or_sacrifice(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """Remove a `kind` counter from the permanent (default "self"); if it has none, its
    controller sacrifices it (701.21a: moved to its owner's graveyard, not destroyed, so
    indestructible doesn't stop it). `rule` is the rule cited (702.32a for fading)."""
    kind = str(params.get("kind", "fade"))
    rule = str(params.get("rule", "702.32a"))
    for ref in refs(res, ctx, params.get("object", "self")):
        obj = res.state.find_object(ref)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        if obj.counter(kind) > 0:
            res.note(
                LogKind.EVENT,
                f"a {kind} counter is removed from {name_of(res.state, ref)} "
                f"({obj.counter(kind) - 1} left)",
                rule,
                objects=(ref,),
            )
            res.run(CountersEvent(ref, kind, -1))  # through the pipeline, like any counter
            continue
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, ref)} has no {kind} counter to remove: "
            f"{name_of(res.state, obj.controller)} sacrifices it",
            rule,
            "701.21a",
            objects=(ref,),
        )
        sacrifice(res, obj.controller, ref)


@instruction_kind("sacrifice_self")
def _sacrifice_self(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Sacrifice it" (vanishing, 702.63a): the ability's controller sacrifices its source if it
    is still on the battlefield under their control (701.21a: only a permanent you control can be
    sacrificed; moved to its owner's graveyard, so indestructible doesn't stop it)."""
    rule = str(params.get("rule", "701.21a"))
    obj = res.state.find_object(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.controller != ctx.controller:
        return
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, obj.controller)} sacrifices {name_of(res.state, obj.id)}",
        rule,
        "701.21a",
        objects=(obj.id,),
    )
    sacrifice(res, obj.controller, obj.id)
