"""A creature's own restrictions on blocking particular attackers and on attacking or blocking
unless a condition holds (engine.mechanics.combat_restrictions,
engine.rules.combat.restrictions):

    ~ can't block artifact creatures.                                        (Hinterland Drake)
    ~ can't block creatures with power 2 or less.                                      (Sunweb)
    ~ can't attack unless you control an artifact.                      (Desperate Castaways)
    ~ can't attack unless you control a Knight or a Soldier.                       (War Falcon)
    ~ can't block unless you control another Zombie.                   (Marauding Boneslasher)
    ~ can't attack unless there are seven or more cards in your graveyard.    (Deep-Sea Terror)
    ~ can't attack or block unless an opponent has eight or more cards in their graveyard.
                                                                                  (Relic Golem)

A restriction "unless [condition]" is the creature's "can't attack" (508.1a) or "can't block"
(509.1a) ability while the condition is false ("not:CONDITION"). Unknown words after "unless"
aren't compiled.
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from engine.cards.model import StaticAbility
from engine.mechanics import combat_restrictions as _conditions  # noqa: F401  (registers them)
from engine.oracle.lowering import static_ability
from engine.oracle.subtypes import CREATURE_TYPES
from engine.oracle.vocabulary import number_word, word_number
from engine.rules.combat.restrictions import blocked_by
from engine.rules.combat_words import CANT_ATTACK, CANT_BLOCK, CANT_BLOCK_CREATURES

GRAMMAR = r"""
%extend static_body: SELF SELF_RESTRICTION blocked_by -> self_cant_block_creatures
                   | SELF SELF_RESTRICTION CR_UNLESS -> self_restricted_unless
CR_UNLESS: /unless [^.]+/
"""

_RESTRICTIONS: dict[str, tuple[str, ...]] = {
    "can't attack": (CANT_ATTACK,),
    "can't block": (CANT_BLOCK,),
    "can't attack or block": (CANT_ATTACK, CANT_BLOCK),
}
_CARD_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker")
_NUMBER = r"(two|three|four|five|six|seven|eight|nine|ten|\d+)"
_GRAVEYARD = re.compile(rf"there are {_NUMBER} or more cards in your graveyard")
_OPPONENT_GRAVEYARD = re.compile(rf"an opponent has {_NUMBER} or more cards in their graveyard")
_A = r"(?:a|an) "


def _quality(word: str) -> str | None:
    """A card type ("artifact" -> "Artifact") or a creature type, or None."""
    if word.lower() in _CARD_TYPES:
        return word.capitalize()
    return word if word in CREATURE_TYPES else None


def condition_of(words: str) -> str | None:
    """The condition word of the words after "unless", or None."""
    if match := _GRAVEYARD.fullmatch(words):
        return f"graveyard_at_least:{word_number(match.group(1))}"
    if match := _OPPONENT_GRAVEYARD.fullmatch(words):
        return f"opponent_graveyard_at_least:{word_number(match.group(1))}"
    if match := re.fullmatch(r"you control another (\S+)", words):
        quality = _quality(match.group(1))
        return f"you_control_another:{quality}" if quality in CREATURE_TYPES else None
    if match := re.fullmatch(rf"you control {_A}(\S+) or {_A}(\S+)", words):
        first, second = _quality(match.group(1)), _quality(match.group(2))
        if first in CREATURE_TYPES and second in CREATURE_TYPES and first != second:
            return f"you_control_one_of:{first},{second}"
        return None
    if match := re.fullmatch(rf"you control {_A}(\S+)", words):
        quality = _quality(match.group(1))
        return f"you_control:{quality}" if quality is not None else None
    return None


def _article(word: str) -> str:
    return "an" if word[0].lower() in "aeiou" else "a"


def _named(quality: str) -> str:
    return quality.lower() if quality.lower() in _CARD_TYPES else quality


def condition_words(word: str) -> str | None:
    """The words after "unless" for a condition of `condition_of`, or None."""
    head, _, arg = word.partition(":")
    if head in ("graveyard_at_least", "opponent_graveyard_at_least") and arg.isdigit():
        count = number_word(int(arg))
        if head == "graveyard_at_least":
            return f"there are {count} or more cards in your graveyard"
        return f"an opponent has {count} or more cards in their graveyard"
    if head == "you_control_another" and arg in CREATURE_TYPES:
        return f"you control another {arg}"
    if head == "you_control_one_of":
        first, _, second = arg.partition(",")
        if first in CREATURE_TYPES and second in CREATURE_TYPES:
            return f"you control {_article(first)} {first} or {_article(second)} {second}"
        return None
    if head == "you_control" and arg and (arg.lower() in _CARD_TYPES or arg in CREATURE_TYPES):
        return f"you control {_article(arg)} {_named(arg)}"
    return None


def restriction_words(ability: StaticAbility) -> str | None:
    """The printer's words for a static ability of this module, or None."""
    params = ability.params
    if ability.effect != "gain_keywords" or params.get("objects") != ("self",):
        return None
    keywords = tuple(params.get("keywords", ()))
    if set(params) == {"objects", "keywords"} and len(keywords) == 1:
        keyword = str(keywords[0])
        rest = keyword.removeprefix(CANT_BLOCK_CREATURES)
        if keyword.startswith(CANT_BLOCK_CREATURES) and blocked_by(rest) is not None:
            return f"~ {keyword}."
        return None
    if set(params) != {"objects", "keywords", "as_long_as"}:
        return None
    unless = str(params["as_long_as"])
    if not unless.startswith("not:"):
        return None
    words = condition_words(unless.removeprefix("not:"))
    restriction = next((w for w, k in _RESTRICTIONS.items() if k == keywords), None)
    if words is None or restriction is None:
        return None
    return f"~ {restriction} unless {words}."


class CombatRestrictionLowering:
    def self_cant_block_creatures(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        if str(items[1]).lower() != "can't block":
            raise ValueError("only 'can't block' takes the creatures it can't block")
        words = str(items[2])
        if blocked_by(words) is None or words == "more than one creature":
            raise ValueError(f"no blocking restriction {words!r}")
        keyword = f"{CANT_BLOCK_CREATURES}{words}"
        return (static_ability("", "gain_keywords", objects=("self",), keywords=(keyword,)),)

    def self_restricted_unless(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        restriction = _RESTRICTIONS.get(str(items[1]).lower())
        token: Token = items[2]
        condition = condition_of(str(token).removeprefix("unless "))
        if restriction is None or condition is None:
            raise ValueError(f"no restriction {items[1]!s} {token!s}")
        return (
            static_ability(
                "",
                "gain_keywords",
                objects=("self",),
                keywords=restriction,
                as_long_as=f"not:{condition}",
            ),
        )
