"""Characteristic-defining power and toughness (604.3, 208.2a): "~'s power and toughness are
each equal to the number of creatures you control." A printed "*" (or "1+*") is defined by
such an ability in every zone; it lowers to the `cda_power_toughness` static ability whose
counts engine.rules.defined_pt computes.

`COUNT_PHRASES` is the meaning of each count's words: the grammar reads them into a count, the
printer (`sentence`) writes a count back as the same words. `defines` tells the compiler
whether the card's abilities define a printed `*` stat, so a card is automated only when its
stats are.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from lark import Token

from engine.cards.model import Ability, StaticAbility
from engine.core.state import Params
from engine.oracle.grammar.counts import count_phrase
from engine.oracle.lowering import static_ability
from engine.oracle.subtypes import BASIC_LAND_TYPES, PLURAL_SUBTYPES, plural
from engine.oracle.vocabulary import COLOR_WORDS
from engine.rules.defined_pt import GREATEST_STAT, known_count

KIND = "cda_power_toughness"

# Counts (engine.rules.defined_pt.COUNTS) with fixed words.
COUNT_PHRASES: dict[str, str] = {
    "cards_in_your_hand": "the number of cards in your hand",
    "type_you_control:Creature": "the number of creatures you control",
    "type_you_control:Land": "the number of lands you control",
    "type_you_control:Artifact": "the number of artifacts you control",
    "type_you_control:Enchantment": "the number of enchantments you control",
    "nonwall_creatures_you_control": "the number of non-Wall creatures you control",
    "creature_cards_in_your_graveyard": "the number of creature cards in your graveyard",
    "cards_in_your_graveyard": "the number of cards in your graveyard",
    "instant_and_sorcery_cards_in_your_graveyard": (
        "the number of instant and sorcery cards in your graveyard"
    ),
    "creature_cards_in_all_graveyards": "the number of creature cards in all graveyards",
    "cards_in_all_graveyards": "the number of cards in all graveyards",
    "card_types_in_all_graveyards": "the number of card types among cards in all graveyards",
    "creatures_on_battlefield": "the number of creatures on the battlefield",
    "basic_land_types_you_control": "the number of basic land types among lands you control",
    "your_life": "your life total",
    "opponents_you_have": "the number of opponents you have",  # 102.2, 102.3
    "tapped_creatures_you_control": "the number of tapped creatures you control",
    "cards_in_all_hands": "the total number of cards in all players' hands",
    "card_types_in_your_graveyard": "the number of card types among cards in your graveyard",
    "creatures_in_your_party": "the number of creatures in your party",
    "times_self_mutated": "the number of times ~ has mutated",  # 702.140c
    "attacking_creatures": "the number of attacking creatures",  # 506.4
    "colors_among_permanents_you_control": "the number of colors among permanents you control",
}
_PHRASE_COUNTS = {phrase: word for word, phrase in COUNT_PHRASES.items()}

# Card types a "the number of [type] cards in all graveyards" may name (205.2a).
GRAVEYARD_TYPES = ("Artifact", "Enchantment", "Instant", "Land", "Sorcery", "Planeswalker")


def _alternation(words: Iterable[str]) -> str:
    return "|".join(sorted(set(words), key=lambda w: (-len(w), w)))


GRAMMAR = (
    r"""
cda: CDA_BOTH "are each equal to" count_plus -> cda_both
   | CDA_POWER "is equal to" count_plus -> cda_power
   | CDA_POWER "is equal to" count_plus AND_ITS_TOUGHNESS count_plus -> cda_power_and_toughness
   | CDA_POWER "is equal to" count THAT_NUMBER_PLUS INT -> cda_toughness_plus
   | CDA_TOUGHNESS "is equal to" count_plus -> cda_toughness
CDA_BOTH: "~'s power and toughness"
CDA_POWER: "~'s power"
CDA_TOUGHNESS: "~'s toughness"
AND_ITS_TOUGHNESS: "and its toughness is equal to"
THAT_NUMBER_PLUS: "and its toughness is equal to that number plus"
count_plus: count -> count_plus
          | INT "plus" count -> count_plus
