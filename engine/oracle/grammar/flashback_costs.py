"""Flashback with a cost of more than mana (702.34a, engine.mechanics.flashback_costs): the
keyword line "Flashback—[cost]." whose cost is a part that chooses objects, as costs write them
(engine.oracle.grammar.costs), e.g. Prismatic Strands' "Flashback—Tap an untapped white creature
you control.". It lowers to ("casting", ("flashback_cost", cost)), held by
`CardDef.flashback_cost`; `flashback_cost_words` writes it back. A color word before the type
("white creature") is read by engine.rules.type_words (105.2)."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.oracle.grammar.costs import cost_part_words
from engine.vocabulary.costs import Cost

GRAMMAR = r"""
%extend keyword_item: FB_FLASHBACK_DASH chosen_cost "." -> flashback_cost_keyword
!fb_color: "white" | "blue" | "black" | "red" | "green"
FB_FLASHBACK_DASH: "flashback—"
"""


class FlashbackCostLowering:
    def flashback_cost_keyword(self, items: list[Any]) -> tuple[str, tuple[str, Cost]]:
        cost: Cost = items[1]
        if flashback_cost_words(cost) is None:
            raise ValueError("a flashback cost the printer can't write")
        return "casting", ("flashback_cost", cost)

    def fb_color(self, items: list[Token]) -> str:
        return str(items[0]).lower()


def flashback_cost_words(cost: object) -> str | None:
    """ "Flashback—[cost]." for a cost of one chosen part and no mana (None: another cost)."""
    if not isinstance(cost, Cost) or cost.mana:
        return None
    parts = cost_part_words(cost)
    if len(parts) != 1:
        return None
    return f"Flashback—{parts[0]}."
