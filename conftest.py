"""Project-wide pytest configuration.  Kept free of Django imports so engine tests stay plain."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

BROWSER_TESTS = Path(__file__).parent / "tests" / "browser"


def pytest_report_header() -> str:
    """Say which database the run uses (CI runs the suite on SQLite and on PostgreSQL)."""
    url = urlsplit(os.environ.get("DATABASE_URL", "sqlite:///db.sqlite3"))
    where = f"{url.hostname}:{url.port}{url.path}" if url.hostname else url.path
    return f"database: {url.scheme} {where}"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Everything under tests/browser/ is a browser test: `pytest -m "not browser"` skips them."""
    for item in items:
        if BROWSER_TESTS in item.path.parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture
def compiled_from() -> Iterator[Callable[[Mapping[str, Mapping[str, Any]]], None]]:
    """`compiled_from(records)`: during the test, card_def finds the definitions compiled from
    these Oracle records (name -> Scryfall-shaped record); the record source before is put back
    after it."""
    from engine.oracle.cache import COMPILED

    before = COMPILED.source

    def use(records: Mapping[str, Mapping[str, Any]]) -> None:
        COMPILED.set_source(records.get)

    yield use
    COMPILED.set_source(before)


@pytest.fixture(autouse=True)
def _fresh_compiled_cards() -> None:
    """Compiled definitions are cached per process (engine.oracle.cache); each test's card data
    is its own, so each test starts with an empty cache."""
    from engine.oracle.cache import COMPILED

    COMPILED.clear()
