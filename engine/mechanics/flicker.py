"""Returning a card a spell just exiled to the battlefield: "Exile target creature you control,
then return that card to the battlefield under your control." (Cloudshift).

The returned card is a new object (400.7: no memory of the permanent it was, its counters, Auras
and damage gone; it enters untapped), under the control the text names ("your control", or its
owner's, 110.2a). Only the card the same spell exiled comes back: if the exile didn't happen (an
illegal target, 608.2b) or the card is no longer in exile, nothing returns. A token that left
the battlefield can't come back (111.8): it ceases to exist as state-based actions are checked.

Instruction "return_from_exile": "card" (a reference to the exiled target, or "self": the
object with the ability, which the same ability exiled: "Exile ~, then return it to the
battlefield transformed under your control"), "under" ("owner", default, or "you") and
"transformed" (it enters with its back face up, 712.14a; a card that isn't double-faced stays in
exile).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import ZoneChanged
from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import entering_transformed, move


@instruction_kind("return_from_exile")
def _return_from_exile(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for card_id in refs(res, ctx, params.get("card", 0)):
        obj = res.state.find_object(card_id)
        if obj is None or obj.zone is not Zone.EXILE:
            continue
        if obj.token:
            res.note(
                LogKind.NOTE,
                f"{name_of(res.state, card_id)} is a token that left the battlefield: it can't "
                "return",
                "111.8",
                objects=(card_id,),
            )
            continue
        if params.get("card") == "self" and not _exiled_by_this(res, card_id):
            continue  # "exile ~, then return it": only the card this ability exiled (400.7)
        under = obj.owner if params.get("under", "owner") == "owner" else ctx.controller
        transformed = bool(params.get("transformed", False))
        face = entering_transformed(res, card_id) if transformed else 0
        if face is None:
            continue
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, obj)} returns to the battlefield"
            + (" transformed" if transformed else "")
            + f" under {name_of(res.state, under)}'s control as a new object",
            "400.7",
            "110.2a",
            *(("712.14a",) if transformed else ()),
            objects=(card_id,),
        )
        if move(res, card_id, Zone.BATTLEFIELD, face=face) is not Zone.BATTLEFIELD:
            continue
        moved = res.state.object(card_id)
        if moved.controller != under:
            res.set_state(res.state.with_object(replace(moved, controller=under)))


def _exiled_by_this(res: Resolution, card_id: str) -> bool:
    """Whether this resolution moved the card from the battlefield to exile (the card "it" of
    "exile ~, then return it" names; a card exiled earlier is another object, 400.7)."""
    return any(
        isinstance(e, ZoneChanged)
        and e.object == card_id
        and (e.from_zone, e.to_zone) == (Zone.BATTLEFIELD, Zone.EXILE)
        for e in res.events
    )
