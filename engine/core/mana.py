"""Mana as text: the six types of mana (106.1a-b, 106.1b colorless) in symbol order, and how a
list of mana or a mana pool is written ("{R}{R}{G}", "empty")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

MANA_TYPES = ("W", "U", "B", "R", "G", "C")


def mana_text(mana: tuple[str, ...]) -> str:
    return "".join(f"{{{m}}}" for m in mana)


def pool_text(pool: Mapping[str, Any]) -> str:
    parts = [f"{{{m}}}" * int(pool.get(m, 0)) for m in MANA_TYPES]
    return "".join(parts) or "empty"
