"""Compiled definitions, built once per process and kept by card name.

The engine has no card database of its own: whoever has one (the builder's card table, a card
file for the coverage command and the benchmark) sets a record source, a function from a card
name to its Scryfall-shaped record. `card_def` (engine.cards.registry) then finds the compiled
definition of a real card the hand-written registry doesn't define: a hand-written definition
always takes precedence.

A saved result keeps the card text it was computed with: `COMPILED.pinned(records)` makes, for
the code run inside it (this thread or task only: a context variable), the named cards compile
from those records instead of the source's, so refreshed card data can't change what a saved
scenario shows.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from engine.cards.model import CardDef
from engine.cards.registry import FALLBACKS
from engine.oracle.compiler import AUTOMATED, PARTIALLY_AUTOMATED, CompiledCard, compile_record

RecordSource = Callable[[str], Mapping[str, Any] | None]


class RecordsUnavailable(Exception):
    """A record source can't answer now (its database is out of reach): nothing is remembered,
    the next look-up asks again."""


class _Pinned:
    """Records pinned for a block of code, and what has been compiled from them so far."""

    def __init__(self, records: Mapping[str, Mapping[str, Any]]) -> None:
        self.records = dict(records)
        self.compiled: dict[str, CompiledCard] = {}

    def get(self, name: str) -> CompiledCard:
        found = self.compiled.get(name)
        if found is None:
            found = self.compiled[name] = compile_record(self.records[name])
        return found


_PINNED: ContextVar[_Pinned | None] = ContextVar("pinned_card_records", default=None)


class CompiledCards:
    def __init__(self) -> None:
        self._source: RecordSource | None = None
        self._cards: dict[str, CompiledCard | None] = {}
        self._lock = threading.Lock()

    def set_source(self, source: RecordSource | None) -> None:
        """Where records come from (None: nowhere, the engine alone); forgets what it built.
        With a source, engine.cards.registry.card_def finds compiled definitions."""
        with self._lock:
            self._source = source
            self._cards = {}
            if source is not None and self.definition not in FALLBACKS:
                FALLBACKS.append(self.definition)
            elif source is None and self.definition in FALLBACKS:
                FALLBACKS.remove(self.definition)

    @property
    def source(self) -> RecordSource | None:
        return self._source

    def clear(self) -> None:
        """Forget every compiled card (the card data changed), and what the source holds."""
        with self._lock:
            self._cards = {}
        forget = getattr(self._source, "forget", None)
        if callable(forget):
            forget()

    @contextmanager
    def pinned(self, records: Mapping[str, Mapping[str, Any]]) -> Iterator[None]:
        """Inside the block, the cards named in `records` are compiled from them, whatever the
        source says now (see the module docstring); nesting pins the inner records."""
        token = _PINNED.set(_Pinned(records) if records else None)
        try:
            yield
        finally:
            _PINNED.reset(token)

    def get(self, name: str, record: Mapping[str, Any] | None = None) -> CompiledCard | None:
        """The compiled card of that name (None when no record is known). `record` saves a
        look-up when the caller already holds the card's record."""
        pinned = _PINNED.get()
        if pinned is not None and name in pinned.records:
            return pinned.get(name)
        if name in self._cards:
            return self._cards[name]
        if record is None and self._source is not None:
            try:
                record = self._source(name)
            except RecordsUnavailable:
                return None
        if record is None:
            if self._source is None:
                return None  # nothing to remember: a source may be set later
            compiled = None
        else:
            compiled = compile_record(record)
        with self._lock:
            self._cards[name] = compiled
        return compiled

    def definition(self, name: str) -> CardDef | None:
        """The definition the engine uses for a card it doesn't define by hand: only one with
        abilities the compiler applied (its unapplied sentences are in `oracle_text`)."""
        pinned = _PINNED.get()
        unpinned = pinned is None or name not in pinned.records
        if self._source is None and name not in self._cards and unpinned:
            return None
        compiled = self.get(name)
        if compiled is None or compiled.label not in (AUTOMATED, PARTIALLY_AUTOMATED):
            return None
        return compiled.definition

    def preload(self, records: Iterable[Mapping[str, Any]]) -> int:
        """Compile every record now (the benchmark; a warm start); returns how many."""
        count = 0
        for record in records:
            name = str(record["name"])
            compiled = compile_record(record)
            with self._lock:
                self._cards[name] = compiled
            count += 1
        return count

    def __len__(self) -> int:
        return len(self._cards)


COMPILED = CompiledCards()


def records_by_name(records: Iterable[Mapping[str, Any]]) -> RecordSource:
    """A record source over a list of records (a card file)."""
    index = {str(r["name"]): r for r in records}
    return index.get
