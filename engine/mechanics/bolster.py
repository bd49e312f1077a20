"""Bolster (701.39a): "Bolster N" means "Choose a creature you control with the least toughness or
tied for least toughness among creatures you control. Put N +1/+1 counters on that creature."
The choice among tied creatures is the player's (a pending decision), made as the instruction
applies; with no creature, nothing happens.
"""

from __future__ import annotations

from engine.core.events import CountersEvent
from engine.core.log import LogKind
from engine.core.state import Params
from engine.instructions.control import choose_one
from engine.instructions.registry import ExecContext, amount, instruction_kind
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of


@instruction_kind("bolster")
def _bolster(res: Resolution, ctx: ExecContext, params: Params) -> None:
    n = amount(res, ctx, params.get("count", 1))
    player = ctx.controller
    who = name_of(res.state, player)
    creatures = [
        (o.id, chars(res.state, o).toughness or 0)
        for o in res.state.battlefield
        if o.controller == player and not o.phased_out and chars(res.state, o).is_type("Creature")
    ]
    if not creatures:
        res.note(LogKind.EVENT, f"{who} bolsters {n}, controlling no creature", "701.39a")
        return
    least = min(t for _, t in creatures)
    tied = [c for c, t in creatures if t == least]
    chosen = choose_one(
        res,
        player,
        tied,
        f"{who} chooses a creature with the least toughness ({least}) to bolster",
        "701.39a",
        "bolster",
    )
    res.note(
        LogKind.EVENT,
        f"{who} bolsters {n}: {name_of(res.state, chosen)} has the least toughness ({least})",
        "701.39a",
        objects=(chosen,),
    )
    if n > 0:
        res.run(CountersEvent(chosen, "+1/+1", n))
