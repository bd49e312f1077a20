"""A card type or subtype as costs and activation conditions name it ("Sacrifice a creature",
"Tap an untapped Cleric you control", "Activate only if you control a Swamp")."""

from __future__ import annotations

import re

from engine.core.card_types import CARD_TYPES
from engine.core.state import GameObject, GameState
from engine.rules.characteristics import chars

ANY = ("", "Permanent", "Card")


# A color a cost may put before the type ("Tap an untapped white creature you control"), 105.2.
COLOR_PREFIXES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# A supertype a cost may put before the type ("Sacrifice a legendary creature").
SUPERTYPE_PREFIXES = ("legendary", "snow", "basic")
_AT_LEAST = re.compile(r"(.+) with mana value (\d+) or greater")


# Words before a type naming a permanent's tapped status (110.5): "tapped Creature".
STATUS_PREFIXES = frozenset({"tapped", "untapped"})


def matches(state: GameState, obj: GameObject, kind: str) -> bool:
    """`kind` is a card type ("Creature"), a subtype ("Goblin"), any ("", "Permanent"),
    alternatives ("Artifact or Creature"), or one of those after a color word ("white
    Creature": of that color now, 105.2)."""
    least = _AT_LEAST.fullmatch(kind)
    if least is not None:  # "Permanent with mana value 1 or greater" (202.3)
        enough = chars(state, obj).mana_value >= int(least.group(2))
        return enough and matches(state, obj, least.group(1))
    if " or " in kind:  # "legendary Artifact or legendary Creature": either of them
        return any(matches(state, obj, part) for part in kind.split(" or "))
    head, _, rest = kind.partition(" ")
    if head in SUPERTYPE_PREFIXES and rest:  # "legendary Creature" (205.4a)
        return head.capitalize() in chars(state, obj).supertypes and matches(state, obj, rest)
    if head in COLOR_PREFIXES and rest:
        return COLOR_PREFIXES[head] in chars(state, obj).colors and matches(state, obj, rest)
    if head == "nontoken" and rest:  # "nontoken Creature": a permanent that's a card (111.1)
        return not obj.token and matches(state, obj, rest)
    if head.startswith("non") and head[3:].capitalize() in CARD_TYPES and rest:
        # "nonland Permanent": a permanent described by a card type it doesn't have (109.2).
        return not chars(state, obj).is_type(head[3:].capitalize()) and matches(state, obj, rest)
    if head in STATUS_PREFIXES and rest:
        # "tapped Creature": a permanent with that status now (110.5; web-slinging, 702.188a)
        return obj.tapped == (head == "tapped") and matches(state, obj, rest)
    if kind in ANY:
        return True
    c = chars(state, obj)
    return c.is_type(kind) or kind in c.subtypes


def noun(kind: str, default: str) -> str:
    """How a cost names what it needs: "creature", "Goblin", "land card", "white creature"."""
    least = _AT_LEAST.fullmatch(kind)
    if least is not None:
        return f"{noun(least.group(1), default)} with mana value {least.group(2)} or greater"
    if " or " in kind:
        words = " or ".join(noun(part, "permanent") for part in kind.split(" or "))
        return f"{words} card" if default == "card" else words
    head, _, rest = kind.partition(" ")
    prefixed = head in COLOR_PREFIXES or head in SUPERTYPE_PREFIXES or head.startswith("non")
    prefixed = prefixed or head in STATUS_PREFIXES
    if prefixed and rest:
        return f"{head} {noun(rest, default)}"
    if kind in ANY:
        return default
    word = kind.lower() if kind in CARD_TYPES else kind
    return f"{word} card" if default == "card" else word


def with_article(text: str) -> str:
    if text.startswith("other "):
        return f"an{text}"
    return f"{'an' if text[:1].lower() in 'aeiou' else 'a'} {text}"
