"""Power, toughness, loyalty and mana values as numbers for comparisons."""

from __future__ import annotations

import re

__all__ = ["stat_number"]

_SUM = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[+-](?:\d+(?:\.\d*)?|\.\d+))*")


def stat_number(text: str | None) -> float | None:
    """A stat as a number: "3" -> 3, "*" -> 0, "1+*" -> 1, "*²" -> 0, "2.5" -> 2.5,
    "∞" -> inf, "?" -> None.

    A star (a characteristic-defining value) counts as 0, as Scryfall does for comparisons.
    """
    if text is None:
        return None
    value = text.strip().replace("²", "").replace("*", "0")
    if value == "∞":
        return float("inf")
    if not _SUM.fullmatch(value):
        return None
    total = 0.0
    for term in re.findall(r"[+-]?[\d.]+", value):
        total += float(term)
    return total
