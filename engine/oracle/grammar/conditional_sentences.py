"""A sentence after another that runs only if a condition holds as the spell or ability reaches
it (608.2c: the instructions are followed in order, the condition read then):

    ~ deals 5 damage to target creature or planeswalker. If it's your turn, scry 2.
                                                                (Fated Conflagration)
    Create a 2/2 white and blue Detective creature token. If a creature died this turn, you
    gain 2 life.

The conditions are those an instruction's "if" reads at resolution
(engine.rules.resolution_conditions): "it's your turn", this turn's history
(engine.mechanics.turn_history: "a creature died this turn", "you attacked this turn", ...),
hellbent's and threshold's. Each instruction of the sentence is marked "if": CONDITION.

Only after another sentence: the first sentence of a triggered ability that opens with "if" is
an intervening "if" clause (603.4), read by the trigger grammar, never by this one. A condition
the sentence's own instructions could change (a card drawn, a creature dying) would be read
again by each of them, so a sentence of several instructions takes only "it's your turn",
which nothing in a resolution changes.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.grammar.instead_clauses import INSTEAD_CONDITIONS
from engine.oracle.lowering import Effects, LineContext, step
from engine.vocabulary.words import Condition

# "if it's your turn," -> "your_turn"
_BY_WORDS = {f"if {words},": name for name, words in INSTEAD_CONDITIONS.items()}
GRAMMAR = (
    r"""
%extend effects: sentence+ cs_conditioned sentence*
cs_conditioned: CS_IF sentence
CS_IF: """
    + " | ".join(f'"{words}"' for words in _BY_WORDS)
    + "\n"
)

# The conditions nothing a sentence does can change while it resolves.
_STEADY = frozenset({Condition.YOUR_TURN.value})


class ConditionalSentenceLowering:
    ctx: LineContext

    def cs_conditioned(self, items: list[Any]) -> Effects:
        condition = _BY_WORDS[str(items[0]).lower()]
        effects: Effects = items[-1]
        if any("if" in e.params or "unless" in e.params for e in effects):
            raise ValueError("a condition inside a conditional sentence")
        if len(effects) != 1 and condition not in _STEADY:
            raise ValueError(f"{condition!r} read again by each of several instructions")
        return tuple(step(e.kind, **{**e.params, "if": condition}) for e in effects)


# --- printing --------------------------------------------------------------------------------


def conditioned_step(instruction: Instruction) -> tuple[str, Instruction] | None:
    """The condition's words and the instruction without it, or None (no such sentence)."""
    condition = str(instruction.params.get("if", ""))
    words = INSTEAD_CONDITIONS.get(condition)
    if words is None or "unless" in instruction.params:
        return None
    rest = type(instruction.params)({k: v for k, v in instruction.params.items() if k != "if"})
    return words, Instruction(instruction.kind, rest)
