"""A keyword action done a number of times (608.2c: the instruction as written, done that many
times one after another): "proliferate twice", "populate X times", "incubate 3 X times",
"investigate that many times". The count is read once, as the instruction begins (an amount
word: the spell's X, 107.3; the trigger event's damage, 120.3)."""

from __future__ import annotations

from collections.abc import Mapping

from engine.cards.model import Instruction
from engine.core.log import LogKind
from engine.core.state import Params
from engine.instructions.registry import ExecContext, amount, execute, instruction_kind
from engine.rules.pipeline import Resolution


def repeated_instructions(params: Params) -> tuple[Instruction, ...]:
    """The instructions a "repeat" carries ({"kind", "params"} objects or Instructions)."""
    out: list[Instruction] = []
    for item in params.get("effects", ()) or ():
        if isinstance(item, Instruction):
            out.append(item)
        elif isinstance(item, Mapping):
            out.append(Instruction(str(item.get("kind")), Params(dict(item.get("params") or {}))))
    return tuple(out)


@instruction_kind("repeat")
def _repeat(res: Resolution, ctx: ExecContext, params: Params) -> None:
    times = max(0, amount(res, ctx, params.get("times", 1)))
    steps = repeated_instructions(params)
    res.note(LogKind.EVENT, f"done {times} time{'s' if times != 1 else ''}", "608.2c")
    for _ in range(times):
        execute(res, ctx, steps)
