"""The "attach" instruction (701.3): an Equipment's equip ability, "attach it to target
creature", "attach ~ to it" (the token just created, the creature that entered); where an
object may be attached and how is in engine.rules.attachment."""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.attachment import attach, attaching_subtype, why_cant_attach
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move


@instruction_kind("attach")
def _attach(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Attach [object] to [target]" (701.3): "object" is what moves ("self", the ability's
    source, by default), "to" where it goes (a target, by default the first). A target that is
    illegal now was left out as the ability resolved (608.2b): then nothing moves."""
    what = refs(res, ctx, params.get("object", "self"))
    where = refs(res, ctx, params.get("to", 0))
    if what and where:
        attach(res, what[0], _one_of(res, what[0], where))


def _one_of(res: Resolution, attached: str, where: list[str]) -> str:
    """What the permanent is attached to when the words name more than one object (two tokens
    were created where the text said one): it can be attached to only one, chosen by its
    controller (301.5c for an Equipment, 303.4d for an Aura)."""
    if len(where) == 1:
        return where[0]
    obj = res.state.find_object(attached)
    if obj is None:
        return where[0]
    chooser = obj.controller
    rule = "303.4d" if attaching_subtype(chars(res.state, obj)) == "Aura" else "301.5c"
    return res.choose(
        chooser,
        DecisionKind.CHOOSE_OBJECT,
        f"{name_of(res.state, chooser)} chooses what {name_of(res.state, attached)} becomes "
        "attached to",
        tuple(Option(w, name_of(res.state, w)) for w in where),
        rule,
        context=("attach", attached),
    )


@instruction_kind("return_attached_from_graveyard")
def _return_attached_from_graveyard(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Return ~ from your graveyard to the battlefield attached to that creature" (Dragon
    Breath): the card, still the object that is in the graveyard (400.7), enters under the
    ability controller's control (110.2a) attached to the permanent named. An Aura put onto the
    battlefield this way isn't cast: the effect says what it enchants (303.4f), and if that is
    gone or can't legally be enchanted by it, the Aura stays in the graveyard (303.4i)."""
    timestamp = ctx.bound.get("object_timestamp")
    where = refs(res, ctx, params.get("to", 0))
    for card_id in refs(res, ctx, params.get("card", "self")):
        obj = res.state.find_object(card_id)
        if obj is None:
            continue
        if obj.zone is not Zone.GRAVEYARD or (timestamp is not None and obj.timestamp != timestamp):
            res.note(
                LogKind.NOTE,
                f"{name_of(res.state, obj)} is no longer the card in the graveyard: it isn't returned",
                "400.7",
                objects=(obj.id,),
            )
            continue
        on = res.state.find_object(where[0]) if where else None
        problem = (
            ("it is no longer on the battlefield", "400.7")
            if on is None or on.zone is not Zone.BATTLEFIELD
            else why_cant_attach(res.state, replace(obj, controller=ctx.controller), on.id)
        )
        if problem is not None:
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, obj)} can't be put onto the battlefield attached to "
                f"{name_of(res.state, where[0]) if where else 'that creature'} ({problem[0]}): "
                "it stays in the graveyard",
                "303.4i",
                problem[1],
                objects=(obj.id,),
            )
            continue
        assert on is not None
        if move(res, card_id, Zone.BATTLEFIELD) is not Zone.BATTLEFIELD:
            continue
        moved = res.state.object(card_id)
        res.set_state(
            res.state.with_object(replace(moved, controller=ctx.controller, attached_to=on.id))
        )
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, obj)} enters the battlefield under {name_of(res.state, ctx.controller)}'s "
            f"control attached to {name_of(res.state, on.id)}",
            "303.4f",
            "110.2a",
            objects=(obj.id, on.id),
        )
