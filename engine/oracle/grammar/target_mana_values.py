"""A sentence after another that runs only if the target had a mana value of N or less (608.2c,
608.2h; engine.instructions.target_mana_values):

    Return target creature to its owner's hand. If its mana value was 3 or less, scry 1.
                                                                            (Fading Hope)
    Exile target creature. If it had mana value 3 or less, surveil 2.   (Consuming Ashes)

Only for a spell or ability with one target, a permanent (its last known mana value is kept as
it leaves the battlefield; a spell or a card elsewhere has none kept).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.model import Instruction
from engine.instructions.control_conditions import carried
from engine.instructions.target_mana_values import KIND
from engine.oracle.lowering import Effects, LineContext, step
from engine.rules.targets import PERMANENT_WORDS, TYPE_WORDS

GRAMMAR = r"""
%extend cs_conditioned: TMV_IF_AT_MOST "," sentence -> tmv_conditioned
TMV_IF_AT_MOST: /if (?:its mana value was|it had mana value) \d+ or less(?=,)/i
"""

_HEAD = re.compile(r"if (its mana value was|it had mana value) (\d+) or less", re.I)
# Target words naming a permanent only (no player, spell or card).
_PERMANENT_TARGETS = (frozenset(TYPE_WORDS) - {"any"}) | frozenset(PERMANENT_WORDS) | {"permanent"}


class TargetManaValueLowering:
    ctx: LineContext

    def tmv_conditioned(self, items: list[Any]) -> Effects:
        head = _HEAD.fullmatch(str(items[0]))
        if head is None:
            raise ValueError("no mana value condition")
        if len(self.ctx.targets) != 1 or self.ctx.targets[0] not in _PERMANENT_TARGETS:
            raise ValueError('"its mana value was": one target, a permanent, only')
        effects: Effects = items[-1]
        if any("if" in e.params or "unless" in e.params for e in effects):
            raise ValueError("a condition inside a conditional sentence")
        stored = tuple({"kind": e.kind, "params": dict(e.params)} for e in effects)
        had = head.group(1).lower().startswith("it had")
        more = {"had": True} if had else {}
        return (step(KIND, at_most=int(head.group(2)), effects=stored, **more),)


# --- printing --------------------------------------------------------------------------------


def target_mana_value_parts(instruction: Instruction) -> tuple[str, tuple[Instruction, ...]] | None:
    """ "its mana value was 3 or less" and the sentence's instructions, or None."""
    if instruction.kind != KIND or set(instruction.params) - {"at_most", "had", "effects"}:
        return None
    most = instruction.params.get("at_most")
    steps = carried(instruction.params)
    if not isinstance(most, int) or not steps:
        return None
    if instruction.params.get("had"):
        return f"it had mana value {most} or less", steps
    return f"its mana value was {most} or less", steps
