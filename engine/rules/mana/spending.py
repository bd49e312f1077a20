"""Mana that may be spent only on some payments (106.6): "Spend this mana only to cast a creature
spell.", "Spend this mana only to cast artifact spells or activate abilities of artifacts.",
"Spend this mana only to activate abilities."

The mana carries its restriction in the pool: a pool key is a mana symbol ("G") for mana that can
be spent on anything, or the symbol and the restriction ("G@cast:Creature") for restricted mana.
The restriction doesn't change the mana's type (106.6): it is still {G}. Code reading a pool by
the six types (MANA_TYPES) sees only the mana that can be spent on anything, so restricted mana
is never spent where its use isn't known.

A restriction ("spend" on the add_mana instruction) is one or more uses joined by ";", each
- "cast:QUALITY": casting a spell with that quality (engine.rules.effects.spell_costs'
  spell_quality: a card type, "noncreature", "instant_or_sorcery", "color:G", "subtype:Dragon",
  "supertype:Legendary", "multicolored", "colorless", "A|B" either, "A+B" both, "any"; "A&B"
  and "A/B" are either too: the card's "and" and "and/or" of "instant and sorcery spells");
- "activate:QUALITY": activating an ability of a source with that quality ("any": any ability).
A head may also say how the card words the use (engine.oracle.grammar.spend_only: "casts",
"activate_one", "activate_sources", "activate_one_source", "to_..."); it means the same.

A payment says what it pays for (`Spending`): the spell being cast (601.2h) or the source of the
ability being activated (602.2b: its costs are paid as a spell's are). Payments that say nothing
(a ward cost, "unless its controller pays") can't use restricted mana.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.mana import MANA_TYPES
from engine.core.state import GameState
from engine.rules.characteristics import chars
from engine.rules.effects.spell_costs import spell_quality

SEPARATOR = "@"


@dataclass(frozen=True)
class Spending:
    """What a payment pays for: "cast" a spell (`object` the spell on the stack) or "activate" an
    ability (`object` its source)."""

    kind: str
    object: str


def restricted_key(symbol: str, spend: str) -> str:
    """The pool key of mana of type `symbol` spendable only as `spend` allows ("" = anything)."""
    return f"{symbol}{SEPARATOR}{spend}" if spend else symbol


def split_key(key: str) -> tuple[str, str]:
    """A pool key's mana type and restriction ("" when it can be spent on anything)."""
    symbol, _, spend = key.partition(SEPARATOR)
    return symbol, spend


def use_of(head: str) -> str:
    """What a use's head pays for: "cast", "activate", or "" for a head not read."""
    head = head.removeprefix("to_")
    if head in ("cast", "casts"):
        return "cast"
    if head in ("activate", "activate_one", "activate_sources", "activate_one_source"):
        return "activate"
    return ""


def valid_spend(spend: object) -> bool:
    """Is `spend` a restriction this module reads (each use "cast:..." or "activate:...")?"""
    if not isinstance(spend, str) or not spend:
        return False
    for use in spend.split(";"):
        head, _, quality = use.partition(":")
        if not use_of(head) or not quality:
            return False
    return True


def allows(state: GameState, spend: str, spending: Spending | None) -> bool:
    """Can mana restricted by `spend` pay for `spending` (106.6)?"""
    if spending is None or not valid_spend(spend):
        return False
    obj = state.find_object(spending.object)
    if obj is None:
        return False
    c = chars(state, obj)
    for use in spend.split(";"):
        head, _, quality = use.partition(":")
        either = quality.replace("&", "|").replace("/", "|")
        if use_of(head) == spending.kind and spell_quality(either, c):
            return True
    return False


def usable(state: GameState, pool: Mapping[str, Any], spending: Spending | None) -> dict[str, int]:
    """The pool's keys that can pay for `spending`, with their amounts: every unrestricted type,
    and each restricted entry whose restriction allows it."""
    found: dict[str, int] = {}
    for key, amount in pool.items():
        symbol, spend = split_key(str(key))
        if symbol not in MANA_TYPES or int(amount) <= 0:
            continue
        if not spend or allows(state, spend, spending):
            found[str(key)] = int(amount)
    return found


def by_type(pool: Mapping[str, Any]) -> Counter[str]:
    """How much mana of each type the pool holds, restricted or not (106.6: a restriction doesn't
    change the mana's type)."""
    total: Counter[str] = Counter()
    for key, amount in pool.items():
        symbol, _ = split_key(str(key))
        if symbol in MANA_TYPES:
            total[symbol] += int(amount)
    return total


def usable_by_type(
    state: GameState, pool: Mapping[str, Any], spending: Spending | None
) -> Counter[str]:
    """The mana of each type that can pay for `spending`."""
    return by_type(usable(state, pool, spending))
