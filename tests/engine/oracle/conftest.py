"""Compiled cards are read from ../shared/carddata (beside the project, as in CI); nothing from
shared/ is copied into the project. The compiled-card cache is pointed at the card file for a
test and reset afterwards, so other tests see the engine alone."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from engine.oracle.cache import COMPILED
from engine.oracle.compiler import AUTOMATED, CompiledCard, compile_record
from engine.oracle.coverage import load_records

CARD_FILE = (
    Path(__file__).resolve().parents[3].parent / "shared" / "carddata" / "oracle-cards-2026.json.gz"
)


@pytest.fixture(scope="session")
def card_records() -> list[Mapping[str, Any]]:
    if not CARD_FILE.is_file():
        pytest.skip(f"needs the card data in {CARD_FILE}")
    return load_records(CARD_FILE)


@pytest.fixture(scope="session")
def records(card_records: list[Mapping[str, Any]]) -> dict[str, Mapping[str, Any]]:
    return {str(r["name"]): r for r in card_records}


@pytest.fixture
def compiled_cards(records: dict[str, Mapping[str, Any]]) -> Iterator[None]:
    """card_def finds compiled definitions of the card file's cards during the test."""
    before = COMPILED.source
    COMPILED.set_source(records.get)
    try:
        yield
    finally:
        COMPILED.set_source(before)


@pytest.fixture(scope="session")
def automated_cards(card_records: list[Mapping[str, Any]]) -> list[CompiledCard]:
    """Every card of the card file the compiler fully automates (the whole file is compiled
    once per test session)."""
    return [c for c in map(compile_record, card_records) if c.label == AUTOMATED]
