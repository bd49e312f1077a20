"""Keyword lines (702): implemented keywords, "Enchant [quality]" (702.5a), and the keywords
that stand for an activated ability with a printed cost: equip (702.6a), cycling (702.29a)."""

from __future__ import annotations

from typing import Any

from engine.cards.build import cycling, equip
from engine.cards.model import ActivatedAbility
from engine.core.state import Zone
from engine.oracle.lowering import LineContext, static_ability

GRAMMAR = r"""
keyword_line: keyword_item ("," keyword_item)*
?keyword_item: keyword -> plain_keyword
             | "enchant" enchant_word -> enchant_keyword
             | "equip" mana_symbols -> equip_keyword
             | "cycling" mana_symbols -> cycling_keyword
             | "protection from" QUALITY -> protection_keyword
QUALITY: "white" | "blue" | "black" | "red" | "green" | "creatures" | "everything"
       | "multicolored"
"""

KeywordItem = tuple[str, Any]


class KeywordLowering:
    ctx: LineContext

    def plain_keyword(self, items: list[str]) -> KeywordItem:
        return "keyword", items[0]

    def enchant_keyword(self, items: list[str]) -> KeywordItem:
        return "enchant", items[0]

    def equip_keyword(self, items: list[str]) -> KeywordItem:
        ability: ActivatedAbility = equip(items[0])
        return "ability", ability

    def cycling_keyword(self, items: list[str]) -> KeywordItem:
        return "ability", cycling(items[0])

    def protection_keyword(self, items: list[Any]) -> KeywordItem:
        """702.16a: protection from a quality, as a static ability of the permanent (its
        damage part, 702.16e, and the rest through engine.rules.effects.protection)."""
        quality = str(items[0]).lower()
        ability = static_ability(
            "", "protection", Zone.BATTLEFIELD, protected="self", **{"from": quality}
        )
        return "ability", ability

    def keyword_line(self, items: list[KeywordItem]) -> tuple[KeywordItem, ...]:
        return tuple(items)
