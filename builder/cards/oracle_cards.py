"""The card table as the record source of engine.oracle's compiled definitions.

With it, every real card the engine doesn't define by hand gets the definition compiled from
its Oracle text, wherever the engine looks a card up (placing it in the builder, importing a
Forge puzzle, loading a document): see engine.cards.registry.card_def. The table is read once
(one query) and kept until a card changes; each card is compiled on first use and cached by
engine.oracle.cache.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from django.db import DatabaseError

from builder.cards.models import Card
from engine.oracle.cache import COMPILED, RecordsUnavailable

RECORD_FIELDS = (
    "name",
    "layout",
    "mana_cost",
    "type_line",
    "oracle_text",
    "power",
    "toughness",
    "loyalty",
    "defense",
    "colors",
    "faces",
)


class CardTableRecords:
    def __init__(self) -> None:
        self._records: dict[str, Mapping[str, Any]] | None = None
        self._lock = threading.Lock()

    def __call__(self, name: str) -> Mapping[str, Any] | None:
        records = self._records
        if records is None:
            records = self._load()
            with self._lock:
                self._records = records
        return records.get(name)

    def forget(self) -> None:
        with self._lock:
            self._records = None

    def _load(self) -> dict[str, Mapping[str, Any]]:
        try:
            return _records(Card.objects.values(*RECORD_FIELDS))
        except (DatabaseError, RuntimeError) as error:
            # No database now (a test without database access, a migration run): the engine
            # alone answers, and the next look-up asks again.
            raise RecordsUnavailable(str(error)) from error


def _records(rows: Any) -> dict[str, Mapping[str, Any]]:
    """Card rows (``values(*RECORD_FIELDS)``) as Scryfall-shaped records by name."""
    records: dict[str, Mapping[str, Any]] = {}
    for row in rows:
        row["colors"] = list(row["colors"] or "")
        row["card_faces"] = row.pop("faces") or []
        records[row["name"]] = row
    return records


CARD_TABLE_RECORDS = CardTableRecords()


def use_card_table() -> None:
    """Point the engine's compiled definitions at the card table (the app's ready())."""
    COMPILED.set_source(CARD_TABLE_RECORDS)


def cards_changed(**_: Any) -> None:
    """A card row was saved or deleted (or cards were imported): compile again on next use."""
    COMPILED.clear()


# --- a saved revision's own card text ---------------------------------------------------------


def named_cards(*documents: Any) -> set[str]:
    """Every card name a scenario document (or a history of them) places on the board: the
    "card" of each object, found anywhere in the JSON."""
    names: set[str] = set()
    todo = list(documents)
    while todo:
        item = todo.pop()
        if isinstance(item, Mapping):
            card = item.get("card")
            if isinstance(card, str):
                names.add(card)
            todo += item.values()
        elif isinstance(item, list | tuple):
            todo += item
    return names


def card_records_of(*documents: Any) -> dict[str, dict[str, Any]]:
    """The card table's records of the cards the documents name, as stored with a saved
    revision (``Scenario.cards``): the text its result was computed with."""
    names = named_cards(*documents)
    if not names:
        return {}
    rows = Card.objects.filter(name__in=names).values(*RECORD_FIELDS)
    return {name: dict(record) for name, record in _records(rows).items()}


def keep_card_records(instance: Any, **_: Any) -> None:
    """A revision being saved (``Scenario``'s pre_save) keeps the records of its cards."""
    if instance._state.adding and not instance.cards:
        instance.cards = card_records_of(instance.document, instance.history)


@contextmanager
def cards_as_saved(saved: Mapping[str, Mapping[str, Any]]) -> Iterator[None]:
    """Inside the block, the cards of a saved revision play and show by the records saved with
    it (engine.oracle.cache's pin), not by today's card table: refreshed card data never
    changes what a link shows. A revision saved before records were kept has none: today's
    table answers."""
    with COMPILED.pinned(saved):
        yield
