"""The "attach" instruction (701.3): an Equipment's equip ability, "attach it to target
creature"; where an object may be attached and how is in engine.rules.attachment."""

from __future__ import annotations

from engine.core.state import Params
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.attachment import attach
from engine.rules.pipeline import Resolution


@instruction_kind("attach")
def _attach(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Attach [object] to [target]" (701.3): "object" is what moves ("self", the ability's
    source, by default), "to" where it goes (a target, by default the first). A target that is
    illegal now was left out as the ability resolved (608.2b): then nothing moves."""
    what = refs(res, ctx, params.get("object", "self"))
    where = refs(res, ctx, params.get("to", 0))
    if what and where:
        attach(res, what[0], where[0])
