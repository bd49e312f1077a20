"""An in-memory index of every card, built once per process, that evaluates a query AST.

Cards sit at positions 0..n-1 in name order, so a set of cards is an int bitset (see
``bitsets``), "alphabetical" is "by position", and the cards whose name starts with a prefix
form one contiguous range. Fields with few distinct values (colors, mana value, power,
toughness, keywords, is: flags) are bucketed into precomputed bitsets; text fields are scanned
(about 3 ms over 24,000 cards).
"""

from __future__ import annotations

import bisect
import re
import threading
import time
from collections import OrderedDict, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

import regex

from .bitsets import TextColumn, bits_from_positions, bits_in_range, iter_positions
from .colors import color_mask
from .fuzzy import TrigramNameMatcher
from .stats import stat_number
from .syntax import (
    And,
    CodeFilter,
    ColorFilter,
    ExactName,
    FieldComparison,
    IsFilter,
    NameTerm,
    Node,
    Not,
    NumberFilter,
    Or,
    QueryTooCostly,
    RarityFilter,
    RegexFilter,
    TextFilter,
)
from .text import fold_text, name_key

__all__ = ["CardIndex", "CardRow", "IndexedCard"]

PERMANENT_TYPES = frozenset(
    {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}
)
SPELL_TYPES = frozenset(
    {"artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker", "battle"}
)
DOUBLE_FACED_LAYOUTS = frozenset(
    {"transform", "modal_dfc", "reversible_card", "double_faced_token"}
)
_LAYOUT_FLAGS = {
    "mdfc": {"modal_dfc"},
    "split": {"split", "aftermath"},
    "flip": {"flip"},
    "transform": {"transform"},
    "meld": {"meld"},
    "adventure": {"adventure"},
    "leveler": {"leveler"},
}
_WORDS = re.compile(r"[a-z]+")
# Scryfall names an Alchemy rebalance of a card (a digital-only new version) by the card's name
# after "A-" ("A-Armory Veteran"); each face of a rebalanced double-faced card has the prefix too.
REBALANCED_PREFIX = "A-"
RARITY_ORDER = {"common": 0, "uncommon": 1, "rare": 2, "mythic": 3}
# The CPU time one query's regular expressions may take between them (with at most
# parser.MAX_REGEX_TERMS of them); past it the search is stopped and says so.  Measured on the
# clock the `regex` module's own timeout reads: the process's CPU time (time.process_time), so
# other threads of a busy worker use it up too and a search stops sooner, never later.
QUERY_REGEX_SECONDS = 1.0
SELF = "~"
_LEAF_CACHE_SIZE = 256
_COMPARISONS: dict[str, Callable[[Any, Any], bool]] = {
    "=": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    "<": lambda a, b: a < b,
    ">": lambda a, b: a > b,
    "<=": lambda a, b: a <= b,
    ">=": lambda a, b: a >= b,
}
_MASK_COMPARISONS: dict[str, Callable[[int, int], bool]] = {
    "=": lambda card, query: card == query,
    "!=": lambda card, query: card != query,
    ">=": lambda card, query: card & query == query,
    ">": lambda card, query: card & query == query and card != query,
    "<=": lambda card, query: card & ~query == 0,
    "<": lambda card, query: card & ~query == 0 and card != query,
}


class CardRow(NamedTuple):
    """The columns the index needs, in ``Card.objects.values_list`` order."""

    id: int
    name: str
    layout: str
    mana_value: float
    colors: str
    color_identity: str
    type_line: str
    oracle_text: str
    power: str | None
    toughness: str | None
    loyalty: str | None
    keywords: list[str]
    faces: list[dict[str, Any]]
    rarity: str = ""
    printings: list[str] | None = None


@dataclass(frozen=True)
class IndexedCard:
    """What the index knows of a card without going back to the database."""

    id: int
    name: str
    keywords: tuple[str, ...]


