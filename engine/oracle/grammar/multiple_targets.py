"""One instruction acting on every target of the line (the reference "each_target", 608.2b: an
illegal one is left out): "Return target creature you control and target creature you don't
control to their owners' hands.", "Return two target creatures to their owners' hands." ("two
target creatures" is one instance of the word "target", 115.3: the second target is
"other:creature", engine.rules.target_relations); and "Untap all creatures you control."
(701.26b).
"""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.vocabulary import TARGET_PHRASES
from engine.vocabulary.words import OTHER_PREFIX

GRAMMAR = r"""
%extend clause: return_each | untap_all_yours
return_each: "return" target "and" target MT_TO_THEIR_OWNERS_HANDS -> return_both
           | "return" CC_TWO_TARGET_CREATURES MT_TO_THEIR_OWNERS_HANDS -> return_two_creatures
           | "return" target MT_TO_THEIR_OWNERS_HANDS -> return_each_target
MT_TO_THEIR_OWNERS_HANDS: "to their owners' hands"
untap_all_yours: MT_UNTAP_ALL_YOURS
MT_UNTAP_ALL_YOURS: "untap all creatures you control"
"""

EACH_TARGET = "each_target"


def each_target_words(mentions: Any) -> str | None:
    """The words naming every target of the line at once, or None: "target A and target B"
    (two target words), "two target creatures" (one word, 115.3)."""
    targets = tuple(mentions.targets)
    if len(targets) != 2 or mentions.seen:
        return None
    if targets == ("creature", f"{OTHER_PREFIX}:creature"):
        words = "two target creatures"
    elif all(t in TARGET_PHRASES for t in targets) and not targets[1].startswith("another"):
        words = f"{TARGET_PHRASES[targets[0]]} and {TARGET_PHRASES[targets[1]]}"
    else:
        return None
    mentions.seen.update({0, 1})
    return words


class MultipleTargetLowering:
    ctx: LineContext

    def return_both(self, items: list[Any]) -> Effects:
        if len(self.ctx.targets) != 2:
            raise ValueError("a return of both targets after other targets")
        return (step("return_to_hand", to=EACH_TARGET),)

    def return_two_creatures(self, items: list[Any]) -> Effects:
        if self.ctx.targets:
            raise ValueError("a return of two targets after other targets")
        self.ctx.target("creature")
        self.ctx.target(f"{OTHER_PREFIX}:creature")
        return (step("return_to_hand", to=EACH_TARGET),)

    def return_each_target(self, items: list[Any]) -> Effects:
        """ "Return up to two target creatures to their owners' hands." (grammar.up_to_targets):
        the target phrase stands for every target; a single target's words are "its owner's"."""
        if items[0] != EACH_TARGET:
            raise ValueError("one target returned to their owners' hands")
        return (step("return_to_hand", to=EACH_TARGET),)

    def untap_all_yours(self, items: list[Any]) -> Effects:
        return (step("untap", to="your_creatures"),)
