"""Mana as text: the six types of mana (106.1a-b, 106.1b colorless) in symbol order, and how a
list of mana or a mana pool is written ("{R}{R}{G}", "empty")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

MANA_TYPES = ("W", "U", "B", "R", "G", "C")


def mana_text(mana: tuple[str, ...]) -> str:
    return "".join(f"{{{m}}}" for m in mana)


# Above this many of one type a pool is written with a count ("{R}x25"): a document may hold any
# whole number of mana (106.4), and a symbol repeated 10**30 times can't be written at all.
MAX_SYMBOLS_WRITTEN = 16


def pool_text(pool: Mapping[str, Any]) -> str:
    parts = [_amount_text(m, int(pool.get(m, 0))) for m in MANA_TYPES]
    return "".join(parts) or "empty"


def _amount_text(mana: str, amount: int) -> str:
    if amount > MAX_SYMBOLS_WRITTEN:
        return f"{{{mana}}}x{amount}"
    return f"{{{mana}}}" * amount
