"""Card search: a Scryfall-style query language over an in-memory index of the card table.

    from builder.cards import search as cardsearch
    results = cardsearch.search_cards('t:creature c:rg mv<=3 -o:"enters the battlefield"')
    results.cards, results.total, results.error  # error: QuerySyntaxError | None

Modules: ``parser`` (query -> ``syntax`` AST), ``index`` (evaluates an AST over all cards),
``service`` (the process-wide index, ranking, loading ``Card`` rows), ``text`` (name folding).
"""

from __future__ import annotations

from .parser import parse_query
from .service import (
    CardChoice,
    SearchResults,
    autocomplete,
    card_index,
    closest_names,
    invalidate_index,
    search_cards,
    warm_index,
)
from .syntax import QuerySyntaxError

__all__ = [
    "CardChoice",
    "QuerySyntaxError",
    "SearchResults",
    "autocomplete",
    "card_index",
    "closest_names",
    "invalidate_index",
    "parse_query",
    "search_cards",
    "warm_index",
]
