""" "Discard any number of cards at random. Creatures you control get +1/+0 until end of turn for
each card discarded this way." (Rites of Initiation): the number is chosen as the spell resolves
(608.2d) and that many cards are discarded at random (701.9b): the instruction
"discard_any_number_at_random" (engine.instructions.hands), which binds the cards it discarded.
The next sentence's numbers are then "that many for each card discarded this way"
(engine.vocabulary.amounts.PerBound, "per_bound:N:discarded", 608.2c). The two sentences are one
production: "this way" refers to the discard of the sentence before it, and nothing else."""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.core.state import Params
from engine.oracle.grammar.counted import PER_PARAMS
from engine.oracle.lowering import Effects, step
from engine.vocabulary.amounts import PER_BOUND_PREFIX

GRAMMAR = r"""
%extend sentence: RD_DISCARD_ANY_NUMBER "." clause RD_FOR_EACH_DISCARDED "." -> rd_discard_for_each
RD_DISCARD_ANY_NUMBER: "discard any number of cards at random"
RD_FOR_EACH_DISCARDED: "for each card discarded this way"
"""

KIND = "discard_any_number_at_random"
BOUND = "discarded"
EACH_WORDS = {BOUND: "card discarded this way"}


def random_discard_words(instruction: Instruction) -> str | None:
    """The printer's words for "discard_any_number_at_random", or None for another instruction."""
    if instruction.kind != KIND or instruction.params:
        return None
    return "discard any number of cards at random"


class RandomDiscardLowering:
    def rd_discard_for_each(self, items: list[Any]) -> Effects:
        clause = [i for i in items if isinstance(i, (tuple, Instruction))]
        (effects,) = clause
        steps = effects if isinstance(effects, tuple) else (effects,)
        counted: list[Instruction] = []
        found = False
        for one in steps:
            params = dict(one.params)
            for name in PER_PARAMS.get(one.kind, ()):
                value = params.get(name)
                if isinstance(value, int) and not isinstance(value, bool) and value:
                    params[name] = f"{PER_BOUND_PREFIX}{value}:{BOUND}"
                    found = True
            counted.append(Instruction(one.kind, Params(params)))
        if not found:
            raise ValueError("no number for each card discarded this way")
        return (step(KIND), *counted)
