"""Counters of kinds other than +1/+1 and -1/-1 in effects (122.1: a counter is a marker with a
kind; 122.6: "enters with" counters are put on as it enters): "Put a charge counter on ~.",
"Put a storage counter on ~.", "~ enters with three charge counters on it." The kinds are the
cost grammar's (engine.oracle.grammar.costs.COUNTER_KINDS: charge, time, fade, age, ki,
loyalty, quest, storage), which the engine keeps by name and reads only where a rule or an
ability names them. Keyword counters (122.1b: "Put a flying counter on target creature.", "an
indestructible counter", "two double strike counters") are counters of the keywords
engine.rules.characteristics.KEYWORD_COUNTERS names: the permanent has the keyword while it has
the counter (613.1f)."""

from __future__ import annotations

from engine.rules.characteristics import KEYWORD_COUNTERS

GRAMMAR = (
    r"""
%extend counter_count: "a" COUNTER_KIND "counter" -> one_counter
                     | "an" COUNTER_KIND "counter" -> one_counter
                     | NUMWORD COUNTER_KIND "counters" -> some_counters
                     | ("a" | "an") KEYWORD_COUNTER "counter" -> one_counter
                     | NUMWORD KEYWORD_COUNTER "counters" -> some_counters
KEYWORD_COUNTER: /("""
    + "|".join(sorted(KEYWORD_COUNTERS, key=len, reverse=True))
    + r""")(?= counters?\b)/
"""
)


class NamedCounterLowering:
    """The productions reuse the effects' one_counter / some_counters lowering."""
