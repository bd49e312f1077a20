"""Amass (701.47a): "Amass Orcs 2.", "When ~ enters, amass Zombies 1.", and the older "Amass 2."
(read as Zombies, 701.47d): the instruction `amass` with its creature type in the singular and
its number (engine.mechanics.amass). The creature type is written in the plural, only as the
plural of a known creature type (the terminal PLURAL_TYPE of engine.oracle.grammar.keywords)."""

from __future__ import annotations

from typing import Any

from engine.oracle.grammar.keywords import PLURAL_TYPES
from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.subtypes import CREATURE_TYPES
from engine.rules.effects.protection import creature_type_plural
from engine.vocabulary.amounts import COUNT_PREFIX, DEFINED_X_PREFIX

GRAMMAR = r"""
%extend clause: amass
amass: "amass" PLURAL_TYPE amount -> amass_typed
     | "amass" amount -> amass_untyped
"""

_SINGULAR = {creature_type_plural(t): t for t in CREATURE_TYPES if t[:1].isupper()}


class AmassLowering:
    ctx: LineContext

    def amass_typed(self, items: list[Any]) -> Effects:
        plural = str(items[0])
        if plural not in PLURAL_TYPES or plural not in _SINGULAR:
            raise ValueError(f"no creature type {plural!r}")
        return (step("amass", subtype=_SINGULAR[plural], count=items[1]),)

    def amass_untyped(self, items: list[Any]) -> Effects:
        return (step("amass", count=items[0]),)


def amass_words(subtype: object, count: object) -> str | None:
    """ "amass Orcs 2" / "amass 2", "amass Orcs X" (the spell's X, or a count defined by
    "where X is ...": engine.oracle.grammar.counted); None for any other amount."""
    if count == "x" or (
        isinstance(count, str) and count.startswith((COUNT_PREFIX, DEFINED_X_PREFIX))
    ):
        count = "X"
    elif not isinstance(count, int):
        return None
    if subtype is None:
        return f"amass {count}"
    return f"amass {creature_type_plural(str(subtype))} {count}"
