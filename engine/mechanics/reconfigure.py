"""Reconfigure (702.151a): "Reconfigure [cost]" stands for two activated abilities, each
activated only as a sorcery: "[Cost]: Attach this permanent to another target creature you
control." and "[Cost]: Unattach this permanent.", the second only while it is attached to a
creature (the activation condition "self_attached_to_creature", 602.1b).

Attached to another creature it stops being a creature until it becomes unattached (702.151b:
engine.rules.reconfigured, read by the layers); an Equipment creature with reconfigure may
equip a creature (301.5c: engine.rules.attachment).
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import ActivatedAbility, Cost, instruction
from engine.core.events import BecameUnattached
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.activation_conditions import MORE_CONDITIONS
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.reconfigured import KEYWORD

RULE = "702.151a"
ATTACHED = (
    "self_attached_to_creature"  # "Activate only if this permanent is attached to a creature"
)


def reconfigure(cost: str) -> tuple[ActivatedAbility, ActivatedAbility]:
    """702.151a: the two abilities "Reconfigure [cost]" stands for."""
    attach = ActivatedAbility(
        f"Reconfigure {cost} (attach to another target creature you control)",
        Cost(mana=cost),
        (instruction("attach", object="self", to=0),),
        sorcery_speed=True,
        targets=("another_creature_you_control",),
        keyword=KEYWORD,
    )
    unattach = ActivatedAbility(
        f"Reconfigure {cost} (unattach)",
        Cost(mana=cost),
        (instruction("unattach", object="self"),),
        sorcery_speed=True,
        only_if=ATTACHED,
        keyword=KEYWORD,
    )
    return attach, unattach


def _attached_to_creature(
    state: GameState, player: str, arg: str, source: GameObject | None
) -> bool:
    if source is None or source.attached_to is None:
        return False
    host = state.find_object(source.attached_to)
    return (
        host is not None
        and host.zone is Zone.BATTLEFIELD
        and chars(state, host).is_type("Creature")
    )


MORE_CONDITIONS[ATTACHED] = _attached_to_creature


@instruction_kind("unattach")
def _unattach(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Unattach this permanent" (701.3d): it stays on the battlefield, attached to nothing."""
    for object_id in refs(res, ctx, params.get("object", "self")):
        obj = res.state.find_object(object_id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.attached_to is None:
            continue
        was_on = res.state.find_object(obj.attached_to)
        res.set_state(res.state.with_object(replace(obj, attached_to=None, attached_timestamp=0)))
        if was_on is not None and was_on.zone is Zone.BATTLEFIELD:
            res.did(BecameUnattached(obj.id, was_on.id, was_on.timestamp))
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, obj.id)} becomes unattached"
            + (f" from {name_of(res.state, was_on.id)}" if was_on is not None else ""),
            "701.3d",
            RULE,
            objects=(obj.id,),
        )
