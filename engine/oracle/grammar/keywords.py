"""Keyword lines (702): implemented keywords, "Enchant [quality]" (702.5a), and the keywords
that stand for an activated ability with a printed cost: equip (702.6a), cycling (702.29a)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from engine.cards.build import cycling, equip
from engine.cards.model import ActivatedAbility
from engine.core.state import Zone
from engine.mechanics.affinity import CARD_TYPE_QUALITIES
from engine.oracle.lowering import LineContext, static_ability
from engine.oracle.subtypes import CREATURE_TYPES, PLURAL_SUBTYPES
from engine.rules.effects.protection import creature_type_plural

# Creature types in the plural as protection names them ("Protection from Goblins"): only the
# plural of a known creature type (205.3m), never a guessed word.
PLURAL_TYPES = frozenset(creature_type_plural(t) for t in CREATURE_TYPES if t[:1].isupper())

# What "Affinity for [text]" may name (702.41a): card types, subtypes in the plural, tokens,
# historic permanents (700.6), outlaws (700.12).
AFFINITY_QUALITIES = frozenset(
    {
        *CARD_TYPE_QUALITIES,
        *("tokens", "historic permanents", "outlaws"),
        *(re.escape(w) for w in PLURAL_SUBTYPES),
        *("Equipment", "Food", "Towns", "Gates", "Deserts", "Vehicles", "Clues", "Treasures"),
    }
)

GRAMMAR = (
    r"""
keyword_line: keyword_item ("," keyword_item)*
// Older Oracle text separates keywords of different kinds with semicolons ("Trample; rampage 2",
// "Protection from black; flanking"): the same keywords (702.1), printed back with the semicolon.
            | keyword_item (";" keyword_item)+ -> semicolon_keyword_line
?keyword_item: keyword -> plain_keyword
             | "enchant" enchant_word -> enchant_keyword
             | "equip" mana_symbols -> equip_keyword
             | "cycling" mana_symbols -> cycling_keyword
             | "protection from" qualities -> protection_keyword
             | "hexproof from" hexproof_qualities -> hexproof_from_keyword
             | AFFINITY_FOR AFFINITY_QUALITY -> affinity_keyword
// 702.11d: hexproof from one quality or a list ("from artifacts, creatures, and enchantments").
hexproof_qualities: quality
                  | quality ("," quality)+ "," "and" quality
// 702.16a: protection from one quality, or from several ("from blue and from black").
qualities: quality
         | quality "and from" quality
         | quality (COMMA_FROM quality)+ COMMA_AND_FROM quality
quality: QUALITY | PLURAL_TYPE
COMMA_FROM: ", from"
COMMA_AND_FROM: ", and from"
QUALITY: "white" | "blue" | "black" | "red" | "green" | "creatures" | "everything" | "each color"
       | "multicolored" | "monocolored" | "all colors" | "artifacts" | "enchantments"
       | "instants" | "sorceries" | "lands" | "planeswalkers" | "snow" | "legendary creatures"
// 702.41a: "Affinity for [text]" (engine.mechanics.affinity reads the text).
AFFINITY_FOR: "affinity for"
AFFINITY_QUALITY: /(?i:"""
    + "|".join(sorted(AFFINITY_QUALITIES, key=lambda w: (-len(w), w)))
    + r""")(?![\w'-])/
PLURAL_TYPE.-1: /(?:"""
    + "|".join(sorted(PLURAL_TYPES, key=lambda w: (-len(w), w)))
    + r""")(?![\w'-])/
"""
)

KeywordItem = tuple[str, Any]

# The item of a keyword line that says its keywords are separated by something other than a
# comma (the line's layout part "sep:; ", engine.oracle.printer).
SEPARATOR = "separator"


class KeywordLowering:
    ctx: LineContext

    def plain_keyword(self, items: list[str]) -> KeywordItem:
        return "keyword", items[0]

    def affinity_keyword(self, items: list[Token]) -> KeywordItem:
        """702.41a: held as its words; engine.mechanics.affinity counts what they name."""
        return "keyword", f"Affinity for {items[1]}"

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
        ability = static_ability(
            "", "protection", Zone.BATTLEFIELD, protected="self", **{"from": items[0]}
        )
        return "ability", ability

    def hexproof_from_keyword(self, items: list[Any]) -> KeywordItem:
        """702.11d: hexproof from a quality, as a static ability of the permanent
        (engine.rules.targets reads it as a spell or ability is targeted)."""
        ability = static_ability(
            "", "hexproof_from", Zone.BATTLEFIELD, protected="self", **{"from": items[0]}
        )
        return "ability", ability

    def hexproof_qualities(self, items: list[Any]) -> str | tuple[str, ...]:
        return self.qualities(items)

    def quality(self, items: list[Token]) -> str:
        token = items[0]
        # A creature type keeps its capital ("Goblins"); the other qualities are plain words.
        return str(token) if token.type == "PLURAL_TYPE" else str(token).lower()

    def qualities(self, items: list[Any]) -> str | tuple[str, ...]:
        """One quality as itself; several as a tuple (protection from each, 702.16a)."""
        found = tuple(q for q in items if not isinstance(q, Token))
        return found[0] if len(found) == 1 else found

    def keyword_line(self, items: list[KeywordItem]) -> tuple[KeywordItem, ...]:
        return tuple(items)

    def semicolon_keyword_line(self, items: list[KeywordItem]) -> tuple[KeywordItem, ...]:
        return (*items, (SEPARATOR, "; "))