class CardIndex:
    def __init__(self, rows: Iterable[CardRow]) -> None:
        ordered = sorted(rows, key=lambda row: (name_key(row.name), row.name))
        self.size = len(ordered)
        self.all_bits = (1 << self.size) - 1
        self.cards = [IndexedCard(row.id, row.name, tuple(row.keywords)) for row in ordered]
        self.name_keys = [name_key(row.name) for row in ordered]
        self._names = TextColumn(self.name_keys)
        self._type_lines = TextColumn([fold_text(row.type_line) for row in ordered])
        self._oracle_texts = TextColumn([fold_text(row.oracle_text) for row in ordered])
        # Oracle text with the card's own name as "~" (and a legendary's short name, the part
        # before the comma), as Scryfall writes it: o:"~ deals" finds every self-reference.
        self._oracle_self = TextColumn(
            [_self_text(fold_text(row.oracle_text), fold_text(row.name)) for row in ordered]
        )
        self._folded_names = [fold_text(row.name) for row in ordered]
        self._type_texts = [fold_text(row.type_line) for row in ordered]
        # Each card's numbers, for comparing two of them (pow>tou); None when it has none.
        self._numbers: dict[str, list[float | None]] = {
            "mana_value": [row.mana_value for row in ordered],
            "power": [stat_number(row.power) for row in ordered],
            "toughness": [stat_number(row.toughness) for row in ordered],
            "loyalty": [stat_number(row.loyalty) for row in ordered],
        }
        self._exact: dict[str, list[int]] = defaultdict(list)
        buckets: dict[str, dict[Any, list[int]]] = defaultdict(lambda: defaultdict(list))
        flags: dict[str, list[int]] = defaultdict(list)
        for position, row in enumerate(ordered):
            faces = row.faces or []
            for key in {self.name_keys[position], *(name_key(f.get("name", "")) for f in faces)}:
                self._exact[key].append(position)
            buckets["mana_value"][row.mana_value].append(position)
            buckets["colors"][color_mask(row.colors)].append(position)
            buckets["identity"][color_mask(row.color_identity)].append(position)
            for keyword in row.keywords:
                buckets["keyword"][keyword.casefold()].append(position)
            for stat in ("power", "toughness", "loyalty"):
                values = {getattr(row, stat), *(face.get(stat) for face in faces)}
                for number in {stat_number(value) for value in values} - {None}:
                    buckets[stat][number].append(position)
            for flag in _is_flags(row):
                flags[flag].append(position)
            if row.rarity:
                buckets["rarity"][row.rarity].append(position)
            for code in row.printings or ():
                buckets["set"][code].append(position)
        self._buckets = {
            field: {
                value: bits_from_positions(positions, self.size) for value, positions in b.items()
            }
            for field, b in buckets.items()
        }
        self._flags = {flag: bits_from_positions(p, self.size) for flag, p in flags.items()}
        self._leaf_cache: OrderedDict[Node, int] = OrderedDict()
        self._cache_lock = threading.Lock()
        self._fuzzy = TrigramNameMatcher(self.name_keys)
        self.rebalanced_bits = self._flags.get("rebalanced", 0)

    def __getstate__(self) -> dict[str, Any]:
        """Pickled for the shared index file (``indexfile``): without the lock and leaf cache."""
        state = dict(self.__dict__)
        del state["_cache_lock"], state["_leaf_cache"]
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._leaf_cache = OrderedDict()
        self._cache_lock = threading.Lock()

    # --- evaluation ---------------------------------------------------------------------

    def evaluate(self, node: Node, *, deadline: float | None = None) -> int:
        """The bitset of cards matching `node`.  Its regular expressions share one time budget,
        ``QUERY_REGEX_SECONDS`` from now (or until the ``time.process_time()`` ``deadline``):
        one that runs out raises ``QueryTooCostly``."""
        if deadline is None:
            deadline = time.process_time() + QUERY_REGEX_SECONDS
        if isinstance(node, And):
            bits = self.all_bits
            for operand in node.operands:
                bits &= self.evaluate(operand, deadline=deadline)
                if not bits:
                    break
            return bits
        if isinstance(node, Or):
            bits = 0
            for operand in node.operands:
                bits |= self.evaluate(operand, deadline=deadline)
            return bits
        if isinstance(node, Not):
            return self.all_bits & ~self.evaluate(node.operand, deadline=deadline)
        return self._leaf(node, deadline)

    def _leaf(self, node: Node, deadline: float) -> int:
        """A leaf's bitset, from a small LRU cache (typing a query repeats its leaves)."""
        with self._cache_lock:
            cached = self._leaf_cache.get(node)
            if cached is not None:
                self._leaf_cache.move_to_end(node)
                return cached
        if isinstance(node, RegexFilter):
            bits = self._regex_filter(node, deadline)
        else:
            bits = self._evaluate_leaf(node)
        self.remember_leaf(node, bits)
        return bits

    def cached_leaf(self, node: Node) -> int | None:
        """The leaf's bitset when the leaf cache holds it (it is not computed)."""
        with self._cache_lock:
            return self._leaf_cache.get(node)

    def remember_leaf(self, node: Node, bits: int) -> None:
        """Keep a leaf's bitset computed elsewhere (a child process: the card search service)."""
        with self._cache_lock:
            self._leaf_cache[node] = bits
            if len(self._leaf_cache) > _LEAF_CACHE_SIZE:
                self._leaf_cache.popitem(last=False)

    def clear_cache(self) -> None:
        with self._cache_lock:
            self._leaf_cache.clear()

    def _evaluate_leaf(self, node: Node) -> int:
        if isinstance(node, NameTerm):
            return self._names.containing(name_key(node.text))
        if isinstance(node, ExactName):
            return self.exact_bits(name_key(node.text))
        if isinstance(node, TextFilter):
            return self._text_filter(node)
        if isinstance(node, NumberFilter):
            compare = _COMPARISONS[node.op]
            return self._select(node.field, lambda value: compare(value, node.number))
        if isinstance(node, ColorFilter):
            return self._color_filter(node)
        if isinstance(node, IsFilter):
            return self._flags.get(node.flag, 0)
        if isinstance(node, RegexFilter):
            return self._regex_filter(node, time.process_time() + QUERY_REGEX_SECONDS)
        if isinstance(node, FieldComparison):
            return self._compare_fields(node)
        if isinstance(node, CodeFilter):
            return self._buckets.get("set", {}).get(node.code, 0)
        if isinstance(node, RarityFilter):
            return self._rarity_filter(node)
        raise TypeError(f"not a search node: {node!r}")

    def _text_filter(self, node: TextFilter) -> int:
        if node.field == "type":
            return self._type_lines.containing(node.text)
        if node.field == "oracle":
            if SELF in node.text:
                return self._oracle_self.containing(node.text)
            return self._oracle_texts.containing(node.text)
        if node.field == "keyword":
            return self._buckets.get("keyword", {}).get(node.text, 0)
        return self._names.containing(name_key(node.text))

    def _regex_filter(self, node: RegexFilter, deadline: float) -> int:
        """Cards whose field matches the expression, by ``deadline`` (``time.process_time()``): the
        `regex` module's time limit stops a pathological pattern inside one text, and the scan
        stops between texts; either way the search is refused (``QueryTooCostly``), never
        answered with the cards matched so far, and nothing of it is cached."""
        texts = {
            "name": self._folded_names,
            "type": self._type_texts,
            "oracle": self._oracle_self.texts,
        }.get(node.field, self._folded_names)
        compiled = regex.compile(node.pattern, regex.IGNORECASE)
        positions = []
        try:
            for position, text in enumerate(texts):
                left = deadline - time.process_time()
                if left <= 0:
                    raise TimeoutError
                if compiled.search(text, timeout=left):
                    positions.append(position)
        except TimeoutError:
            raise QueryTooCostly(
                f"its regular expressions took longer than {QUERY_REGEX_SECONDS:g} s between "
                "them; make this one simpler or the search narrower",
                node.position,
            ) from None
        return bits_from_positions(positions, self.size)

    def _compare_fields(self, node: FieldComparison) -> int:
        compare = _COMPARISONS[node.op]
        left, right = self._numbers[node.field], self._numbers[node.other]
        return bits_from_positions(
            [
                position
                for position, (a, b) in enumerate(zip(left, right, strict=True))
                if a is not None and b is not None and compare(a, b)
            ],
            self.size,
        )

    def _rarity_filter(self, node: RarityFilter) -> int:
        wanted = RARITY_ORDER.get(node.rarity)
        if wanted is None or node.op in ("=", "!="):
            bits = self._buckets.get("rarity", {}).get(node.rarity, 0)
            return self.all_bits & ~bits if node.op == "!=" else bits
        compare = _COMPARISONS[node.op]
        return self._select(
            "rarity",
            lambda rarity: rarity in RARITY_ORDER and compare(RARITY_ORDER[rarity], wanted),
        )

    def _color_filter(self, node: ColorFilter) -> int:
        if node.count is not None:
            compare = _COMPARISONS[node.op]
            count = node.count
            return self._select(node.field, lambda mask: compare(mask.bit_count(), count))
        mask_compare = _MASK_COMPARISONS[node.op]
        query = node.mask or 0
        return self._select(node.field, lambda mask: mask_compare(mask, query))

    def _select(self, field: str, predicate: Callable[[Any], bool]) -> int:
        bits = 0
        for value, value_bits in self._buckets.get(field, {}).items():
            if predicate(value):
                bits |= value_bits
        return bits

    # --- names and ranking ----------------------------------------------------------------

    def exact_bits(self, key: str) -> int:
        return bits_from_positions(self._exact.get(key, ()), self.size)

    def prefix_range(self, key: str) -> tuple[int, int]:
        start = bisect.bisect_left(self.name_keys, key)
        stop = bisect.bisect_left(self.name_keys, key + "\U0010ffff")
        return start, stop

    def ranked(self, bits: int, name_text: str, limit: int) -> list[int]:
        """Up to `limit` positions of `bits`: exact name matches, then real cards (names
        starting with the searched name, then the rest alphabetically), then Alchemy rebalances
        of cards in the same order: a search for "armory veteran" lists the card before
        "A-Armory Veteran" (only ``is:rebalanced`` asks for rebalances alone)."""
        key = name_key(name_text)
        exact = self.exact_bits(key) & bits if key else 0
        prefix = bits_in_range(*self.prefix_range(key)) & bits & ~exact if key else 0
        rest = bits & ~exact & ~prefix
        real = ~self.rebalanced_bits
        groups = [
            exact,
            prefix & real,
            rest & real,
            prefix & self.rebalanced_bits,
            rest & self.rebalanced_bits,
        ]
        positions: list[int] = []
        for group in groups:
            for position in iter_positions(group):
                if len(positions) >= limit:
                    return positions
                positions.append(position)
        return positions

    def prefix_matches(self, prefix: str, limit: int) -> list[int]:
        """Up to `limit` names starting with `prefix`, real cards before rebalances."""
        start, stop = self.prefix_range(name_key(prefix))
        return self.ranked(bits_in_range(start, stop), "", limit)

    def fuzzy_matches(self, text: str, limit: int) -> list[int]:
        """The closest names to `text`, best first, the real cards among them before the
        rebalances ("A-Shock")."""
        found = self._fuzzy.closest(name_key(text), limit)
        return sorted(found, key=lambda position: self.is_rebalanced(position))

    def is_rebalanced(self, position: int) -> bool:
        return bool(self.rebalanced_bits >> position & 1)


