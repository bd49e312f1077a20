"""Card search for views: parse, evaluate on the process-wide index, load the page of cards.

The index is built from the database on first use (once for every process: the first writes it
to a file the others load, ``builder.cards.search.indexfile``) and rebuilt when the card table
changes:
every search compares a cheap fingerprint of the table (row count, highest id, newest
``updated_at``) with the one the index was built from, so an import in another process is seen
by the next search. ``invalidate_index()`` drops it explicitly.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Max

from builder.cards.levels import AutomationLevel, automation_level_for
from builder.cards.models import Card

from .index import CardIndex, CardRow
from .indexfile import load_or_build
from .parser import parse_query
from .syntax import And, NameTerm, Node, QuerySyntaxError

__all__ = [
    "CardChoice",
    "SearchResults",
    "autocomplete",
    "card_index",
    "invalidate_index",
    "search_cards",
]

DEFAULT_LIMIT = 60
MAX_LIMIT = 500
_INDEX_COLUMNS = [
    "id",
    "name",
    "layout",
    "mana_value",
    "colors",
    "color_identity",
    "type_line",
    "oracle_text",
    "power",
    "toughness",
    "loyalty",
    "keywords",
    "faces",
    "rarity",
    "printings",
]
_lock = threading.Lock()
_cached: tuple[tuple[Any, ...], CardIndex] | None = None


@dataclass
class SearchResults:
    query: str
    cards: list[Card] = field(default_factory=list)
    total: int = 0
    error: QuerySyntaxError | None = None
    fuzzy: bool = False  # no card matched; these are the closest names
    milliseconds: float = 0.0
    page: int = 1
    per_page: int = DEFAULT_LIMIT

    @property
    def truncated(self) -> bool:
        return self.total > len(self.cards)

    @property
    def first_shown(self) -> int:
        """The place (1-based) of this page's first card among all the matches."""
        return (self.page - 1) * self.per_page + 1 if self.cards else 0

    @property
    def last_shown(self) -> int:
        return self.first_shown + len(self.cards) - 1 if self.cards else 0

    @property
    def pages(self) -> int:
        return max(1, -(-self.total // self.per_page)) if not self.fuzzy else 1

    @property
    def has_previous(self) -> bool:
        return self.page > 1

    @property
    def has_next(self) -> bool:
        return not self.fuzzy and self.page < self.pages

    @property
    def error_pointer(self) -> str:
        """The query with a caret under the error ("" without an error)."""
        return self.error.pointer(self.query) if self.error else ""


@dataclass(frozen=True)
class CardChoice:
    """An autocomplete suggestion."""

    id: int
    name: str
    automation_level: AutomationLevel


def _fingerprint() -> tuple[Any, ...]:
    """What changes when cards are added, changed or deleted. Three queries rather than one:
    SQLite answers a lone MAX() from the index but scans the table for MAX(a), MAX(b)."""
    return (
        Card.objects.count(),
        Card.objects.aggregate(value=Max("id"))["value"],
        Card.objects.aggregate(value=Max("updated_at"))["value"],
    )


def card_index() -> CardIndex:
    """The index of the current card table (built or rebuilt if needed)."""
    global _cached
    fingerprint = _fingerprint()
    cached = _cached
    if cached is not None and cached[0] == fingerprint:
        return cached[1]
    with _lock:
        if _cached is not None and _cached[0] == fingerprint:
            return _cached[1]
        index = load_or_build(fingerprint, _build_index)
        _cached = (fingerprint, index)
        return index


def _build_index() -> CardIndex:
    return CardIndex(CardRow(*values) for values in Card.objects.values_list(*_INDEX_COLUMNS))


def invalidate_index() -> None:
    global _cached
    with _lock:
        _cached = None


def search_cards(query: str, limit: int = DEFAULT_LIMIT, page: int = 1) -> SearchResults:
    """Cards matching `query` (Scryfall-style syntax): exact name first, then names starting
    with the searched name, then alphabetical; `limit` cards a page, page `page` (1-based).
    A syntax error is returned, not raised."""
    started = time.perf_counter()
    limit = max(1, min(limit, MAX_LIMIT))
    page = max(1, page)
    results = SearchResults(query=query, page=page, per_page=limit)
    try:
        node = parse_query(query)
    except QuerySyntaxError as error:
        results.error = error
        return results
    if node is None:
        return results
    index = card_index()
    try:
        bits = index.evaluate(node)
    except QuerySyntaxError as error:  # QueryTooCostly: out of the query's time
        results.error = error
        return results
    results.total = bits.bit_count()
    name_text = _searched_name(node)
    if results.total:
        offset = (page - 1) * limit
        positions = index.ranked(bits, name_text, offset + limit)[offset:]
    elif name_text and _only_names(node):
        positions = index.fuzzy_matches(name_text, limit)
        results.fuzzy = bool(positions)
    else:
        positions = []
    results.cards = _load_cards([index.cards[position].id for position in positions])
    results.milliseconds = (time.perf_counter() - started) * 1000
    return results


def autocomplete(text: str, limit: int = 10) -> list[CardChoice]:
    """Up to `limit` names for a partly typed name: prefix matches, then names containing the
    text, then close spellings."""
    if not text.strip():
        return []
    index = card_index()
    positions = index.prefix_matches(text, limit)
    if len(positions) < limit:
        seen = set(positions)
        contained = index.ranked(index.evaluate(NameTerm(text)), text, limit + len(seen))
        positions += [p for p in contained if p not in seen][: limit - len(positions)]
    if not positions:
        positions = index.fuzzy_matches(text, limit)
    choices = []
    for position in positions:
        card = index.cards[position]
        level = automation_level_for(card.name, card.keywords)
        choices.append(CardChoice(card.id, card.name, level))
    return choices


def _load_cards(ids: list[int]) -> list[Card]:
    by_id = Card.objects.in_bulk(ids)
    return [by_id[card_id] for card_id in ids if card_id in by_id]


def _positive_name_terms(node: Node) -> list[str]:
    if isinstance(node, NameTerm):
        return [node.text]
    if isinstance(node, And):
        return [text for operand in node.operands for text in _positive_name_terms(operand)]
    return []


def _searched_name(node: Node) -> str:
    """The name the query asks for ("lightning bolt" in 'lightning bolt t:instant'), for
    ranking exact and prefix matches first."""
    return " ".join(_positive_name_terms(node))


def _only_names(node: Node) -> bool:
    if isinstance(node, NameTerm):
        return True
    return isinstance(node, And) and all(isinstance(op, NameTerm) for op in node.operands)
