"""Overload's text change (702.96a, 612): cast for its overload cost, a spell's text has "each"
for every "target". The compiler reads each line of the spell ability with that change as a
spell line of its own (`each_text`), and keeps the result as `CardDef.overloaded` only if every
changed line is understood and names no target (702.96b); otherwise the Overload line isn't
applied. The printer proves it the same way: the overloaded ability must print as the spell's
printed text changed (`overload_matches`)."""

from __future__ import annotations

import re

_TARGET = re.compile(r"\b([Tt])arget\b")
_TARGETS_WORD = re.compile(r"\btargets?\w", re.IGNORECASE)


def each_text(line: str) -> str | None:
    """The line with "each" for every "target" (702.96a), None when the line has another form
    of the word ("targets", "targeted") that the change doesn't define."""
    if _TARGETS_WORD.search(line):
        return None
    return _TARGET.sub(lambda m: "Each" if m.group(1) == "T" else "each", line)


def overload_matches(printed_spell: str, printed_overloaded: str) -> bool:
    """The overloaded ability prints as the spell's own text with the change made."""
    return each_text(printed_spell) == printed_overloaded
