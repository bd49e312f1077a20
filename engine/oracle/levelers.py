"""Leveler cards (711): a level up line (702.87a) and two level symbols, each heading a text box
striation with a power/toughness box and the abilities printed in it (711.2):

    Level up {2}{G}
    LEVEL 1-3
    4/4
    LEVEL 4+
    6/6
    Trample                                              (Beastbreaker of Bala Ged)

A striation's ability lines are compiled as any card's lines (engine.oracle.compiler), then each
becomes part of its level symbol's static ability (711.2a-b): the condition "level:N1:N2"
(engine.mechanics.level_up) on a base power and toughness (layer 7b, 613.4b), on the keywords
it grants (layer 6, 613.1f), on the activated abilities it grants (613.1f) and on the static
abilities printed there. A striation with a triggered ability, or a static ability that already
has a condition or works from another zone, is left unapplied.

The card is proven by printing it back from its definition: each symbol's statics are turned
back into the abilities printed in its striation, and those are printed as any card's lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from engine.cards.model import Ability, CardDef, StaticAbility
from engine.core.state import Params
from engine.mechanics.level_up import level_condition, level_range
from engine.oracle.conditional_abilities import held_while, released

LEVEL_HEADER = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
PT_BOX = re.compile(r"^(\d+)/(\d+)$")
SELF = ("self",)
REASON = "a level symbol's abilities (711.2)"
# The layout part of a level symbol (engine.oracle.printer): "level:N", its N static abilities;
# the layout lines after it, up to the next, are its striation's.
LEVEL_PART = "level:"


@dataclass(frozen=True)
class Striation:
    """One level symbol's part of the text: its range, its power/toughness box and its ability
    lines."""

    low: int
    high: int | None
    power: int
    toughness: int
    lines: tuple[str, ...]

    @property
    def header(self) -> str:
        return f"LEVEL {self.low}" + ("+" if self.high is None else f"-{self.high}")


def split_striations(lines: Sequence[str]) -> tuple[tuple[str, ...], tuple[Striation, ...]] | None:
    """The lines before the first level symbol, and the striations (None: not a leveler's text
    the engine reads: a symbol without its power/toughness box, or none at all)."""
    starts = [i for i, line in enumerate(lines) if LEVEL_HEADER.match(line)]
    if not starts:
        return None
    found: list[Striation] = []
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        header = LEVEL_HEADER.match(lines[start])
        box = PT_BOX.match(lines[start + 1]) if start + 1 < end else None
        if header is None or box is None:
            return None
        low, high = int(header.group(1)), header.group(2)
        found.append(
            Striation(
                low,
                int(high) if high else None,
                int(box.group(1)),
                int(box.group(2)),
                tuple(lines[start + 2 : end]),
            )
        )
    return tuple(lines[: starts[0]]), tuple(found)


def symbol_abilities(
    striation: Striation, keywords: Sequence[str], abilities: Sequence[Ability]
) -> tuple[StaticAbility, ...] | None:
    """711.2a-b: the level symbol's static abilities, from the striation's compiled keywords and
    abilities (None: an ability the symbol can't hold, left unapplied)."""
    condition = level_condition(striation.low, striation.high)
    found = [
        StaticAbility(
            "",
            "set_power_toughness",
            Params(
                {
                    "objects": SELF,
                    "power": striation.power,
                    "toughness": striation.toughness,
                    "as_long_as": condition,
                }
            ),
        )
    ]
    # The keywords printed in the striation, always second (none: an empty list), so the
    # printer tells them from a static ability of the striation that grants a keyword.
    found.append(
        StaticAbility(
            "",
            "gain_keywords",
            Params({"objects": SELF, "keywords": tuple(keywords), "as_long_as": condition}),
        )
    )
    held = held_while(abilities, condition)  # 613.1f, 611.3a
    statics = [a for a in held or () if isinstance(a, StaticAbility)]
    if held is None or len(statics) != len(held):
        return None  # a striation's triggered ability isn't read (the printer wants statics)
    return (*found, *statics)


def printed_abilities(
    statics: Sequence[StaticAbility],
) -> tuple[Striation, tuple[str, ...], tuple[Ability, ...]] | None:
    """The striation a level symbol's statics stand for, with the keywords and abilities printed
    in it, in the order `symbol_abilities` wrote them (None: not a level symbol's statics)."""
    if len(statics) < 2 or statics[0].effect != "set_power_toughness":
        return None
    if statics[1].effect != "gain_keywords" or statics[1].params.get("objects") != SELF:
        return None
    first = statics[0].params
    bounds = level_range(first.get("as_long_as"))
    if bounds is None or set(first) != {"objects", "power", "toughness", "as_long_as"}:
        return None
    condition = first["as_long_as"]
    if statics[1].params.get("as_long_as") != condition:
        return None
    keywords = tuple(str(k) for k in statics[1].params.get("keywords", ()))
    abilities = released(statics[2:], condition)
    if abilities is None:
        return None
    striation = Striation(bounds[0], bounds[1], int(first["power"]), int(first["toughness"]), ())
    return striation, keywords, tuple(abilities)


def leveler_base(card: CardDef) -> CardDef:
    """The definition without abilities, for printing a striation's abilities as a card's."""
    return replace(card, keywords=(), abilities=())
