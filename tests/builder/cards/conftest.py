from __future__ import annotations

import gzip
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from builder.cards import importing as cardimport
from builder.cards import search as cardsearch
from builder.models import Card
from tests.builder.cards.helpers import FIXTURES


@pytest.fixture(autouse=True)
def fresh_card_index() -> Iterator[None]:
    """The search index is per process: never let one test see another test's cards."""
    cardsearch.invalidate_index()
    yield
    cardsearch.invalidate_index()


@pytest.fixture
def fixture_cards(db: Any) -> list[Card]:
    """The 26 real cards of fixtures/cards.json, imported."""
    summary = cardimport.import_cards_from_path(FIXTURES / "cards.json")
    assert summary.created == 26 and summary.skipped == 0
    return list(Card.objects.all())


@pytest.fixture
def gzipped_cards(tmp_path: Path) -> Path:
    """fixtures/cards.json gzipped, under a name that does not say so."""
    target = tmp_path / "cards.data"
    with (FIXTURES / "cards.json").open("rb") as source, gzip.open(target, "wb") as zipped:
        shutil.copyfileobj(source, zipped)
    return target
