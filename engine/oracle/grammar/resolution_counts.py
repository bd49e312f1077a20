"""Sentences that ask which time an activated ability is resolving this turn (608.2, 608.2c;
engine.mechanics.resolution_counts): "If this is the third time this ability has resolved this
turn, [sentence]." Each instruction of the sentence runs only on that resolution (the conditions
"first_resolution_this_turn" ... "third_resolution_this_turn"). Only an activated ability's line
is read: its activation binds which object it is (400.7).

Ashling the Pilgrim's "remove all +1/+1 counters from ~, and it deals that much damage to each
creature and each player": the instruction `remove_all_counters` (122.1), then damage of the
number removed (bound "removed") dealt by the source to each recipient at once (120.4).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.mechanics.resolution_counts import ORDINAL_WORDS, ORDINALS
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend sentence: RC_IF_THIS_IS RC_ORDINAL RC_TIME_RESOLVED sentence -> nth_resolution_sentence
                | RC_REMOVE_ALL PTMOD RC_COUNTERS_FROM SELF RC_AND_IT_DEALS_THAT_MUCH recipient "." -> remove_all_and_damage
                | RC_REMOVE_ALL PTMOD RC_COUNTERS_FROM SELF RC_AND_IT_DEALS_THAT_MUCH recipient "and" recipient "." -> remove_all_and_damage_two
RC_IF_THIS_IS: "if this is the"
RC_ORDINAL: /(?:first|second|third)(?![\w'-])/
RC_TIME_RESOLVED: "time this ability has resolved this turn,"
RC_REMOVE_ALL: "remove all"
RC_COUNTERS_FROM: "counters from"
RC_AND_IT_DEALS_THAT_MUCH: ", and it deals that much damage to"
"""

REMOVED = "bound:removed"  # engine.mechanics.resolution_counts: the counters removed
_BY_WORD = {word: ordinal for ordinal, word in ORDINAL_WORDS.items()}
_CONDITION = {nth: word for word, nth in ORDINALS.items()}


class ResolutionCountLowering:
    ctx: LineContext
    trigger_kind: str | None = None  # set by TriggeredLowering.trigger

    def nth_resolution_sentence(self, items: list[Any]) -> Effects:
        if self.trigger_kind is not None:
            raise ValueError("only an activated ability's resolutions are counted")
        effects: Effects = items[-1]
        if any("if" in e.params or "unless" in e.params for e in effects):
            raise ValueError("a condition inside a counted resolution's sentence")
        condition = _CONDITION[_BY_WORD[str(items[1]).lower()]]
        return tuple(step(e.kind, **{**e.params, "if": condition}) for e in effects)

    def _remove_all(self, kind: Token, to: Any) -> Effects:
        return (
            step("remove_all_counters", kind=str(kind)),
            step("deal_damage", amount=REMOVED, to=to),
        )

    def remove_all_and_damage(self, items: list[Any]) -> Effects:
        return self._remove_all(items[1], items[5])

    def remove_all_and_damage_two(self, items: list[Any]) -> Effects:
        return self._remove_all(items[1], (items[5], items[6]))


# --- printing --------------------------------------------------------------------------------


def nth_step(instruction: Instruction) -> tuple[str, Instruction] | None:
    """The ordinal word and the instruction without its condition, or None (no such condition)."""
    nth = ORDINALS.get(str(instruction.params.get("if", "")))
    if nth is None:
        return None
    rest = type(instruction.params)({k: v for k, v in instruction.params.items() if k != "if"})
    return ORDINAL_WORDS[nth], Instruction(instruction.kind, rest)


def nth_sentence(word: str, inner: str) -> str:
    return f"if this is the {word} time this ability has resolved this turn, {inner}"


def removal_and_damage_words(
    first: Instruction, second: Instruction, ref: Callable[[Any], str]
) -> str | None:
    """ "remove all +1/+1 counters from ~, and it deals that much damage to ...", or None."""
    if first.kind != "remove_all_counters" or second.kind != "deal_damage":
        return None
    if set(first.params) != {"kind"} or set(second.params) != {"amount", "to"}:
        return None
    if second.params.get("amount") != REMOVED:
        return None
    kind = str(first.params.get("kind"))
    return f"remove all {kind} counters from ~, and it deals that much damage to {ref(second.params['to'])}"
