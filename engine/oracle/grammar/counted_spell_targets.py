""" "Counter target spell with mana value X or less, where X is the number of Faeries you
control." (Spellstutter Sprite): a target spell whose mana value is at most a count. The target
word is "spell_with_mana_value_at_most_count:COUNT" (engine.vocabulary.words), checked by
engine.rules.targets: X is counted from the ability's controller's point of view (109.5) when the
target is chosen (601.2c) and counted again as the ability resolves, where a spell whose mana
value is now greater is an illegal target and isn't countered (608.2b). The counts are those of
engine.rules.defined_pt (the grammar's `count`)."""

from __future__ import annotations

from typing import Any

from engine.oracle.grammar.defined_pt import count_words
from engine.oracle.lowering import Effects, LineContext, step
from engine.vocabulary.words import COUNTED_SPELL_PREFIX, counted_spell_word

GRAMMAR = r"""
%extend sentence: "counter" CST_SPELL_MV_X "," CNT_WHERE_X_IS count "." -> counter_counted_spell
CST_SPELL_MV_X: "target spell with mana value x or less"
"""
PHRASE = "target spell with mana value X or less"


def counted_spell_phrase(requirement: str) -> str | None:
    """The target phrase of a counted-spell target word, or None for another word."""
    return PHRASE if counted_spell_word(requirement) is not None else None


def counter_counted_spell_words(kind: str, params: Any, targets: Any, ref: Any) -> str | None:
    """The clause of "counter" a counted-spell target, with its ", where X is ...", or None."""
    to = params.get("to", 0)
    if kind != "counter" or set(params) - {"to"} or not isinstance(to, int) or to >= len(targets):
        return None
    count = counted_spell_word(targets[to])
    words = count_words(count) if count is not None else None
    if words is None:
        return None
    return f"counter {ref(to)}, where X is {words}"


class CountedSpellTargetLowering:
    ctx: LineContext

    def counter_counted_spell(self, items: list[Any]) -> Effects:
        word = str(items[-1])
        if count_words(word) is None:
            raise ValueError(f"a count without words: {word!r}")
        return (step("counter", to=self.ctx.target(f"{COUNTED_SPELL_PREFIX}:{word}")),)
