"""How many, in words (107.1, 208.2a, 608.2h): the counts an amount names, composed from the
parts of the phrase rather than listed phrase by phrase.

- "the number of [adjectives] [noun] [you control | your opponents control | on the
  battlefield]": "snow permanents you control", "artifact creatures you control", "nonbasic
  lands your opponents control", "other Rats on the battlefield", "artifacts and/or
  enchantments you control", "Crabs, Oozes, and/or Horrors you control";
- "the number of [adjectives] cards in [your graveyard | all graveyards | your opponents'
  graveyards]": "other creature cards in your graveyard", "noncreature, nonland cards in your
  graveyard", "permanent cards in your graveyard", "Elf cards in your graveyard";
- "the number of [kind] counters on it / on ~ / on [creatures] you control" (122.1);
- "your devotion to [color]" (700.5);
- "the greatest / highest mana value among [permanents you control | cards in your
  graveyard]" (202.3); "the greatest power / toughness among [creatures] you control" (208);
- "twice [a count]" and "[a count] plus [a count]" (107.1).

Each lowers to a count word of engine.rules.defined_pt ("permanents:you:snow+permanent",
"cards:your_graveyard:other+creature+card"): the phrase's own words in the singular, in the
order written, so `count_phrase` / `each_phrase` print them back exactly. Where an older count
word means the same ("subtype_you_control:Elf"), the phrase lowers to it, so definitions
written with it stay the same.

The same words in the singular follow "for each" ("for each snow permanent you control",
engine.oracle.grammar.counted): one count serves characteristic-defining abilities, "where X
is" and "for each".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token

from engine.oracle.subtypes import BASIC_LAND_TYPES, CREATURE_TYPES, PLURAL_SUBTYPES, plural
from engine.rules.defined_pt import ALL_COUNTERS, GREATEST_STAT, SUM_SEPARATOR, SUPERTYPE_WORDS

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_LETTER_COLORS = {letter: word for word, letter in _COLORS.items()}
_TYPE_NOUNS = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")
_NEGATABLE = (*_TYPE_NOUNS, *SUPERTYPE_WORDS, "token", *_COLORS)
ADJECTIVES: tuple[str, ...] = (
    *("other", "tapped", "untapped", "colorless", "multicolored", "permanent"),
    *_COLORS,
    *SUPERTYPE_WORDS,
    *_TYPE_NOUNS,
    "instant",
    "sorcery",
    *(f"non{word}" for word in _NEGATABLE),
)
_LAND_SUBTYPES = tuple(BASIC_LAND_TYPES)
_SUBTYPES = tuple(sorted({*CREATURE_TYPES, *_LAND_SUBTYPES}))
# A subtype whose plural is itself ("Treefolk") reads only as the noun of a plural phrase.
_SUBTYPE_ADJECTIVES = tuple(s for s in _SUBTYPES if plural(s) != s)
_PLURAL_NOUNS = {f"{noun}s": noun for noun in (*_TYPE_NOUNS, "permanent", "card")}
_PLURAL_NOUNS |= {plural(s): s for s in _SUBTYPES if PLURAL_SUBTYPES.get(plural(s)) == s}
_SINGULAR_NOUNS = (*_TYPE_NOUNS, "permanent", "card")

PLACES = {
    "you control": ("permanents", "you"),
    "your opponents control": ("permanents", "opponents"),
    "on the battlefield": ("permanents", "all"),
    "in your graveyard": ("cards", "your_graveyard"),
    "in all graveyards": ("cards", "all_graveyards"),
    "in your opponents' graveyards": ("cards", "opponents_graveyards"),
}
_PLACE_WORDS = {value: words for words, value in PLACES.items()}
DEVOTION = "devotion"
GREATEST = ("greatest_mana_value", "highest:")


def _alternation(words: Any) -> str:
    return "|".join(sorted(set(words), key=lambda w: (-len(w), w)))


GRAMMAR = (
    r"""
