"""Card search for views: parse, evaluate on the process-wide index, load the page of cards.

The index is built from the database on first use (once for every process: the first writes it
to a file the others load, ``builder.cards.search.indexfile``) and rebuilt when the card table
changes:
every search compares a cheap fingerprint of the table (row count, highest id, newest
``updated_at``) with the one the index was built from, so an import in another process is seen
by the next search. ``invalidate_index()`` drops it explicitly.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Max

from builder.cards.levels import AutomationLevel, automation_level, automation_level_for
from builder.cards.models import Card
from builder.operations.heavy_work import heavy_work
from builder.operations.low_priority import at_low_priority

from .index import QUERY_REGEX_SECONDS, CardIndex, CardRow
from .indexfile import load_or_build
from .parser import AUTOMATION_FLAGS, parse_query, regex_filters, regex_positions
from .syntax import And, IsFilter, NameTerm, Node, Not, Or, QuerySyntaxError

logger = logging.getLogger(__name__)

__all__ = [
    "CardChoice",
    "SearchResults",
    "autocomplete",
    "card_index",
    "closest_names",
    "invalidate_index",
    "search_cards",
    "warm_index",
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
# is:automated / is:partial read each candidate's automation level (builder.cards.levels), which
# compiles a card's Oracle text the first time (milliseconds a card): a search checks at most
# this many candidates, in ranking order, and says how many more matched the rest of it.
MAX_LEVEL_CHECKS = 400
# ... and for at most this much CPU time (a cold process compiles some 150 cards a second).
LEVEL_SECONDS = 1.0
_LEVEL_BATCH = 100
_lock = threading.Lock()
_cached: tuple[tuple[Any, ...], CardIndex] | None = None
# Each card's automation level in this process, by card id (never stored: it is what this
# process's engine applies); forgotten with the index.
_levels: dict[int, AutomationLevel] = {}


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
    # is:automated / is:partial: the cards matching the rest of the query whose level was not
    # checked (past MAX_LEVEL_CHECKS); 0 when every one was.
    unchecked: int = 0

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
        _levels.clear()
        return index


def _build_index() -> CardIndex:
    return CardIndex(CardRow(*values) for values in Card.objects.values_list(*_INDEX_COLUMNS))


def invalidate_index() -> None:
    global _cached
    with _lock:
        _cached = None
        _levels.clear()


def warm_index() -> None:
    """Build or load the index now (a server process at start: builder.wsgi, gunicorn's
    when_ready), so the first search or suggestion doesn't wait seconds for it. A database
    without a card table yet (not migrated) is left for the first search."""
    try:
        card_index()
    except Exception:  # noqa: BLE001 - no card table yet (not migrated): the first search builds it
        logger.warning("the card search index was not loaded at start", exc_info=True)


def closest_names(text: str, limit: int = 3) -> list[str]:
    """The names of the cards most like `text` (a misspelt name), best first, real cards
    before Alchemy rebalances; [] when none is close."""
    index = card_index()
    return [index.cards[position].name for position in index.fuzzy_matches(text, limit)]


def search_cards(query: str, limit: int = DEFAULT_LIMIT, page: int = 1) -> SearchResults:
    """Cards matching `query` (Scryfall-style syntax): exact name first, then names starting
    with the searched name, then alphabetical, Alchemy rebalances after real cards; `limit` cards a page, page `page` (1-based).
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
    # Regular expressions may use the query's whole CPU budget: they take a site-wide
    # heavy-work slot (issue 29; HeavyWorkBusy when none is free), before anything is read.
    heavy = heavy_work("search") if regex_positions(node) else contextlib.nullcontext()
    try:
        node, wanted_levels = _split_levels(node)
        with heavy:
            index = card_index()
            bits = _evaluated(index, node) if node is not None else index.all_bits
    except QuerySyntaxError as error:  # QueryTooCostly: out of the query's time
        results.error = error
        return results
    name_text = _searched_name(node) if node is not None else ""
    offset = (page - 1) * limit
    if wanted_levels:
        matched, results.unchecked = _with_levels(index, bits, name_text, wanted_levels)
        results.total = len(matched)
        positions = matched[offset : offset + limit]
    else:
        results.total = bits.bit_count()
        positions = index.ranked(bits, name_text, offset + limit)[offset:] if results.total else []
    names_only = node is not None and _only_names(node) and not wanted_levels
    if not results.total and name_text and names_only:
        positions = index.fuzzy_matches(name_text, limit)
        results.fuzzy = bool(positions)
    results.cards = _load_cards([index.cards[position].id for position in positions])
    results.milliseconds = (time.perf_counter() - started) * 1000
    return results


