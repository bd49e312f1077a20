"""Forage (701.61a): to forage is to exile three cards from your graveyard or sacrifice a Food
(engine.rules.foraging, which also pays "Forage" as a cost part).

"You may forage. If you do, [sentence]." (603.5, 608.2c) is the instruction "may_forage": as the
ability resolves its controller chooses not to forage, to exile three cards from their graveyard
(only with three or more there), or to sacrifice one of the Foods they control (701.21a); the
instructions after "If you do," are marked "if": "paid" and run only if they foraged. With
neither three cards in the graveyard nor a Food, they can't forage and nothing "if you do"
happens.

May import: engine.core, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import Params
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.foraging import RULE, forage, why_cant_forage
from engine.rules.pipeline import Resolution, name_of


@instruction_kind("may_forage")
def _may_forage(res: Resolution, ctx: ExecContext, params: Params) -> None:
    player = ctx.controller
    problem = why_cant_forage(res.state, player)
    if problem is not None:
        ctx.bound["declined"] = True
        res.judge(LogKind.NOTE, f"{problem}: what foraging would do doesn't happen", RULE, "608.2c")
        return
    done = forage(res, player, f"{name_of(res.state, ctx.source)}", "608.2c", optional=True)
    if done is None:
        ctx.bound["declined"] = True
        res.note(LogKind.EVENT, f"{name_of(res.state, player)} doesn't forage", "603.5")