%extend count: object_count -> one_count
             | object_count "plus" object_count -> sum_count
             | "twice" count -> twice_count
             | CN_DEVOTION CN_COLOR -> devotion_count
             | THE_NUMBER_OF CN_COUNTER_KIND CN_COUNTERS_ON counter_holder -> counters_count
// 122.1: counters of every kind together ("the number of counters on ~")
             | THE_NUMBER_OF CN_COUNTERS_ON counter_holder -> all_counters_count
             | CN_GREATEST CN_MV_AMONG counted_objects -> greatest_count
             | CN_GREATEST CN_STAT_AMONG counted_objects -> greatest_stat_count
object_count: THE_NUMBER_OF counted_objects
counted_objects: plural_words CN_PLACE -> counted_objects
plural_words: adjectives? plural_noun
adjectives: CN_ADJECTIVE+
          | CN_ADJECTIVE ("," CN_ADJECTIVE)+
plural_noun: CN_PLURAL
           | CN_PLURAL "and/or" CN_PLURAL
           | CN_PLURAL ("," CN_PLURAL)+ "," "and/or" CN_PLURAL
counter_holder: "it" -> counters_on_it
              | SELF -> counters_on_self
              | plural_words CN_PLACE -> counters_on_permanents
%extend each_count: singular_words CN_PLACE -> each_objects
singular_words: CN_SINGULAR+
              | CN_SINGULAR ("," CN_SINGULAR)+ CN_SINGULAR
