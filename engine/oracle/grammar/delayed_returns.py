"""An exiled card returned at the beginning of the next end step (603.7): Teferi's Time Twist,
"Exile target permanent you control. Return that card to the battlefield under its owner's
control at the beginning of the next end step. If it enters as a creature, it enters with an
additional +1/+1 counter on it." The return is the instruction "return_at_next_end_step"
(engine.mechanics.delayed_returns): "that card" is the target the sentence before exiled (the
sentence reads only after a target), and the last sentence is its "creature_counter" (614.1c).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend sentence: DR_RETURN "." DR_WITH_COUNTER? -> dr_return
DR_RETURN: "return that card to the battlefield under its owner's control at the beginning of the next end step"
DR_WITH_COUNTER: "if it enters as a creature, it enters with an additional +1/+1 counter on it."
"""

_RETURN = (
    "return that card to the battlefield under its owner's control at the beginning of the "
    "next end step"
)
_WITH_COUNTER = ". If it enters as a creature, it enters with an additional +1/+1 counter on it"


def delayed_return_words(instruction: Instruction, ref: Any) -> str | None:
    """The printer's words for "return_at_next_end_step", or None for another instruction."""
    if instruction.kind != "return_at_next_end_step":
        return None
    params = instruction.params
    if set(params) - {"card", "under", "creature_counter"} or params.get("under", "owner") != (
        "owner"
    ):
        return None
    counter = params.get("creature_counter")
    if counter not in (None, "+1/+1"):
        return None
    return _RETURN + (_WITH_COUNTER if counter else "")


class DelayedReturnLowering:
    ctx: LineContext

    def dr_return(self, items: list[Token]) -> Effects:
        if not self.ctx.targets:
            raise ValueError('"that card" names no exiled target')
        params: dict[str, Any] = {"card": len(self.ctx.targets) - 1, "under": "owner"}
        if any(t.type == "DR_WITH_COUNTER" for t in items):
            params["creature_counter"] = "+1/+1"
        return (step("return_at_next_end_step", **params),)