def _is_flags(row: CardRow) -> set[str]:
    front_type = (row.faces[0].get("type_line", "") if row.faces else row.type_line).lower()
    types = set(_WORDS.findall(front_type))
    flags = set()
    if types & PERMANENT_TYPES:
        flags.add("permanent")
    if types & SPELL_TYPES and "land" not in types:
        flags.add("spell")
    if "creature" in types and not row.faces and not row.oracle_text.strip():
        flags.add("vanilla")
    if "legendary" in types:
        flags.add("legendary")
    # A commander (903.3): a legendary creature, or a card whose text says it can be one.
    if ("legendary" in types and "creature" in types) or "can be your commander" in fold_text(
        row.oracle_text
    ):
        flags.add("commander")
    if types & {"legendary", "artifact", "saga"}:
        flags.add("historic")
    flags.add("colorless" if not row.colors else "multicolor" if len(row.colors) > 1 else "mono")
    if row.name.startswith(REBALANCED_PREFIX):
        flags.add("rebalanced")
    if row.layout in DOUBLE_FACED_LAYOUTS:
        flags.add("dfc")
    flags.update(flag for flag, layouts in _LAYOUT_FLAGS.items() if row.layout in layouts)
    return flags


def _self_text(oracle: str, name: str) -> str:
    """Folded Oracle text with the card's name (then its short name: a legendary's name before
    the comma, "Jace" for "Jace, the Mind Sculptor") written as ``~``."""
    if not name:
        return oracle
    text = oracle.replace(name, SELF)
    short = name.split(",", 1)[0]
    if short != name and len(short) > 2:
        text = text.replace(short, SELF)
    return text
