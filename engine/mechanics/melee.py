"""Melee (702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn for each
opponent you attacked with a creature this combat." Counted as the ability resolves: the
opponents among the players attacked by creatures its controller controls (a planeswalker or
battle attacked isn't its controller or protector attacked, 506.3). Each instance triggers
separately (702.121b).
"""

from __future__ import annotations

from engine.core.log import LogKind, counted
from engine.core.state import Params
from engine.instructions.registry import INSTRUCTIONS, ExecContext, instruction_kind
from engine.rules.combat.queries import opponents
from engine.rules.pipeline import Resolution, name_of


@instruction_kind("melee")
def _melee(res: Resolution, ctx: ExecContext, params: Params) -> None:
    combat = res.state.combat
    foes = set(opponents(res.state, ctx.controller))
    attacked = {
        defender
        for attacker, defender in (combat.attackers if combat is not None else ())
        if defender in foes
        and (obj := res.state.find_object(attacker)) is not None
        and obj.controller == ctx.controller
    }
    res.note(
        LogKind.EVENT,
        f"melee: {name_of(res.state, ctx.controller)} attacked "
        f"{counted(len(attacked), 'opponent')} with creatures this combat",
        "702.121a",
        objects=(ctx.source,),
    )
    if attacked:
        n = len(attacked)
        INSTRUCTIONS["modify_pt"](res, ctx, Params({"to": "self", "power": n, "toughness": n}))
