"""Craft (702.167a): "Craft with [materials] [cost]", a keyword standing for an activated ability
(engine.mechanics.craft). The materials read here: one object of a card type or subtype
("Craft with artifact", "Craft with Cave"), a number of them ("Craft with two creatures",
"Craft with six artifacts"), or one or more ("Craft with one or more Dinosaurs", "Craft with one
or more": of any kind). Others ("two that share a card type", "a Dinosaur, a Merfolk, a Pirate,
and a Vampire", colored or ability-described cards) are not read: their line stays unapplied.
The printer writes the line back from the ability's cost (`craft_words`)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from engine.cards.model import Ability, ActivatedAbility
from engine.mechanics.craft import KEYWORD, craft
from engine.oracle.grammar.costs import TYPE_WORDS, _kind, _noun
from engine.oracle.lowering import LineContext
from engine.oracle.vocabulary import number_word

GRAMMAR = r"""
%extend keyword_item: CRAFT_WITH craft_materials mana_symbols -> craft_keyword
craft_materials: cost_type_word -> craft_one
               | COST_SUBTYPE -> craft_one
               | NUMWORD cost_nouns -> craft_some
               | CRAFT_ONE_OR_MORE cost_nouns -> craft_more
               | CRAFT_ONE_OR_MORE -> craft_any
               | NUMWORD CRAFT_OR_MORE CRAFT_COLOR? CRAFT_SPELL_CARDS -> craft_spell_cards
CRAFT_OR_MORE: "or more"
CRAFT_COLOR: "white" | "blue" | "black" | "red" | "green"
CRAFT_SPELL_CARDS: "instant and/or sorcery cards"
CRAFT_WITH: "craft with"
CRAFT_ONE_OR_MORE.2: "one or more"
"""

HEADS = frozenset({"craft"})
# "red instant and/or sorcery cards" as a material's type (engine.rules.type_words.matches)
_SPELL_CARDS = re.compile(
    r"(?:(white|blue|black|red|green) Instant or \1 Sorcery|Instant or Sorcery)"
)
_CARD_TYPES = frozenset(TYPE_WORDS.values())


class CraftLowering:
    ctx: LineContext

    def craft_one(self, items: list[Any]) -> tuple[int, str, bool]:
        return 1, _kind(str(items[0])), False

    def craft_some(self, items: list[Any]) -> tuple[int, str, bool]:
        return number(str(items[0])), str(items[1]), False

    def craft_more(self, items: list[Any]) -> tuple[int, str, bool]:
        return 1, str(items[1]), True

    def craft_any(self, items: list[Token]) -> tuple[int, str, bool]:
        return 1, "", True

    def craft_spell_cards(self, items: list[Any]) -> tuple[int, str, bool]:
        """ "four or more red instant and/or sorcery cards": only cards can be instants or
        sorceries (a graveyard's, 702.167b)."""
        color = next(
            (f"{t} " for t in items if isinstance(t, Token) and t.type == "CRAFT_COLOR"), ""
        )
        return number(str(items[0])), f"{color}Instant or {color}Sorcery", True

    def craft_keyword(self, items: list[Any]) -> tuple[str, Any]:
        count, kind, more = items[1]
        if " " in kind and _SPELL_CARDS.fullmatch(kind) is None:
            raise ValueError("craft materials other than one card type or subtype")
        return "ability", craft(str(items[2]), count, kind, more)


def number(word: str) -> int:
    return ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten").index(word) + 2


def _word(kind: str, count: int) -> str:
    """A material as Oracle names it: a card type in lowercase, a subtype as it is."""
    word = _noun(kind, count)
    return word.lower() if kind in _CARD_TYPES else word


def craft_words(ability: Ability) -> str | None:
    """ "Craft with [materials] [mana]" for a craft ability (None: another ability)."""
    if not isinstance(ability, ActivatedAbility) or ability.keyword != KEYWORD:
        return None
    cost = ability.cost
    if cost.craft < 1 or craft(cost.mana, cost.craft, cost.craft_type, cost.craft_more) != ability:
        return None
    kind, count = cost.craft_type, cost.craft
    spells = _SPELL_CARDS.fullmatch(kind)
    if spells is not None:
        if not cost.craft_more or count < 2:
            return None
        color = f"{spells.group(1)} " if spells.group(1) else ""
        return f"Craft with {number_word(count)} or more {color}instant and/or sorcery cards {cost.mana}"
    if cost.craft_more:
        if count != 1:
            return None
        materials = f"one or more {_word(kind, 2)}" if kind else "one or more"
    elif count == 1:
        materials = _word(kind, 1)
    else:
        materials = f"{number_word(count)} {_word(kind, count)}"
    return f"Craft with {materials} {cost.mana}"
