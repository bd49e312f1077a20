""" "Target creature gets +2/+2 until end of turn. If it's a Vampire, it gains first strike until
end of turn." (Vampire's Zeal; Unchecked Growth's "If it's a Spirit, it gains trample"): a rider
that runs only if the spell's one target has the creature type (205.3m) as the spell resolves
(608.2c: the instructions are followed in order, the condition read when its sentence is reached,
with every type-changing effect then applied, 613.1d).

Each instruction of the rider's sentence is marked "if": "target_is_vampire" (one condition per
type, engine.vocabulary.words.Condition); the condition reads the first target
(engine.rules.resolution_conditions.TARGET_CONDITIONS). An illegal target isn't one of the
spell's objects any more (608.2b): the rider doesn't run then.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step
from engine.rules.resolution_conditions import TARGET_SUBTYPE_CONDITIONS

GRAMMAR = r"""
%extend sentence: TTR_IF_ITS_A SUBTYPE "," sentence -> ttr_rider_sentence
TTR_IF_ITS_A: "if it's a" | "if it's an"
"""

_BY_SUBTYPE = {subtype: name for name, subtype in TARGET_SUBTYPE_CONDITIONS.items()}


class TargetTypeRiderLowering:
    ctx: LineContext

    def ttr_rider_sentence(self, items: list[Any]) -> Effects:
        # "it" is the spell's one target: only a spell that has named exactly one target.
        if len(self.ctx.targets) != 1:
            raise ValueError(f'"if it\'s a": {len(self.ctx.targets)} targets named, not one')
        effects: Effects = items[-1]
        if any("if" in e.params or "unless" in e.params for e in effects):
            raise ValueError("a condition inside a target-type rider")
        if any(e.params.get("to") != 0 for e in effects):
            raise ValueError("a target-type rider acting on something other than its target")
        condition = _BY_SUBTYPE.get(str(items[1]))
        if condition is None:
            raise ValueError(f"no target-type condition for {items[1]}")
        return tuple(step(e.kind, **{**e.params, "if": condition}) for e in effects)


# --- printing --------------------------------------------------------------------------------


def rider_step(instruction: Instruction) -> tuple[str, Instruction] | None:
    """The creature type and the instruction without its condition, or None (no such rider)."""
    subtype = TARGET_SUBTYPE_CONDITIONS.get(str(instruction.params.get("if", "")))
    if subtype is None:
        return None
    rest = type(instruction.params)({k: v for k, v in instruction.params.items() if k != "if"})
    return subtype, Instruction(instruction.kind, rest)


def rider_sentence(subtype: str, inner: str) -> str:
    article = "an" if subtype[0] in "AEIOU" else "a"
    return f"if it's {article} {subtype}, {inner}"
