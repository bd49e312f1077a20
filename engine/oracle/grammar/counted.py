"""Amounts defined by a count (107.3a, 608.2h): "Target creature gets +X/+X until end of turn,
where X is the number of creatures you control." The sentence's X is the count, computed once
as the spell or ability resolves (608.2h), from the point of view of its controller (109.5).

The counts are the ones characteristic-defining abilities already read (engine.oracle.grammar
.defined_pt's `count`, computed by engine.rules.defined_pt); an amount spells one as
"count:WORD" (engine.vocabulary.amounts.CountOf), and the printer writes the sentence's X back
with ", where X is ..." from the same words.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.core.state import Params
from engine.oracle.lowering import Effects, LineContext
from engine.vocabulary.amounts import COUNT_PREFIX

GRAMMAR = r"""
%extend sentence: clause "," CNT_WHERE_X_IS count "." -> where_x_sentence
CNT_WHERE_X_IS: "where x is"
"""


class NoX(Exception):
    """The sentence has no X for "where X is" to define."""


def _counted(value: Any, word: str, found: list[bool]) -> Any:
    if value == "x":
        found.append(True)
        return f"{COUNT_PREFIX}{word}"
    if isinstance(value, Params):
        return Params({k: _counted(v, word, found) for k, v in value.items()})
    if isinstance(value, tuple):
        return tuple(_counted(v, word, found) for v in value)
    return value


def with_count(effects: Effects, word: str) -> Effects:
    """The effects with each X replaced by the count (NoX when there is none)."""
    found: list[bool] = []
    counted = tuple(Instruction(step.kind, _counted(step.params, word, found)) for step in effects)
    if not found:
        raise NoX(f"no X for {word!r}")
    return counted


class CountedAmountLowering:
    ctx: LineContext

    def where_x_sentence(self, items: list[Any]) -> Effects:
        effects, _, word = items
        return with_count(tuple(effects), str(word))
