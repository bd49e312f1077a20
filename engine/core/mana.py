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
    """The pool's mana by type, then each restricted part (106.6: "SYMBOL@RESTRICTION" keys,
    engine.rules.mana.spending) with what it can be spent on."""
    parts = [_amount_text(m, int(pool.get(m, 0))) for m in MANA_TYPES]
    for key in sorted(k for k in pool if "@" in str(k) and int(pool[k]) > 0):
        symbol, _, spend = str(key).partition("@")
        parts.append(f"{_amount_text(symbol, int(pool[key]))} (only to {spend_text(spend)})")
    return " ".join(p for p in ["".join(parts[:6]), *parts[6:]] if p) or "empty"


def spend_text(spend: str) -> str:
    """ "cast:Creature;activate:any" as "cast Creature spells or activate abilities"."""
    uses = []
    for use in spend.split(";"):
        head, _, quality = use.partition(":")
        head = "cast" if head.removeprefix("to_").startswith("cast") else head
        head = "activate" if head.removeprefix("to_").startswith("activate") else head
        quality = quality.replace("&", "|").replace("/", "|")
        if head == "cast":
            uses.append("cast spells" if quality == "any" else f"cast {quality} spells")
        elif head == "activate":
            uses.append(
                "activate abilities"
                if quality == "any"
                else f"activate abilities of {quality} sources"
            )
        else:
            uses.append(use)
    return " or ".join(uses)


def _amount_text(mana: str, amount: int) -> str:
    if amount > MAX_SYMBOLS_WRITTEN:
        return f"{{{mana}}}x{amount}"
    return f"{{{mana}}}" * amount
