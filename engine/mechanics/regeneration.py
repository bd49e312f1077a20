"""Regeneration (701.19): the "regenerate" instruction and what regenerating does.

"Regenerate [permanent]" on a resolving spell or ability makes a regeneration shield
(`engine.rules.effects.regeneration`) lasting this turn. The shield is a replacement effect in the one
event pipeline: when the permanent would be destroyed, it turns that event into a
`RegenerateEvent`, performed here (614.8).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import BecameTapped, Regenerated, RegenerateEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind, refs
from engine.rules.characteristics import chars
from engine.rules.combat.declare import remove_from_combat
from engine.rules.pipeline import Resolution, name_of, performs


@instruction_kind("regenerate")
def _regenerate(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Regenerate [permanent]" ("to": "self", "enchanted", a target ...): a shield for each
    permanent still on the battlefield, until end of turn (701.19a). It is made even for a
    permanent that can't be regenerated; it just won't apply (701.19c)."""
    for ref in refs(res, ctx, params.get("to", "self")):
        obj = res.state.find_object(ref)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
            continue
        shield = Params({"object": obj.id, "object_timestamp": obj.timestamp})
        add_effect(
            res,
            ctx,
            "regeneration_shield",
            shield,
            Duration.END_OF_TURN,
            rules=("701.19a", "611.2a"),
        )


@performs(RegenerateEvent)
def perform_regeneration(res: Resolution, event: RegenerateEvent) -> None:
    """701.19a, 614.8: instead of being destroyed, the permanent has all damage marked on it
    removed (120.6) and its controller taps it; an attacking or blocking creature is removed from
    combat (506.4). It never leaves the battlefield, so nothing "dies"; abilities that triggered
    on the damage dealt to it still trigger (614.8)."""
    obj = res.state.object(event.object)
    res.set_state(res.state.with_object(replace(obj, damage=0, tapped=True)))
    if not obj.tapped:
        res.did(BecameTapped(obj.id))
    name = name_of(res.state, obj.id)
    damage = (
        f"the {obj.damage} damage marked on it is removed" if obj.damage else "it has no damage"
    )
    tapped = "it stays tapped" if obj.tapped else f"{name_of(res.state, obj.controller)} taps it"
    res.note(
        LogKind.EVENT,
        f"{name} regenerates: {damage} and {tapped}; it stays on the battlefield",
        "701.19a",
        "120.6",
        objects=(obj.id,),
    )
    combat = res.state.combat
    in_combat = combat is not None and (
        combat.is_attacking(obj.id) or obj.id in combat.blocker_ids()
    )
    if in_combat and chars(res.state, res.state.object(obj.id)).is_type("Creature"):
        remove_from_combat(res, obj.id, "it regenerated", "701.19a")
    res.did(Regenerated(obj.id))
