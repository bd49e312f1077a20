"""Station cards (721): a station line (702.184a) and one or two station symbols, each heading a
text box striation with the abilities printed in it and, maybe last, a power/toughness box
(721.2):

    Station
    STATION 8+
    Flying, trample
    5/4                                                   (Atmospheric Greenhouse)

A striation's ability lines are compiled as any card's lines (engine.oracle.compiler), then held
by its station symbol's static ability (721.2a-b) under the condition "station:N"
(engine.mechanics.station): the keywords it grants (layer 6, 613.1f), always first (none: an
empty list), then its abilities held as engine.oracle.conditional_abilities holds them, then for
a power/toughness box the card type creature added (layer 4, 613.1d) and the base power and
toughness (layer 7b, 613.4b). A striation with an ability the condition can't hold is left
unapplied.

The card is proven by printing it back from its definition: each symbol's statics are turned
back into the abilities printed in its striation, and those are printed as any card's lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards.model import Ability, StaticAbility
from engine.core.state import Params
from engine.mechanics.station import station_condition, station_threshold
from engine.oracle.conditional_abilities import held_while, released

STATION_HEADER = re.compile(r"^STATION (\d+)\+$")
PT_BOX = re.compile(r"^(\d+)/(\d+)$")
SELF = ("self",)
REASON = "a station symbol's abilities (721.2)"
# The layout part of a station symbol (engine.oracle.printer): "station:N" (its N static
# abilities) or "station:N:pt" (with a power/toughness box); the layout lines after it, up to the
# next, are its striation's.
STATION_PART = "station:"


@dataclass(frozen=True)
class StationStriation:
    """One station symbol's part of the text: its N, its ability lines and its power/toughness
    box (None: none printed)."""

    threshold: int
    lines: tuple[str, ...]
    pt: tuple[int, int] | None

    @property
    def header(self) -> str:
        return f"STATION {self.threshold}+"


def split_stations(
    lines: Sequence[str],
) -> tuple[tuple[str, ...], tuple[StationStriation, ...]] | None:
    """The lines before the first station symbol, and the striations (None: no symbol)."""
    starts = [i for i, line in enumerate(lines) if STATION_HEADER.match(line)]
    if not starts:
        return None
    found: list[StationStriation] = []
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        header = STATION_HEADER.match(lines[start])
        assert header is not None
        body = tuple(lines[start + 1 : end])
        box = PT_BOX.match(body[-1]) if body else None
        pt = (int(box.group(1)), int(box.group(2))) if box else None
        found.append(StationStriation(int(header.group(1)), body[:-1] if box else body, pt))
    return tuple(lines[: starts[0]]), tuple(found)


def symbol_abilities(
    striation: StationStriation, keywords: Sequence[str], abilities: Sequence[Ability]
) -> tuple[Ability, ...] | None:
    """721.2a-b: the station symbol's static abilities, from the striation's compiled keywords
    and abilities (None: an ability the symbol can't hold, left unapplied)."""
    condition = station_condition(striation.threshold)
    held = held_while(abilities, condition)  # 613.1f, 611.3a
    if held is None:
        return None
    found: list[Ability] = [
        StaticAbility(
            "",
            "gain_keywords",
            Params({"objects": SELF, "keywords": tuple(keywords), "as_long_as": condition}),
        ),
        *held,
    ]
    if striation.pt is not None:
        power, toughness = striation.pt
        found += [
            StaticAbility(
                "",
                "add_card_types",
                Params(
                    {
                        "objects": SELF,
                        "types": ("Creature",),
                        "subtypes": (),
                        "as_long_as": condition,
                    }
                ),
            ),
            StaticAbility(
                "",
                "set_power_toughness",
                Params(
                    {
                        "objects": SELF,
                        "power": power,
                        "toughness": toughness,
                        "as_long_as": condition,
                    }
                ),
            ),
        ]
    return tuple(found)


def printed_abilities(
    held: Sequence[Ability], with_pt: bool
) -> tuple[StationStriation, tuple[str, ...], tuple[Ability, ...]] | None:
    """The striation a station symbol's abilities stand for, with the keywords and abilities
    printed in it, in the order `symbol_abilities` wrote them (None: not a symbol's)."""
    if not held or not isinstance(held[0], StaticAbility):
        return None
    first = held[0]
    threshold = station_threshold(first.params.get("as_long_as"))
    if first.effect != "gain_keywords" or threshold is None or first.params.get("objects") != SELF:
        return None
    condition = station_condition(threshold)
    if set(first.params) != {"objects", "keywords", "as_long_as"}:
        return None
    keywords = tuple(str(k) for k in first.params.get("keywords", ()))
    inner = list(held[1:])
    pt: tuple[int, int] | None = None
    if with_pt:
        if len(inner) < 2:
            return None
        types, box = inner[-2], inner[-1]
        if not isinstance(types, StaticAbility) or not isinstance(box, StaticAbility):
            return None
        expected = {
            "objects": SELF,
            "types": ("Creature",),
            "subtypes": (),
            "as_long_as": condition,
        }
        if types.effect != "add_card_types" or dict(types.params) != expected:
            return None
        if box.effect != "set_power_toughness" or box.params.get("as_long_as") != condition:
            return None
        if set(box.params) != {"objects", "power", "toughness", "as_long_as"}:
            return None
        pt = (int(box.params["power"]), int(box.params["toughness"]))
        inner = inner[:-2]
    abilities = released(inner, condition)
    if abilities is None:
        return None
    return StationStriation(threshold, (), pt), keywords, tuple(abilities)
