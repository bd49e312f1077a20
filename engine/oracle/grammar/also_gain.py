"""A second group "also" gaining keywords after a first group's pump (105.2, 611.2c):

    Creatures you control get +2/+1 until end of turn. White creatures you control also gain
    first strike until end of turn.                                     (Sanctified Charge)

"Also" has no rules meaning: the sentence is the same `grant_keywords` to the group; each
group is the creatures it names as its instruction applies (611.2c). The printer says "also"
exactly when the instruction before it acts on all the controller's creatures and this one on
a colored part of them (`also_words`), so a definition prints back as the text it came from.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, step

GRAMMAR = r"""
%extend pump: object_group AG_ALSO "gain" keywords UNTIL_EOT -> ag_also_grant
AG_ALSO: "also"
"""

_PARTS = frozenset(f"your_creatures_of_color:{c}" for c in "WUBRG")


class AlsoGainLowering:
    def ag_also_grant(self, items: list[Any]) -> Effects:
        return (step("grant_keywords", to=items[0], keywords=items[2]),)


def also_words(
    before: Instruction | None, current: Instruction, clause: Callable[[Instruction], str]
) -> str | None:
    """ "[group] also gain [keywords] until end of turn", or None when `current` isn't a
    colored part of the creatures the instruction before it acts on."""
    if (
        before is None
        or current.kind != "grant_keywords"
        or before.kind not in ("modify_pt", "grant_keywords")
        or before.params.get("to") != "your_creatures"
        or current.params.get("to") not in _PARTS
    ):
        return None
    words = clause(current)
    head, gain, rest = words.partition(" gain ")
    if not gain:
        return None
    return f"{head} also gain {rest}"
