"""Real card records of the 2026 card file (../shared/carddata/oracle-cards-2026.json.gz) for
scenario tests that play cards compiled from their own Oracle text: the file is read once per
process, and a test module names the cards it uses."""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import pytest

CARDS_2026 = (
    Path(__file__).resolve().parents[3] / "shared" / "carddata" / "oracle-cards-2026.json.gz"
)


@cache
def _all_records() -> dict[str, Mapping[str, Any]]:
    with gzip.open(CARDS_2026, "rt", encoding="utf-8") as fh:
        return {str(r["name"]): r for r in json.load(fh)}


def records(*names: str) -> dict[str, Mapping[str, Any]]:
    """The records of `names` (skips the test when the card file isn't beside the checkout)."""
    if not CARDS_2026.is_file():
        pytest.skip(f"needs the card data in {CARDS_2026}")
    every = _all_records()
    return {name: every[name] for name in names}


def use_cards(
    compiled_from: Callable[[Mapping[str, Mapping[str, Any]]], None], *names: str
) -> None:
    """During the test, these cards play by the definitions compiled from their records."""
    compiled_from(records(*names))
