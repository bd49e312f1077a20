"""Escape's lines (702.138, engine.mechanics.escape): the keyword line "Escape—[mana], Exile N
other cards from your graveyard." (an alternative cost held by `CardDef.escape`, its mana and
the number of other graveyard cards exiled), and "~ escapes with N [kind] counters on it."
(702.138c: "If this permanent escaped, it enters with those counters", an
`enters_with_counters` static ability with `"if": "escaped"`, 614.1c).

The keyword line lowers to ("casting", ("escape", cost)) like the other cast keywords
(engine.oracle.grammar.cast_keywords); the printer writes it back from the definition's cost
(`escape_words`)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import StaticAbility
from engine.core.state import Params
from engine.mechanics.escape import ESCAPED
from engine.oracle.grammar.common import number
from engine.oracle.vocabulary import number_word
from engine.vocabulary.costs import Cost

GRAMMAR = r"""
%extend keyword_item: ESCAPE_DASH mana_symbols "," "exile" NUMWORD ESCAPE_OTHER_CARDS -> escape_keyword
%extend static_body: SELF "escapes with" counter_count "on it" -> escapes_with_counters
ESCAPE_DASH: "escape—"
ESCAPE_OTHER_CARDS: "other cards from your graveyard."
"""


class EscapeLowering:
    def escape_keyword(self, items: list[Any]) -> tuple[str, tuple[str, Cost]]:
        mana, count = str(items[1]), number(items[2])
        return "casting", ("escape", Cost(mana=mana, exile_from_graveyard=count))

    def escapes_with_counters(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        kind, count = items[1]
        params = Params({"kind": kind, "count": count, "if": ESCAPED})
        return (StaticAbility("", "enters_with_counters", params),)


def escape_words(cost: object) -> str | None:
    """The keyword line of an escape cost (None: a cost Oracle's escape lines don't have)."""
    if not isinstance(cost, Cost) or cost != Cost(
        mana=cost.mana, exile_from_graveyard=cost.exile_from_graveyard
    ):
        return None
    if not cost.mana or cost.exile_from_graveyard < 2:
        return None
    count = number_word(cost.exile_from_graveyard)
    return f"Escape—{cost.mana}, Exile {count} other cards from your graveyard."


def escapes_with_words(params: Params, counters: str) -> str | None:
    """ "~ escapes with [counters] on it." (702.138c)"""
    if set(params) != {"kind", "count", "if"} or params.get("if") != ESCAPED:
        return None
    return f"~ escapes with {counters} on it."
