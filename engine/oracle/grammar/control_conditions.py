"""A sentence after another that runs only if you control a permanent of a kind as the spell or
ability reaches it (608.2c; engine.instructions.control_conditions):

    Return target nonland permanent to its owner's hand. If you control a Desert, surveil 1.
                                                                        (Failed Fording)
    Exile target creature. If you control an enchantment, scry 2.

The kind is named as costs name it (engine.oracle.grammar.costs' `cost_noun`: a card type, a
subtype, "an artifact or creature"). Only after another sentence: the first sentence of a
triggered ability that opens with "if" is an intervening "if" clause (603.4), read by the
trigger grammar. The condition is read once, as the sentence is reached, for all of its
instructions.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.instructions.control_conditions import KIND, carried, kind_words
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend cs_conditioned: CC_IF_YOU_CONTROL ("a" | "an") cost_noun "," sentence -> cc_if_you_control
CC_IF_YOU_CONTROL: "if you control"
"""


class ControlConditionLowering:
    ctx: LineContext

    def cc_if_you_control(self, items: list[Any]) -> Effects:
        kind = str(items[-2])
        effects: Effects = items[-1]
        if any("if" in e.params or "unless" in e.params for e in effects):
            raise ValueError("a condition inside a conditional sentence")
        stored = tuple({"kind": e.kind, "params": dict(e.params)} for e in effects)
        return (step(KIND, kind=kind, effects=stored),)


# --- printing --------------------------------------------------------------------------------


def control_condition_parts(instruction: Instruction) -> tuple[str, tuple[Instruction, ...]] | None:
    """ "you control a Desert" and the sentence's instructions, or None (no such sentence)."""
    if instruction.kind != KIND or set(instruction.params) - {"kind", "effects"}:
        return None
    kind = str(instruction.params.get("kind", ""))
    steps = carried(instruction.params)
    if not kind or not steps:
        return None
    return f"you control {kind_words(kind)}", steps