// "plus", "twice", "and/or" and "it" are the grammar's shared literals: one terminal each
CN_DEVOTION: "your devotion to"
CN_COUNTERS_ON: "counters on"
CN_MV_AMONG: "mana value among"
CN_STAT_AMONG: /(power|toughness) among/
CN_GREATEST: /the (greatest|highest)(?![\w'-])/
CN_COLOR: /(white|blue|black|red|green)(?![\w'-])/
CN_COUNTER_KIND: /([+-]1\/[+-]1|[a-z]+)(?= counters on)/
CN_PLACE: /("""
    + _alternation(PLACES)
    + r""")(?![\w'-])/
CN_ADJECTIVE: /("""
    + _alternation((*ADJECTIVES, *_SUBTYPE_ADJECTIVES))
    + r""")(?![\w'\/-])/
CN_PLURAL: /("""
    + _alternation(_PLURAL_NOUNS)
    + r""")(?![\w'-])/
CN_SINGULAR: /("""
    + _alternation((*ADJECTIVES, *_SINGULAR_NOUNS, *_SUBTYPES))
    + r""")(?![\w'\/-])/
"""
)


def _word(head: str, place: str, words: tuple[str, ...]) -> str:
    """The count word for the phrase's words (singular, as written) in a place; an older
    count word where one means the same (engine.rules.defined_pt)."""
    *adjectives, noun = words
    if head == "permanents" and not adjectives and noun[:1].isupper() and "/" not in noun:
        if place == "you":
            kind = "lands_of_type" if noun in BASIC_LAND_TYPES else "subtype_you_control"
            return f"{kind}:{noun}"
        if place == "all" and noun not in BASIC_LAND_TYPES:
            return f"subtype_on_battlefield:{noun}"
    if head == "permanents" and len(words) == 2 and adjectives[0] in _COLORS:
        letter = _COLORS[adjectives[0]]
        if place == "all" and noun == "creature":
            return f"creatures_on_battlefield:{letter}"
        if place == "you" and noun == "permanent":
            return f"color_permanents_you_control:{letter}"
    if head == "cards" and place == "all_graveyards" and len(words) == 2 and noun == "card":
        if adjectives[0] in ("artifact", "enchantment", "instant", "land", "sorcery"):
            return f"type_cards_in_all_graveyards:{adjectives[0].capitalize()}"
        if adjectives[0] == "planeswalker":
            return "type_cards_in_all_graveyards:Planeswalker"
    return f"{head}:{place}:{'+'.join(words)}"


def _checked(head: str, words: tuple[str, ...]) -> tuple[str, ...]:
    noun = words[-1]
    if (head == "cards") != (noun == "card"):
        raise ValueError(f"{noun!r} is not counted there")
    if any(w in ("tapped", "untapped") for w in words) and head == "cards":
        raise ValueError("cards in a graveyard are neither tapped nor untapped")
    return words


class CountLowering:
    def counted_objects(self, items: list[Any]) -> tuple[str, str, tuple[str, ...]]:
        words, place = items
        head, where = PLACES[str(place)]
        return head, where, _checked(head, words)

    def plural_words(self, items: list[Any]) -> tuple[str, ...]:
        adjectives = tuple(items[0]) if len(items) == 2 else ()
        return (*adjectives, items[-1])

    def adjectives(self, items: list[Token]) -> tuple[str, ...]:
        return tuple(str(t) for t in items)

    def plural_noun(self, items: list[Token]) -> str:
        nouns = [_PLURAL_NOUNS[str(t)] for t in items if t.type == "CN_PLURAL"]
        if len(nouns) > 1 and "card" in nouns:
            raise ValueError("cards and/or permanents")
        return "/".join(nouns)

    def object_count(self, items: list[Any]) -> str:
        head, where, words = items[1]
        return _word(head, where, words)

    def one_count(self, items: list[Any]) -> str:
        return str(items[0])

    def sum_count(self, items: list[Any]) -> str:
        return f"sum:{items[0]}{SUM_SEPARATOR}{items[-1]}"

    def twice_count(self, items: list[Any]) -> str:
        return f"twice:{items[-1]}"

    def devotion_count(self, items: list[Token]) -> str:
        return f"{DEVOTION}:{_COLORS[str(items[1]).lower()]}"

    def counters_count(self, items: list[Any]) -> str:
        kind = str(items[1])
        holder, rest = items[3]
        if holder == "permanents":
            return f"counters_on_permanents:{kind}:{'+'.join(rest)}"
        return f"{holder}:{kind}"

    def all_counters_count(self, items: list[Any]) -> str:
        holder, _ = items[2]
        if holder == "permanents":
            raise ValueError("counters of every kind on permanents")
        return f"{holder}:{ALL_COUNTERS}"

    def counters_on_it(self, items: list[Any]) -> tuple[str, tuple[str, ...]]:
        return "counters_on_self", ()

    def counters_on_self(self, items: list[Any]) -> tuple[str, tuple[str, ...]]:
        return "counters_on_named_self", ()

    def counters_on_permanents(self, items: list[Any]) -> tuple[str, tuple[str, ...]]:
        if PLACES[str(items[1])] != ("permanents", "you"):
            raise ValueError("counters on permanents elsewhere")
        return "permanents", _checked("permanents", items[0])

    def greatest_count(self, items: list[Any]) -> str:
        head, where, words = items[2]
        if (head, where) not in (("permanents", "you"), ("cards", "your_graveyard")):
            raise ValueError("a greatest mana value elsewhere")
        highest = "highest:" if str(items[0]).lower().endswith("highest") else ""
        return f"greatest_mana_value:{highest}{head}:{where}:{'+'.join(words)}"

    def greatest_stat_count(self, items: list[Any]) -> str:
        head, where, words = items[2]
        if (head, where) != ("permanents", "you"):
            raise ValueError("a greatest power or toughness elsewhere")
        if str(items[0]).lower().endswith("highest"):
            raise ValueError("the highest power: not Oracle's words")
        stat = str(items[1]).split()[0]
        return f"{GREATEST_STAT}:{stat}:{head}:{where}:{'+'.join(words)}"

    def singular_words(self, items: list[Token]) -> tuple[str, ...]:
        return tuple(str(t) for t in items)

    def each_objects(self, items: list[Any]) -> str:
        words, place = items
        head, where = PLACES[str(place)]
        noun = words[-1]
        if noun not in _SINGULAR_NOUNS and noun not in _SUBTYPES:
            raise ValueError(f"{noun!r} is not a noun")
        return _word(head, where, _checked(head, words))


# --- printing ------------------------------------------------------------------------------


def _adjective_words(words: list[str]) -> str:
    """Adjectives as written: coordinate "non-" adjectives are separated by commas (205.4b:
    "noncreature, nonland cards")."""
    out = ""
    for i, word in enumerate(words):
        if i:
            both_negative = word.startswith("non") and words[i - 1].startswith("non")
            out += ", " if both_negative else " "
        out += word
    return out


def _plural(noun: str) -> str:
    parts = [plural(p) if p[:1].isupper() else f"{p}s" for p in noun.split("/")]
    if len(parts) == 1:
        return parts[0]
    if len(parts) == 2:
        return f"{parts[0]} and/or {parts[1]}"
    return ", ".join(parts[:-1]) + f", and/or {parts[-1]}"


def _valid(words: list[str], singular: bool) -> bool:
    if not words or not all(words):
        return False
    *adjectives, noun = words
    known_adjectives = set(ADJECTIVES) | set(_SUBTYPE_ADJECTIVES)
    if any(a not in known_adjectives for a in adjectives):
        return False
    nouns = noun.split("/")
    if singular:
        return len(nouns) == 1 and (noun in _SINGULAR_NOUNS or noun in _SUBTYPES)
    return all(n in _PLURAL_NOUNS.values() for n in nouns)


def _objects_words(head: str, place: str, filt: str, singular: bool = False) -> str | None:
    where = _PLACE_WORDS.get((head, place))
    words = filt.split("+")
    if where is None or not _valid(words, singular):
        return None
    *adjectives, noun = words
    noun_words = noun if singular else _plural(noun)
    phrase = f"{_adjective_words(adjectives)} {noun_words}" if adjectives else noun_words
    return f"{phrase} {where}"


def count_phrase(word: str, count_words: Callable[[object], str | None]) -> str | None:
    """The words for a count word of this module, or None (engine.oracle.grammar.defined_pt
    asks it for the heads it doesn't know, passing its own `count_words` for the counts inside
    "twice ..." and "... plus ...")."""
    head, _, arg = word.partition(":")
    if head in ("permanents", "cards"):
        place, _, filt = arg.partition(":")
        words = _objects_words(head, place, filt)
        return None if words is None else f"the number of {words}"
    if head == "sum":
        parts = arg.split(SUM_SEPARATOR)
        said = [count_words(p) for p in parts]
        if len(parts) != 2 or any(s is None or not s.startswith("the number of ") for s in said):
            return None
        return f"{said[0]} plus {said[1]}"
    if head == "twice":
        inner = count_words(arg)
        return None if inner is None else f"twice {inner}"
    if head == DEVOTION and arg in _LETTER_COLORS:
        return f"your devotion to {_LETTER_COLORS[arg]}"
    if head in ("counters_on_self", "counters_on_named_self") and arg == ALL_COUNTERS:
        return f"the number of counters on {'it' if head == 'counters_on_self' else '~'}"
    if head in ("counters_on_self", "counters_on_named_self") and arg:
        return f"the number of {arg} counters on {'it' if head == 'counters_on_self' else '~'}"
    if head == "counters_on_permanents":
        kind, _, filt = arg.partition(":")
        words = _objects_words("permanents", "you", filt)
        return None if words is None or not kind else f"the number of {kind} counters on {words}"
    if head == GREATEST_STAT:
        stat, _, rest = arg.partition(":")
        inner_head, _, rest = rest.partition(":")
        place, _, filt = rest.partition(":")
        words = _objects_words(inner_head, place, filt)
        if stat not in ("power", "toughness") or words is None:
            return None
        return f"the greatest {stat} among {words}"
    if head == "greatest_mana_value":
        adjective = "highest" if arg.startswith(GREATEST[1]) else "greatest"
        inner_head, _, rest = arg.removeprefix(GREATEST[1]).partition(":")
        place, _, filt = rest.partition(":")
        words = _objects_words(inner_head, place, filt)
        return None if words is None else f"the {adjective} mana value among {words}"
    return None


def each_phrase(word: str) -> str | None:
    """The words after "for each" for a count word of this module, or None."""
    head, _, arg = word.partition(":")
    if head not in ("permanents", "cards"):
        return None
    place, _, filt = arg.partition(":")
    return _objects_words(head, place, filt, singular=True)
