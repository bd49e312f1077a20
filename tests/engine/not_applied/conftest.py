"""The answers' "not applied" list reads real cards from the 2026 card file beside the project
(../shared/carddata, as in CI); tests skip without it. Nothing from shared/ is copied here."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

import pytest

from engine.cards.registry import card_def
from engine.core.state import GameState
from engine.oracle.cache import COMPILED
from engine.pzl.cardrecords import characteristics_from_record
from tests.engine.cards_2026 import all_records, records_by_name

EMPTY = GameState()


@pytest.fixture(scope="session")
def records_2026() -> list[Mapping[str, Any]]:
    return all_records()


@pytest.fixture(scope="session")
def by_name_2026() -> dict[str, Mapping[str, Any]]:
    return records_by_name()


@pytest.fixture
def cards_2026(by_name_2026: dict[str, Mapping[str, Any]]) -> Iterator[None]:
    """card_def finds the 2026 file's cards, compiled, during the test."""
    before = COMPILED.source
    COMPILED.set_source(by_name_2026.get)
    try:
        yield
    finally:
        COMPILED.set_source(before)


@pytest.fixture
def placed(
    cards_2026: None, by_name_2026: dict[str, Mapping[str, Any]]
) -> Callable[[str, str], dict[str, Any]]:
    """`placed(name, id)`: the object a board gets for a real card, as the builder places it:
    by name when the engine has a definition (compiled, or written by hand), else with the
    card's printed characteristics inline (a text-only or keywords-only card)."""

    def place(name: str, object_id: str) -> dict[str, Any]:
        if card_def(EMPTY, name) is not None:
            return {"id": object_id, "card": name}
        found = characteristics_from_record(by_name_2026[name])
        inline = {k: v for k, v in found.items() if k not in ("card_name", "face_index")}
        return {"id": object_id, "card": name, "characteristics": inline}

    return place
