"""Returning a card a spell just exiled to the battlefield: "Exile target creature you control,
then return that card to the battlefield under your control." (Cloudshift).

The returned card is a new object (400.7: no memory of the permanent it was, its counters, Auras
and damage gone; it enters untapped), under the control the text names ("your control", or its
owner's, 110.2a). Only the card the same spell exiled comes back: if the exile didn't happen (an
illegal target, 608.2b) or the card is no longer in exile, nothing returns. A token that left
the battlefield can't come back (111.8): it ceases to exist as state-based actions are checked.

Instruction "return_from_exile": "card" (a reference to the exiled target) and "under"
("owner", default, or "you").
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move


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
        under = obj.owner if params.get("under", "owner") == "owner" else ctx.controller
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, obj)} returns to the battlefield under {name_of(res.state, under)}'s control "
            "as a new object",
            "400.7",
            "110.2a",
            objects=(card_id,),
        )
        if move(res, card_id, Zone.BATTLEFIELD) is not Zone.BATTLEFIELD:
            continue
        moved = res.state.object(card_id)
        if moved.controller != under:
            res.set_state(res.state.with_object(replace(moved, controller=under)))
