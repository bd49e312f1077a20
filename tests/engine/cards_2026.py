"""Real card records of the 2026 card file (../shared/carddata/oracle-cards-2026.json.gz) for
tests that play or compile cards from their own Oracle text. The file is read once per process,
whichever test asks first; a test module names the cards it uses. Every engine test reads the
file through here.

Without the file beside the checkout (a clean clone on its own), the records the tests name come
from tests/engine/card_records.json: those cards' game fields only (name, costs, types, text,
keywords), written by tests/engine/make_card_records.py, which runs the engine tests and keeps
every name they ask for. A test that reads the whole file (a census, a coverage count) still
skips then; so does one asking for a card the extract lacks. With the file present, the extract
is checked against it (test_card_records.py), so the two never disagree."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine.oracle.coverage import load_records

CARDS_2026 = (
    Path(__file__).resolve().parents[3] / "shared" / "carddata" / "oracle-cards-2026.json.gz"
)
EXTRACT = Path(__file__).with_name("card_records.json")
# Set by make_card_records.py: every name a test asks for is appended to this file, after the
# test's id (a test that walks the whole file is told apart by how many names it asked for).
NAMES_LOG = os.environ.get("STACKBOARD_CARD_NAMES_LOG", "")


@cache
def _record_list() -> list[Mapping[str, Any]]:
    return load_records(CARDS_2026)


@cache
def _by_name() -> dict[str, Mapping[str, Any]]:
    return {str(r["name"]): r for r in _record_list()}


@cache
def _extract() -> dict[str, Mapping[str, Any]]:
    if not EXTRACT.is_file():
        return {}
    return {str(r["name"]): r for r in json.loads(EXTRACT.read_text(encoding="utf-8"))}


def _log(name: object) -> None:
    if NAMES_LOG and isinstance(name, str):
        with open(NAMES_LOG, "a", encoding="utf-8") as fh:
            test = os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" ", 1)[0]
            fh.write(f"{test}\t{name}\n")


class _Records(Mapping[str, Mapping[str, Any]]):
    """Records by name. Backed by the extract (no card file): a missing name skips the test, and
    so does walking every record (a whole-file question the extract can't answer)."""

    def __init__(self, by_name: dict[str, Mapping[str, Any]], whole: bool) -> None:
        self._by_name = by_name
        self._whole = whole

    def __getitem__(self, name: str) -> Mapping[str, Any]:
        _log(name)
        if name not in self._by_name and not self._whole:
            pytest.skip(f"{name!r} is not in {EXTRACT.name}; needs the card data in {CARDS_2026}")
        return self._by_name[name]

    def get(self, name: str, default: Any = None) -> Any:  # type: ignore[override]
        _log(name)
        return self._by_name.get(name, default)

    def __contains__(self, name: object) -> bool:
        _log(name)
        return name in self._by_name

    def __iter__(self) -> Iterator[str]:
        self._needs_whole()
        return iter(self._by_name)

    def __len__(self) -> int:
        self._needs_whole()
        return len(self._by_name)

    def _needs_whole(self) -> None:
        if not self._whole:
            pytest.skip(f"reads every card: needs the card data in {CARDS_2026}")


def _needs_the_file() -> None:
    if not CARDS_2026.is_file():
        pytest.skip(f"needs the card data in {CARDS_2026}")


def needs_the_whole_file() -> None:
    """For a test that looks up more cards than it names (every hand-written definition's
    record, say): without the file it would read only the extract's few and miscount."""
    _needs_the_file()


def all_records() -> list[Mapping[str, Any]]:
    """Every record of the file, in its order (shared: don't mutate)."""
    _needs_the_file()
    return _record_list()


@cache
def _records() -> _Records:
    if CARDS_2026.is_file():
        return _Records(_by_name(), whole=True)
    return _Records(_extract(), whole=False)


def records_by_name() -> Mapping[str, Mapping[str, Any]]:
    """Every record by card name (shared: don't mutate); the extract's without the file."""
    found = _records()
    if not found._by_name:
        _needs_the_file()
    return found


def records(*names: str) -> dict[str, Mapping[str, Any]]:
    """The records of `names` (skips the test when neither the card file nor the extract has
    them)."""
    every = records_by_name()
    return {name: every[name] for name in names}


def use_cards(
    compiled_from: Callable[[Mapping[str, Mapping[str, Any]]], None], *names: str
) -> None:
    """During the test, these cards play by the definitions compiled from their records."""
    compiled_from(records(*names))