// the counts composed from their words: engine.oracle.grammar.counts
count: COUNT_FIXED -> fixed_count
THE_NUMBER_OF: "the number of"
COUNT_FIXED: /(?:"""
    + _alternation(COUNT_PHRASES.values())
    + r""")(?![\w'-])/
PLURAL_SUBTYPE: /(?:"""
    + _alternation(PLURAL_SUBTYPES)
    + r""")(?![\w'-])/
"""
)


class DefinedPowerToughnessLowering:
    def cda_both(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        word, plus = items[1]
        _one("power", (word, plus))  # refuses what no characteristic-defining ability reads
        params: dict[str, Any] = {"count": word}
        if plus:
            params |= {"power_plus": plus, "toughness_plus": plus}
        return (static_ability("", KIND, **params),)

    def cda_power(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", KIND, **_one("power", items[1])),)

    def cda_toughness(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", KIND, **_one("toughness", items[1])),)

    def cda_power_and_toughness(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        params = _one("power", items[1]) | _one("toughness", items[2])
        return (static_ability("", KIND, **params),)

    def cda_toughness_plus(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        # "... and its toughness is equal to that number plus 1" (Tarmogoyf's */1+*)
        word = items[1]
        _one("power", (word, 0))
        return (
            static_ability(
                "",
                KIND,
                power_count=word,
                toughness_count=word,
                toughness_plus=int(items[3]),
            ),
        )

    def count_plus(self, items: list[Any]) -> tuple[str, int]:
        if len(items) == 1:
            return items[0], 0
        return items[-1], int(items[0])  # "plus" may or may not be kept as a token

    def fixed_count(self, items: list[Token]) -> str:
        return _PHRASE_COUNTS[str(items[0])]


def _one(which: str, counted: tuple[str, int]) -> dict[str, Any]:
    word, plus = counted
    if word.startswith(GREATEST_STAT):
        # 604.3: the ability would read its own power among the creatures (a loop): not read
        raise ValueError("a characteristic-defining ability naming the greatest power")
    params: dict[str, Any] = {f"{which}_count": word}
    if plus:
        params[f"{which}_plus"] = plus
    return params


# --- printing ------------------------------------------------------------------------------


def count_words(word: object) -> str | None:
    """The words for a count, or None when Oracle text has none the grammar reads."""
    if not isinstance(word, str) or not known_count(word):
        return None
    if word in COUNT_PHRASES:
        return COUNT_PHRASES[word]
    head, _, arg = word.partition(":")
    if head == "creatures_on_battlefield" and arg in COLOR_WORDS:
        return f"the number of {COLOR_WORDS[arg]} creatures on the battlefield"
    if head == "color_permanents_you_control" and arg in COLOR_WORDS:
        return f"the number of {COLOR_WORDS[arg]} permanents you control"
    if head == "type_cards_in_all_graveyards" and arg in GRAVEYARD_TYPES:
        return f"the number of {arg.lower()} cards in all graveyards"
    if head in ("lands_of_type", "subtype_you_control", "subtype_on_battlefield"):
        if PLURAL_SUBTYPES.get(plural(arg)) != arg:
            return None
        if (head == "lands_of_type") != (arg in BASIC_LAND_TYPES):
            return None
        where = "on the battlefield" if head == "subtype_on_battlefield" else "you control"
        return f"the number of {plural(arg)} {where}"
    return count_phrase(word, count_words)


def _counted(params: Params, which: str) -> str | None:
    words = count_words(params.get(f"{which}_count", params.get("count")))
    plus = params.get(f"{which}_plus", 0)
    if words is None or isinstance(plus, bool) or not isinstance(plus, int) or plus < 0:
        return None
    return f"{plus} plus {words}" if plus else words


def sentence(params: Params) -> str | None:
    """The Oracle sentence of a `cda_power_toughness` ability, or None without words for it."""
    keys = set(params)
    if "count" in params:
        if keys - {"count", "power_plus", "toughness_plus"}:
            return None
        if params.get("power_plus", 0) != params.get("toughness_plus", 0):
            return None
        both = _counted(params, "power")
        return None if both is None else f"~'s power and toughness are each equal to {both}."
    power = _counted(params, "power") if "power_count" in params else None
    toughness = _counted(params, "toughness") if "toughness_count" in params else None
    if keys - {"power_count", "power_plus", "toughness_count", "toughness_plus"}:
        return None
    if power is not None and toughness is None and "toughness_count" not in params:
        return f"~'s power is equal to {power}."
    if toughness is not None and power is None and "power_count" not in params:
        return f"~'s toughness is equal to {toughness}."
    if power is None or toughness is None:
        return None
    same = params["power_count"] == params["toughness_count"] and not params.get("power_plus")
    plus = params.get("toughness_plus", 0)
    if same and plus:
        return (
            f"~'s power is equal to {power} and its toughness is equal to that number plus {plus}."
        )
    return f"~'s power is equal to {power} and its toughness is equal to {toughness}."


def defines(abilities: Iterable[Ability], stat: str, printed: str) -> bool:
    """Does a characteristic-defining ability among `abilities` define the printed `stat`
    ("power" or "toughness") as printed: "*" a count, "1+*" one plus a count (208.2a)?"""
    head, star, tail = printed.partition("*")
    if not star or tail or not (head == "" or (head.endswith("+") and head[:-1].isdigit())):
        return False
    plus = int(head[:-1]) if head else 0
    for ability in abilities:
        if not isinstance(ability, StaticAbility) or ability.effect != KIND:
            continue
        p = ability.params
        if f"{stat}_count" in p or "count" in p:
            return bool(p.get(f"{stat}_plus", 0) == plus)
    return False
