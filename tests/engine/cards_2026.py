"""Real card records of the 2026 card file (../shared/carddata/oracle-cards-2026.json.gz) for
tests that play or compile cards from their own Oracle text. The file is read once per process,
whichever test asks first; a test module names the cards it uses. Every engine test reads the
file through here, and skips when it isn't beside the checkout (CI puts it there)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine.oracle.coverage import load_records

CARDS_2026 = (
    Path(__file__).resolve().parents[3] / "shared" / "carddata" / "oracle-cards-2026.json.gz"
)


@cache
def _record_list() -> list[Mapping[str, Any]]:
    return load_records(CARDS_2026)


@cache
def _by_name() -> dict[str, Mapping[str, Any]]:
    return {str(r["name"]): r for r in _record_list()}


def _needs_the_file() -> None:
    if not CARDS_2026.is_file():
        pytest.skip(f"needs the card data in {CARDS_2026}")


def all_records() -> list[Mapping[str, Any]]:
    """Every record of the file, in its order (shared: don't mutate)."""
    _needs_the_file()
    return _record_list()


def records_by_name() -> dict[str, Mapping[str, Any]]:
    """Every record of the file by card name (shared: don't mutate)."""
    _needs_the_file()
    return _by_name()


def records(*names: str) -> dict[str, Mapping[str, Any]]:
    """The records of `names` (skips the test when the card file isn't beside the checkout)."""
    every = records_by_name()
    return {name: every[name] for name in names}


def use_cards(
    compiled_from: Callable[[Mapping[str, Mapping[str, Any]]], None], *names: str
) -> None:
    """During the test, these cards play by the definitions compiled from their records."""
    compiled_from(records(*names))
