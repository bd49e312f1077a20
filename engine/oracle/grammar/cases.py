"""A Case's "To solve — [Condition]." (719.3a): "At the beginning of your end step, if
[condition] and this Case is not solved, this Case becomes solved." The condition is read as an
intervening "if" condition (engine.oracle.grammar.trigger_conditions: "You control three or
more artifacts.", "You have no cards in hand."); the trigger is the beginning of the
controller's end step while the Case is unsolved (engine.mechanics.cases). "Solved — [Ability]"
is a line whose ability is held under the condition "solved"
(engine.oracle.conditional_abilities)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction, TriggeredAbility
from engine.core.state import Params
from engine.oracle.grammar.trigger_conditions import condition_words
from engine.oracle.lowering import LineContext

GRAMMAR = r"""
%extend triggered: TO_SOLVE condition "." -> to_solve
TO_SOLVE.2: "to solve —"
"""

TRIGGER = "case_unsolved_end_step"  # engine.mechanics.cases


class CasesLowering:
    ctx: LineContext

    def to_solve(self, items: list[Any]) -> TriggeredAbility:
        condition = str(items[1])
        if condition_words(condition) is None:
            raise ValueError("no words for the condition")
        return TriggeredAbility(
            "", TRIGGER, (Instruction("solve", Params()),), intervening_if=condition
        )


def to_solve_words(ability: TriggeredAbility) -> str | None:
    if ability.trigger != TRIGGER or ability.intervening_if is None:
        return None
    if ability.effects != (Instruction("solve", Params()),) or ability.params or ability.targets:
        return None
    words = condition_words(ability.intervening_if)
    if words is None:
        return None
    return f"To solve — {words[:1].upper()}{words[1:]}."
