"""Typecycling (702.29e): "[Type]cycling [cost]" means "[Cost], Discard this card: Search your
library for a [type] card, reveal it, put it into your hand, then shuffle." It is a cycling
ability (702.29f): activated only from the hand (702.29a), and its discard is a discard event
("whenever you cycle or discard a card", engine.rules.discard_triggers). The types read here are
the basic land types (205.3i: "Swampcycling {2}", Twisted Abomination), "basic land"
("Basic landcycling {1}", Ash Barrens) and the creature types (205.3m: "Wizardcycling {2}",
"Slivercycling {3}": a card with that subtype, whatever its card type); a card has one ability
per keyword ("Islandcycling {2}, swampcycling {2}", Jhessian Zombies)."""

from __future__ import annotations

from typing import TypeGuard

from lark import Token

from engine.cards.model import ActivatedAbility, Cost, instruction
from engine.core.state import Zone
from engine.oracle.subtypes import CREATURE_TYPES

# Creature types written as one word, as they head a typecycling keyword ("Wizardcycling").
_CYCLING_TYPES = sorted(t for t in CREATURE_TYPES if t.isalpha() and t[:1].isupper())

GRAMMAR = (
    r"""
%extend keyword_item: TC_TYPECYCLING mana_symbols -> tc_typecycling
TC_TYPECYCLING: "plainscycling" | "islandcycling" | "swampcycling" | "mountaincycling"
              | "forestcycling" | "basic landcycling" | TC_CREATURE_TYPECYCLING
TC_CREATURE_TYPECYCLING: /(?i:"""
    + "|".join(sorted((t.lower() for t in _CYCLING_TYPES), key=lambda w: (-len(w), w)))
    + r""")cycling/
"""
)

# The keyword as Oracle capitalizes it -> the search_library instruction's `card` word.
TYPECYCLING_CARDS: dict[str, str] = {
    "Plainscycling": "plains",
    "Islandcycling": "island",
    "Swampcycling": "swamp",
    "Mountaincycling": "mountain",
    "Forestcycling": "forest",
    "Basic landcycling": "basic_land",
}
# A creature type's typecycling ("Wizardcycling") -> the subtype searched for, in any card.
CREATURE_TYPECYCLING: dict[str, str] = {
    f"{t}cycling": t for t in _CYCLING_TYPES if f"{t}cycling" not in TYPECYCLING_CARDS
}
TYPECYCLING_KEYWORDS = frozenset(TYPECYCLING_CARDS) | frozenset(CREATURE_TYPECYCLING)
# A line's first word that may begin a typecycling keyword (engine.oracle.compiler).
HEADS = frozenset(k.split()[0].lower() for k in TYPECYCLING_KEYWORDS)
# The card words as the reminder text names them ("a Swamp card", "a basic land card").
_SEARCHED = {
    "plains": "a Plains card",
    "island": "an Island card",
    "swamp": "a Swamp card",
    "mountain": "a Mountain card",
    "forest": "a Forest card",
    "basic_land": "a basic land card",
}


def typecycling(keyword: str, cost: str) -> ActivatedAbility:
    """The activated ability "[Type]cycling [cost]" stands for (702.29e): searching isn't
    optional, finding is (701.23b); the found card is revealed (701.20a)."""
    subtype = CREATURE_TYPECYCLING.get(keyword)
    card = "card" if subtype else TYPECYCLING_CARDS[keyword]
    searched = f"{'an' if subtype and subtype[0] in 'AEIOU' else 'a'} {subtype} card"
    reminder = (
        f"{cost}, Discard this card: Search your library for "
        f"{searched if subtype else _SEARCHED[card]}, reveal it, put it into your hand, then "
        "shuffle."
    )
    by_subtype = {"subtype": subtype} if subtype else {}
    return ActivatedAbility(
        f"{keyword} {cost} ({reminder})",
        Cost(mana=cost, discard_self=True),
        (
            instruction(
                "search_library", card=card, may=False, into="hand", reveal=True, **by_subtype
            ),
        ),
        zone=Zone.HAND,
        keyword=keyword,
    )


def is_typecycling(ability: object) -> TypeGuard[ActivatedAbility]:
    """Is this exactly the ability a typecycling keyword stands for (so it prints back as it)?"""
    if not isinstance(ability, ActivatedAbility) or ability.keyword not in TYPECYCLING_KEYWORDS:
        return False
    return ability == typecycling(ability.keyword, ability.cost.mana or "")


class TypecyclingLowering:
    def tc_typecycling(self, items: list[Token | str]) -> tuple[str, ActivatedAbility]:
        word = str(items[0]).lower()
        keyword = word[:1].upper() + word[1:]
        return "ability", typecycling(keyword, str(items[1]))