# A search's CPU budget when its regular expressions run apart: theirs and a second for the rest.
SEARCH_CPU_SECONDS = QUERY_REGEX_SECONDS + 1.0


def _evaluated(index: CardIndex, node: Node) -> int:
    """The cards matching ``node``. Regular expressions not in the index's leaf cache run in a
    child process at the lowest CPU priority (``builder.operations.low_priority``: readers keep
    the CPU, and the worker's other threads the interpreter lock); what they matched is then
    remembered here as if computed here, so asking again costs nothing."""
    regexes = regex_filters(node)
    if all(index.cached_leaf(regex) is not None for regex in regexes):
        return index.evaluate(node)

    def compute() -> tuple[int, list[tuple[Node, int]]]:
        bits = index.evaluate(node)
        return bits, [(r, b) for r in regexes if (b := index.cached_leaf(r)) is not None]

    bits, leaves = at_low_priority("search", compute, cpu_seconds=SEARCH_CPU_SECONDS)
    for regex, regex_bits in leaves:
        index.remember_leaf(regex, regex_bits)
    return bits


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
    # Real cards before Alchemy rebalances (stable: each group keeps its order).
    positions.sort(key=index.is_rebalanced)
    choices = []
    for position in positions:
        card = index.cards[position]
        level = automation_level_for(card.name, card.keywords)
        choices.append(CardChoice(card.id, card.name, level))
    return choices


LevelTest = tuple[frozenset[str], bool]  # (levels, negated)


def _split_levels(node: Node) -> tuple[Node | None, list[LevelTest]]:
    """The query without its is:automated / is:partial terms, and those terms. They narrow the
    whole search (a top-level term, or one of the top-level AND's): elsewhere, inside "or" or
    parentheses, they are refused with their place."""
    operands = list(node.operands) if isinstance(node, And) else [node]
    kept: list[Node] = []
    tests: list[LevelTest] = []
    for operand in operands:
        negated = isinstance(operand, Not)
        inner = operand.operand if isinstance(operand, Not) else operand
        if isinstance(inner, IsFilter) and inner.flag in AUTOMATION_FLAGS:
            tests.append((frozenset({AUTOMATION_FLAGS[inner.flag]}), negated))
        else:
            _refuse_nested_levels(operand)
            kept.append(operand)
    if not kept:
        return None, tests
    return (kept[0] if len(kept) == 1 else And(tuple(kept))), tests


def _refuse_nested_levels(node: Node) -> None:
    if isinstance(node, IsFilter) and node.flag in AUTOMATION_FLAGS:
        raise QuerySyntaxError(
            f"is:{node.flag} narrows the whole search: use it outside 'or' and parentheses",
            node.position,
        )
    if isinstance(node, Not):
        _refuse_nested_levels(node.operand)
    elif isinstance(node, And | Or):
        for operand in node.operands:
            _refuse_nested_levels(operand)


def _with_levels(
    index: CardIndex, bits: int, name_text: str, tests: list[LevelTest]
) -> tuple[list[int], int]:
    """The positions of `bits`, in ranking order, whose automation level passes every test,
    and how many were left unchecked: levels are checked in ranking order for at most
    MAX_LEVEL_CHECKS cards and LEVEL_SECONDS of CPU time (the levels not known yet compile the
    card's Oracle text), so the checked cards are always the first ones."""
    candidates = index.ranked(bits, name_text, bits.bit_count())
    deadline = time.process_time() + LEVEL_SECONDS
    matched: list[int] = []
    checked = 0
    for start in range(0, min(len(candidates), MAX_LEVEL_CHECKS), _LEVEL_BATCH):
        chunk = candidates[start : min(start + _LEVEL_BATCH, MAX_LEVEL_CHECKS)]
        ids = [index.cards[position].id for position in chunk]
        rows = Card.objects.filter(id__in=[i for i in ids if i not in _levels]).only(
            "id", "name", "keywords", "oracle_text"
        )
        missing = {card.id: card for card in rows}
        for position, card_id in zip(chunk, ids, strict=True):
            if card_id not in _levels:
                if time.process_time() > deadline:
                    return matched, len(candidates) - checked
                card = missing.get(card_id)
                _levels[card_id] = (
                    automation_level(card) if card is not None else AutomationLevel.TEXT_ONLY
                )
            level = str(_levels[card_id])
            if all((level in wanted) != negated for wanted, negated in tests):
                matched.append(position)
            checked += 1
    return matched, len(candidates) - checked


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
