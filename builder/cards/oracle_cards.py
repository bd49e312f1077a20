"""The card table as the record source of engine.oracle's compiled definitions.

With it, every real card the engine doesn't define by hand gets the definition compiled from
its Oracle text, wherever the engine looks a card up (placing it in the builder, importing a
Forge puzzle, loading a document): see engine.cards.registry.card_def. The table is read once
(one query) and kept until a card changes; each card is compiled on first use and cached by
engine.oracle.cache.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
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
            rows = list(Card.objects.values(*RECORD_FIELDS))
        except (DatabaseError, RuntimeError) as error:
            # No database now (a test without database access, a migration run): the engine
            # alone answers, and the next look-up asks again.
            raise RecordsUnavailable(str(error)) from error
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
