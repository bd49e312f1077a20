"""Import Scryfall-format bulk card data (a JSON array, plain or gzipped) into ``Card`` rows.

The file is streamed (``builder.operations.jsonstream``), converted record by record
(``card_fields_from_scryfall``) and written in batches with one upsert per batch keyed on the
card name, so importing the same file twice leaves the table as it was, and importing a newer
file updates what changed. A record that is not a usable card is reported with its position and
skipped; only a file that is not a JSON array at all raises ``CardImportError``.

``manage.py import_cards FILE`` is a thin wrapper over ``import_cards_from_path``.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import time
import uuid
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, BinaryIO

from django.db import transaction

from builder.cards.models import Card
from builder.cards.oracle_cards import cards_changed
from builder.cards.search.service import invalidate_index
from builder.cards.search.text import name_key
from builder.operations.jsonstream import ArrayElement, JsonArrayError, iter_json_array

__all__ = [
    "CardImportError",
    "CardRecordError",
    "ImportProblem",
    "ImportSummary",
    "card_fields_from_scryfall",
    "import_cards_from_path",
    "import_cards_from_stream",
    "open_card_file",
]

GZIP_MAGIC = b"\x1f\x8b"
COLOR_ORDER = "WUBRG"
DEFAULT_BATCH_SIZE = 500
MAX_STORED_PROBLEMS = 1000
# Columns written by an upsert: everything but the conflict key (name).
UPSERT_FIELDS = [
    "search_name",
    "oracle_id",
    "scryfall_id",
    "layout",
    "mana_cost",
    "mana_value",
    "colors",
    "color_identity",
    "type_line",
    "oracle_text",
    "power",
    "toughness",
    "loyalty",
    "defense",
    "keywords",
    "keyword_text",
    "faces",
    "set_code",
    "collector_number",
    "rarity",
    "printings",
    "data_source",
    "content_digest",
    "updated_at",
]
_MAX_LENGTHS: dict[str, int | None] = {
    field_name: getattr(Card._meta.get_field(field_name), "max_length", None)
    for field_name in (
        "name",
        "layout",
        "mana_cost",
        "type_line",
        "set_code",
        "collector_number",
        "rarity",
        "data_source",
    )
}


class CardImportError(Exception):
    """The file cannot be imported at all (missing, unreadable, not a JSON array)."""


class CardRecordError(ValueError):
    """One record is not a usable card; the import skips it."""


@dataclass(frozen=True)
class ImportProblem:
    """A skipped record: where it is in the file and why it was skipped."""

    index: int
    byte_offset: int
    message: str

    def __str__(self) -> str:
        return f"element {self.index} (byte {self.byte_offset}): {self.message}"


@dataclass
class ImportSummary:
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    skipped: int = 0
    seconds: float = 0.0
    problems: list[ImportProblem] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.created + self.updated + self.unchanged + self.skipped

    @property
    def imported(self) -> int:
        return self.created + self.updated + self.unchanged

    @property
    def failed(self) -> bool:
        """True when the file held records but not a single usable card."""
        return self.imported == 0 and self.skipped > 0

    def describe(self) -> str:
        return (
            f"{self.total} records: {self.created} created, {self.updated} updated, "
            f"{self.unchanged} unchanged, {self.skipped} skipped in {self.seconds:.1f} s"
        )


# Progress callbacks receive (bytes read of the file on disk, file size in bytes, records seen).
ProgressCallback = Callable[[int, int, int], None]
ProblemCallback = Callable[[ImportProblem], None]


@contextmanager
def open_card_file(path: str | os.PathLike[str]) -> Iterator[tuple[BinaryIO, BinaryIO]]:
    """Open `path` for reading bytes, gunzipping when it starts with the gzip magic bytes.

    Yields (stream of JSON bytes, the raw file) so that callers can measure progress on the
    raw file.
    """
    try:
        raw = open(path, "rb")  # noqa: SIM115 - closed below, after the caller is done
    except OSError as error:
        raise CardImportError(f"cannot open {os.fspath(path)}: {error.strerror}") from None
    try:
        stream: BinaryIO = raw
        if raw.peek(2)[:2] == GZIP_MAGIC:
            stream = gzip.GzipFile(fileobj=raw, mode="rb")  # type: ignore[assignment]
        yield stream, raw
    finally:
        raw.close()


def import_cards_from_path(
    path: str | os.PathLike[str],
    *,
    batch_size: int = DEFAULT_BATCH_SIZE,
    on_progress: ProgressCallback | None = None,
    on_problem: ProblemCallback | None = None,
) -> ImportSummary:
    """Import every card in the file at `path` (see the module docstring)."""
    with open_card_file(path) as (stream, raw):
        total_bytes = os.fstat(raw.fileno()).st_size

        def position() -> int:
            return raw.tell()

        return import_cards_from_stream(
            stream,
            batch_size=batch_size,
            on_progress=on_progress,
            on_problem=on_problem,
            raw_position=position,
            raw_size=total_bytes,
        )


def import_cards_from_stream(
    stream: BinaryIO,
    *,
    batch_size: int = DEFAULT_BATCH_SIZE,
    on_progress: ProgressCallback | None = None,
    on_problem: ProblemCallback | None = None,
    raw_position: Callable[[], int] | None = None,
    raw_size: int = 0,
) -> ImportSummary:
    """Import from a stream of JSON bytes (already decompressed)."""
    started = time.perf_counter()
    summary = ImportSummary()
    first_seen: dict[str, int] = {}
    batch: list[dict[str, Any]] = []

    def report(problem: ImportProblem) -> None:
        summary.skipped += 1
        if len(summary.problems) < MAX_STORED_PROBLEMS:
            summary.problems.append(problem)
        if on_problem is not None:
            on_problem(problem)

    try:
        elements = iter_json_array(stream)
        for element in elements:
            fields = _fields_or_problem(element, first_seen, report)
            if fields is not None:
                batch.append(fields)
            if len(batch) >= batch_size:
                _add_counts(summary, write_card_batch(batch))
                batch = []
                if on_progress is not None and raw_position is not None:
                    on_progress(raw_position(), raw_size, summary.total)
    except JsonArrayError as error:
        where = f" (byte {error.byte_offset})" if error.byte_offset else ""
        raise CardImportError(error.message + where) from None
    if batch:
        _add_counts(summary, write_card_batch(batch))
    if on_progress is not None:
        on_progress(raw_size, raw_size, summary.total)
    summary.seconds = time.perf_counter() - started
    if summary.imported:
        _invalidate_search_index()
    return summary


def _fields_or_problem(
    element: ArrayElement,
    first_seen: dict[str, int],
    report: ProblemCallback,
) -> dict[str, Any] | None:
    if element.error is not None:
        report(ImportProblem(element.index, element.byte_offset, element.error))
        return None
    try:
        fields = card_fields_from_scryfall(element.value)
    except CardRecordError as error:
        report(ImportProblem(element.index, element.byte_offset, str(error)))
        return None
    name = fields["name"]
    if name in first_seen:
        message = f"duplicate of element {first_seen[name]} ({name!r}); the first one is kept"
        report(ImportProblem(element.index, element.byte_offset, message))
        return None
    first_seen[name] = element.index
    return fields


def _add_counts(summary: ImportSummary, counts: tuple[int, int, int]) -> None:
    created, updated, unchanged = counts
    summary.created += created
    summary.updated += updated
    summary.unchanged += unchanged


def _invalidate_search_index() -> None:
    invalidate_index()
    cards_changed()  # compiled definitions are rebuilt from the new card data


# --- one record -----------------------------------------------------------------------


def card_fields_from_scryfall(record: Any) -> dict[str, Any]:
    """The ``Card`` column values for one Scryfall card object; raises CardRecordError."""
    if not isinstance(record, dict):
        raise CardRecordError(f"expected a card object, found {_json_type(record)}")
    kind = record.get("object", "card")
    if kind != "card":
        raise CardRecordError(f"object is {kind!r}, not 'card'")
    name = _required_text(record, "name")
    raw_faces = _optional(record, "card_faces", list) or []
    faces = [_face_fields(face, position) for position, face in enumerate(raw_faces)]
    front = faces[0] if faces else {}
    keywords = _optional(record, "keywords", list) or []
    if not all(isinstance(keyword, str) for keyword in keywords):
        raise CardRecordError("keywords must be a list of strings")
    fields: dict[str, Any] = {
        "name": name,
        "search_name": name_key(name),
        "oracle_id": _optional_uuid(record, "oracle_id"),
        "scryfall_id": _optional_uuid(record, "id"),
        "layout": _optional(record, "layout", str) or "normal",
        "mana_cost": _first_text(record, front, "mana_cost"),
        "mana_value": _mana_value(record),
        "colors": _color_string(record, "colors", faces),
        "color_identity": _color_string(record, "color_identity", []),
        "type_line": _optional(record, "type_line", str)
        or " // ".join(face["type_line"] for face in faces),
        "oracle_text": _optional(record, "oracle_text", str)
        or "\n//\n".join(face["oracle_text"] for face in faces),
        "power": _stat(record, "power", front),
        "toughness": _stat(record, "toughness", front),
        "loyalty": _stat(record, "loyalty", front),
        "defense": _stat(record, "defense", front),
        "keywords": list(keywords),
        "keyword_text": "\n".join(keyword.casefold() for keyword in keywords),
        "faces": faces,
        "set_code": _optional(record, "set", str) or "",
        "collector_number": _optional(record, "collector_number", str) or "",
        "rarity": (_optional(record, "rarity", str) or "").lower(),
        "printings": _printings(record),
        # Set on records not taken from Scryfall (the offline 2026 file's added cards); a
        # Scryfall record has none.
        "data_source": _optional(record, "data_source", str) or "",
    }
    for field_name, max_length in _MAX_LENGTHS.items():
        if max_length is not None and len(fields[field_name]) > max_length:
            raise CardRecordError(f"{field_name} is longer than {max_length} characters")
    fields["content_digest"] = _digest(fields)
    return fields


def _printings(record: dict[str, Any]) -> list[str]:
    """Every set code the card was printed in, lowercase and sorted (its own set included)."""
    codes = record.get("printings")
    if codes is not None and (
        not isinstance(codes, list) or not all(isinstance(c, str) for c in codes)
    ):
        raise CardRecordError("printings must be a list of set codes")
    found = {str(c).lower() for c in codes or ()}
    own = _optional(record, "set", str)
    if own:
        found.add(own.lower())
    return sorted(code for code in found if 0 < len(code) <= 16)


def _face_fields(face: Any, position: int) -> dict[str, Any]:
    if not isinstance(face, dict):
        raise CardRecordError(f"card_faces[{position}] is {_json_type(face)}, not an object")
    try:
        return {
            "name": _required_text(face, "name"),
            "mana_cost": _optional(face, "mana_cost", str) or "",
            "type_line": _optional(face, "type_line", str) or "",
            "oracle_text": _optional(face, "oracle_text", str) or "",
            "power": _stat(face, "power", {}),
            "toughness": _stat(face, "toughness", {}),
            "loyalty": _stat(face, "loyalty", {}),
            "colors": _color_string(face, "colors", []),
            # Only a battle face has a defense (310.4): other faces keep the keys they had.
            **({"defense": _stat(face, "defense", {})} if face.get("defense") is not None else {}),
        }
    except CardRecordError as error:
        raise CardRecordError(f"card_faces[{position}]: {error}") from None


def _json_type(value: Any) -> str:
    names = {dict: "an object", list: "an array", str: "a string", bool: "a boolean"}
    if value is None:
        return "null"
    return names.get(type(value), "a number" if isinstance(value, int | float) else "a value")


def _optional(record: dict[str, Any], key: str, expected: type) -> Any:
    value = record.get(key)
    if value is None:
        return None
    if not isinstance(value, expected):
        wanted = _json_type(expected())
        raise CardRecordError(f"{key} must be {wanted}, found {_json_type(value)}")
    return value


def _required_text(record: dict[str, Any], key: str) -> str:
    if key not in record or record[key] is None:
        raise CardRecordError(f"missing {key}")
    value = _optional(record, key, str)
    if not value.strip():
        raise CardRecordError(f"empty {key}")
    return str(value)


def _first_text(record: dict[str, Any], front: dict[str, Any], key: str) -> str:
    value = _optional(record, key, str)
    if value is None:
        value = front.get(key) or ""
    return str(value)


def _optional_uuid(record: dict[str, Any], key: str) -> uuid.UUID | None:
    value = _optional(record, key, str)
    if not value:
        return None
    try:
        return uuid.UUID(value)
    except ValueError:
        raise CardRecordError(f"{key} is not a UUID: {value!r}") from None


def _mana_value(record: dict[str, Any]) -> float:
    value = record.get("cmc", 0)
    if value is None:
        return 0.0
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise CardRecordError(f"cmc must be a number, found {_json_type(value)}")
    return float(value)


def _color_string(record: dict[str, Any], key: str, faces: list[dict[str, Any]]) -> str:
    """["R", "B"] -> "BR" (WUBRG order); missing colors are the union of the faces'."""
    value = _optional(record, key, list)
    if value is None:
        return "".join(c for c in COLOR_ORDER if any(c in face["colors"] for face in faces))
    if not all(isinstance(letter, str) and letter in COLOR_ORDER for letter in value):
        raise CardRecordError(f"{key} must be a list of W, U, B, R, G; found {value!r}")
    return "".join(c for c in COLOR_ORDER if c in value)


