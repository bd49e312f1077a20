"""Airbend (701.65a): the player exiles the permanents and/or spells; for each card exiled this
way, for as long as it remains exiled, its owner may cast it by paying {2} rather than paying
its mana cost.

Instruction "airbend": "to" (what is airbent: a target, a group). Each object on the battlefield
or the stack is exiled (a spell too: it leaves the stack without resolving, 701.65a); a card
that arrives in exile gets the permission of engine.mechanics.free_from_exile, naming the
alternative cost {2} (118.9), locked to the card's timestamp there (400.7). A token ceases to
exist in exile (111.7, 704.5d) and a card a replacement sent elsewhere wasn't exiled: neither
gets one. Casting it is casting for an alternative cost: no other alternative cost applies
(118.9a), X is 0 (107.3b), and it is cast at the usual time (307.1, 117.1a)."""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.mechanics.cast_permissions import grant_exile_permission
from engine.mechanics.free_from_exile import KIND
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move

RULE = "701.65a"
COST = "{2}"


@instruction_kind("airbend")
def _airbend(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for target in refs(res, ctx, params.get("to", 0)):
        obj = res.state.find_object(target)
        if obj is None or obj.zone not in (Zone.BATTLEFIELD, Zone.STACK):
            continue
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, ctx.controller)} airbends {name_of(res.state, target)}",
            RULE,
            objects=(target,),
        )
        if move(res, target, Zone.EXILE) is not Zone.EXILE:
            continue
        exiled = res.state.find_object(target)
        if exiled is None or exiled.zone is not Zone.EXILE or exiled.token:
            continue  # 111.7: a token isn't a card
        grant_exile_permission(res, exiled, KIND, more=Params({"cost": COST}))
        res.note(
            LogKind.NOTE,
            f"for as long as {name_of(res.state, exiled)} remains exiled, "
            f"{name_of(res.state, exiled.owner)} may cast it by paying {COST} rather than paying "
            "its mana cost",
            RULE,
            "118.9",
            objects=(exiled.id,),
        )
