"""Compiled cards are read from ../shared/carddata (beside the project, as in CI); nothing from
shared/ is copied into the project. The compiled-card cache is pointed at the card file for a
test and reset afterwards, so other tests see the engine alone."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from engine.oracle.cache import COMPILED
from engine.oracle.compiler import AUTOMATED, CompiledCard, compile_record
from tests.engine.cards_2026 import all_records, records_by_name


@pytest.fixture(scope="session")
def card_records() -> list[Mapping[str, Any]]:
    return all_records()


@pytest.fixture(scope="session")
def records() -> dict[str, Mapping[str, Any]]:
    return records_by_name()


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
