"""The card-record extract (tests/engine/card_records.json) stands in for the 2026 card file on a
checkout without it; with the file beside the checkout, every extracted record must match the
file's own record field for field, so the tests read the same cards either way."""

from __future__ import annotations

import json

import pytest

from tests.engine.cards_2026 import CARDS_2026, EXTRACT, all_records
from tests.engine.make_card_records import GAME_FIELDS, game_fields


def _extract() -> list[dict[str, object]]:
    return list(json.loads(EXTRACT.read_text(encoding="utf-8")))


def test_the_extract_keeps_only_game_fields_sorted_by_name() -> None:
    extract = _extract()
    assert extract, "the extract is empty: run tests/engine/make_card_records.py"
    names = [str(r["name"]) for r in extract]
    assert names == sorted(set(names))
    assert all(set(r) <= set(GAME_FIELDS) for r in extract)


def test_every_extracted_record_matches_the_card_file() -> None:
    if not CARDS_2026.is_file():
        pytest.skip(f"needs the card data in {CARDS_2026}")
    by_name = {str(r["name"]): r for r in all_records()}
    stale = [
        r["name"] for r in _extract() if game_fields(dict(by_name.get(str(r["name"]), {}))) != r
    ]
    assert stale == []
