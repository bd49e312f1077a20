"""Rampage N (702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of turn
for each creature blocking it beyond the first." The bonus is counted once, as the ability
resolves (702.23b): blockers added or removed later don't change it. Each instance triggers
separately (702.23c).
"""

from __future__ import annotations

from engine.core.log import LogKind, counted
from engine.core.state import Params
from engine.instructions.registry import INSTRUCTIONS, ExecContext, amount, instruction_kind
from engine.rules.pipeline import Resolution, name_of


@instruction_kind("rampage")
def _rampage(res: Resolution, ctx: ExecContext, params: Params) -> None:
    n = amount(res, ctx, params.get("count", 1))
    combat = res.state.combat
    blockers = len(combat.blockers_of(ctx.source)) if combat is not None else 0
    beyond = max(0, blockers - 1)
    name = name_of(res.state, ctx.source)
    res.note(
        LogKind.EVENT,
        f"rampage {n}: {counted(blockers, 'creature')} {'blocks' if blockers == 1 else 'block'} "
        f"{name}, {beyond} beyond the first",
        "702.23a",
        "702.23b",
        objects=(ctx.source,),
    )
    if beyond == 0:
        return
    bonus = n * beyond
    INSTRUCTIONS["modify_pt"](res, ctx, Params({"to": "self", "power": bonus, "toughness": bonus}))
