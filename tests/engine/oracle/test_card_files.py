"""The 2022 card file keeps working: the 2026 file (the default everywhere) holds each of its
records byte for byte (../shared/carddata/README.md), so what the tests prove on the 2026 file's
records holds for the 2022 file's; its cards compile the same from either file."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import pytest

from engine.oracle.compiler import compile_record
from engine.oracle.coverage import load_records
from tests.engine.cards_2026 import CARDS_2026

CARD_FILE_2022 = CARDS_2026.with_name("oracle-cards.json.gz")


def test_every_record_of_the_2022_file_is_in_the_2026_file_unchanged(
    records: dict[str, Mapping[str, Any]],
) -> None:
    if not CARD_FILE_2022.is_file():
        pytest.skip(f"needs the 2022 card data in {CARD_FILE_2022}")
    older = load_records(CARD_FILE_2022)
    assert len(older) == 23711 and len(records) == 32735
    changed = [
        r["name"]
        for r in older
        if json.dumps(r, sort_keys=True) != json.dumps(records.get(r["name"]), sort_keys=True)
    ]
    assert changed == []
    added = [r for r in records.values() if r.get("data_source")]
    assert len(added) == len(records) - len(older) == 9024
    # A card of the 2022 file compiles the same from either file (Steppe Lynx, 2022 wording).
    lynx = next(r for r in older if r["name"] == "Steppe Lynx")
    assert compile_record(lynx) == compile_record(records["Steppe Lynx"])