def _stat(record: dict[str, Any], key: str, front: dict[str, Any]) -> str | None:
    """Power, toughness, loyalty or defense as text ("*", "1+*"); falls back to the front face's."""
    value = record.get(key)
    if value is None:
        return front.get(key)
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise CardRecordError(f"{key} must be a string, found {_json_type(value)}")
    text = str(value)
    if len(text) > 16:
        raise CardRecordError(f"{key} is longer than 16 characters")
    return text


# Columns added after cards were first imported: left out of the digest while empty, so a card
# without them keeps its digest and a re-import leaves its row alone.
_DIGEST_WHEN_SET = ("defense", "data_source")


def _digest(fields: dict[str, Any]) -> str:
    fields = {k: v for k, v in fields.items() if k not in _DIGEST_WHEN_SET or v}
    canonical = json.dumps(fields, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.blake2b(canonical.encode("utf-8"), digest_size=16).hexdigest()


# --- the database -----------------------------------------------------------------------


def write_card_batch(batch: Iterable[dict[str, Any]]) -> tuple[int, int, int]:
    """Upsert the cards of one batch by name; returns (created, updated, unchanged).

    A card whose name is new but whose oracle id belongs to an existing row under another name
    was renamed: that row takes the new name, so it is updated rather than duplicated.
    """
    rows = list(batch)
    names = [row["name"] for row in rows]
    with transaction.atomic():
        digests = dict(Card.objects.filter(name__in=names).values_list("name", "content_digest"))
        _apply_renames([row for row in rows if row["name"] not in digests], digests)
        changed = [row for row in rows if digests.get(row["name"]) != row["content_digest"]]
        if changed:
            Card.objects.bulk_create(
                [Card(**row) for row in changed],
                update_conflicts=True,
                unique_fields=["name"],
                update_fields=UPSERT_FIELDS,
            )
    created = sum(1 for row in rows if row["name"] not in digests)
    updated = len(changed) - created
    return created, updated, len(rows) - created - updated


def _apply_renames(new_rows: list[dict[str, Any]], digests: dict[str, str]) -> None:
    by_oracle_id = {row["oracle_id"]: row for row in new_rows if row["oracle_id"] is not None}
    if not by_oracle_id:
        return
    renamed = Card.objects.filter(oracle_id__in=by_oracle_id).exclude(
        name__in=[row["name"] for row in new_rows]
    )
    for card in renamed:
        row = by_oracle_id[card.oracle_id]
        if row["name"] in digests:
            continue  # two rows share the oracle id (e.g. a reversible card): leave both
        card.name, card.search_name = row["name"], row["search_name"]
        card.save(update_fields=["name", "search_name"])
        digests[row["name"]] = card.content_digest


# --- progress on a terminal ---------------------------------------------------------------


class TextProgressBar:
    """A one-line progress bar redrawn in place ("\\r") at most ten times a second."""

    def __init__(self, write: Callable[[str], object], width: int = 30) -> None:
        self.write = write
        self.width = width
        self.started = time.perf_counter()
        self._last_draw = 0.0
        self._on_line = False

    def __call__(self, done_bytes: int, total_bytes: int, records: int) -> None:
        now = time.perf_counter()
        finished = total_bytes > 0 and done_bytes >= total_bytes
        if not finished and now - self._last_draw < 0.1:
            return
        self._last_draw = now
        fraction = min(done_bytes / total_bytes, 1.0) if total_bytes else 0.0
        filled = int(fraction * self.width)
        bar = "#" * filled + "." * (self.width - filled)
        elapsed = now - self.started
        self.write(f"\r[{bar}] {fraction:4.0%} {records:>7,} records {elapsed:6.1f} s")
        self._on_line = True

    def end_line(self) -> None:
        """Move below the bar (before printing something else, and at the end)."""
        if self._on_line:
            self.write("\n")
            self._on_line = False
