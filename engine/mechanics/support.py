"""Support (701.41a): "Support N" puts a +1/+1 counter on each of up to N target creatures, other
than the supporting permanent when a permanent supports. The targets are chosen as the ability
or spell is put on the stack (the compiled target word "up_to:N:another_creature": none up to N,
never the source; a spell on the stack is no creature, so the word reads the same for an instant
or sorcery); each one still legal as it resolves gets its counter (608.2b).
"""

from __future__ import annotations

from engine.core.events import CountersEvent
from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.pipeline import Resolution, name_of


@instruction_kind("support")
def _support(res: Resolution, ctx: ExecContext, params: Params) -> None:
    chosen = [
        t
        for t in refs(res, ctx, params.get("to", 0))
        if (obj := res.state.find_object(t)) is not None and obj.zone is Zone.BATTLEFIELD
    ]
    who = name_of(res.state, ctx.controller)
    if not chosen:
        res.note(LogKind.EVENT, f"{who} supports no creature", "701.41a")
        return
    res.note(
        LogKind.EVENT,
        f"{who} supports "
        + ", ".join(name_of(res.state, t) for t in chosen)
        + ": a +1/+1 counter on each",
        "701.41a",
        objects=tuple(chosen),
    )
    for target in chosen:
        res.run(CountersEvent(target, "+1/+1", 1))
