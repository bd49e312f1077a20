"""The top of a library looked at or revealed, one card of a kind chosen from among them, the
rest put away (608.2c: the three sentences are one instruction, "look_and_choose"):
"Look at the top N cards of your library. You may reveal a creature card from among them and
put it into your hand. Put the rest on the bottom of your library in a random order." Built by
parts, each composing with the others:
- the look: "look at the top N" (608.2c: only that player sees them) or "reveal the top N"
  (701.20a: every player sees them);
- the choice: "you may reveal a [kind] card from among them and put it (that card) into your
  hand" (701.20a) or "you may put a [kind] card from among them into your hand / onto the
  battlefield [tapped]"; the kind is a card type (205.2a), "permanent" (110.4), a land type
  (205.3i) or a creature type (205.3m);
- the rest: "on the bottom of your library in any order" (401.4: their owner orders them), "in a
  random order" (drawn from the game's seed, as a shuffle is: 701.24a), or "into your
  graveyard".
The instruction is engine.instructions.looked_at_choice's."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from engine.oracle.grammar.common import number
from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.subtypes import CREATURE_TYPES, PLURAL_SUBTYPES, plural
from engine.oracle.vocabulary import number_word, word_number

GRAMMAR = r"""
%extend sentence: LOOK_AT_THE_TOP NUMWORD CARDS_OF_YOUR_LIBRARY "." lc_choice "." LC_PUT_THE_REST lc_rest "." -> look_and_choose
                | LT_REVEAL_THE_TOP NUMWORD CARDS_OF_YOUR_LIBRARY "." lc_choice "." LC_PUT_THE_REST lc_rest "." -> look_and_choose
lc_choice: LC_YOU_MAY_REVEAL LC_KIND_CARD lc_filter? LC_FROM_AMONG_THEM LC_AND_PUT_IT_INTO_HAND -> lc_reveal_into_hand
         | LC_YOU_MAY_PUT LC_KIND_CARD lc_filter? LC_FROM_AMONG_THEM LC_INTO_YOUR_HAND -> lc_put_into_hand
         | LC_YOU_MAY_PUT LC_KIND_CARD lc_filter? LC_FROM_AMONG_THEM LC_ONTO_THE_BATTLEFIELD -> lc_onto_battlefield
         | LC_YOU_MAY_PUT LC_KIND_CARD lc_filter? LC_FROM_AMONG_THEM LC_ONTO_THE_BATTLEFIELD TAPPED_WORD -> lc_onto_battlefield_tapped
         | LC_YOU_MAY_REVEAL LC_SOME_CARDS LC_FROM_AMONG_THEM LC_AND_PUT_THEM_INTO_HAND -> lc_reveal_some_into_hand
         | LC_YOU_MAY_PUT LC_SOME_CARDS LC_FROM_AMONG_THEM LC_INTO_YOUR_HAND -> lc_put_some_into_hand
         | LC_YOU_MAY_PUT LC_SOME_CARDS LC_FROM_AMONG_THEM LC_ONTO_THE_BATTLEFIELD -> lc_some_onto_battlefield
         | LC_YOU_MAY_PUT LC_SOME_CARDS LC_FROM_AMONG_THEM LC_ONTO_THE_BATTLEFIELD TAPPED_WORD -> lc_some_onto_battlefield_tapped
// several cards chosen: "up to two creature cards", "any number of land cards"
LC_SOME_CARDS: /(up to (two|three|four|five)|any number of) [a-z][\w-]*(?: or [a-z][\w-]*)? cards/i
LC_AND_PUT_THEM_INTO_HAND: "and put them into your hand" | "and put the revealed cards into your hand"
lc_rest: LT_ON_THE_BOTTOM LT_IN_ANY_ORDER -> lc_bottom_any_order
       | LT_ON_THE_BOTTOM LC_IN_A_RANDOM_ORDER -> lc_bottom_random_order
       | LT_INTO_GRAVEYARD -> lc_graveyard
LC_YOU_MAY_REVEAL: "you may reveal"
LC_YOU_MAY_PUT: "you may put"
LC_KIND_CARD: /an? (?:(?:legendary|white|blue|black|red|green|colorless|multicolored) )?[a-z][\w-]*(?: creature| artifact| enchantment| land)?(?:(?:, [a-z][\w-]*)*,? or [a-z][\w-]*)? card/i
// 202.3, 208.1: "with mana value 3 or less", "with power 2 or less", "with power 5 or greater"
lc_filter: LC_WITH_MANA_VALUE INT TS_OR_LESS -> lc_mana_value_at_most
         | LC_WITH_POWER INT TS_OR_LESS -> lc_power_at_most
         | LC_WITH_POWER INT LC_OR_GREATER -> lc_power_at_least
LC_WITH_MANA_VALUE: "with mana value"
LC_WITH_POWER: "with power"
LC_OR_GREATER: "or greater"
LC_FROM_AMONG_THEM: "from among them"
LC_AND_PUT_IT_INTO_HAND: "and put it into your hand" | "and put that card into your hand"
LC_INTO_YOUR_HAND: "into your hand"
LC_ONTO_THE_BATTLEFIELD: "onto the battlefield"
LC_PUT_THE_REST: "put the rest" | "then put the rest"
LC_IN_A_RANDOM_ORDER: "in a random order"
"""

# The card words of a kind (205.2a card types, 110.4 "permanent", 205.3i land types).
CARD_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "instant", "sorcery")
LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")
# 700.6: "historic" (legendary, an artifact, or a Saga)
KINDS = (*CARD_TYPES, "permanent", "historic", *LAND_TYPES)


# 205.4a supertype, 105.2 colors, 105.2c colorless, 105.2a multicolored: words before the kind.
ADJECTIVES: dict[str, dict[str, Any]] = {
    "legendary": {"supertype": "Legendary"},
    "white": {"color": "W"},
    "blue": {"color": "U"},
    "black": {"color": "B"},
    "red": {"color": "R"},
    "green": {"color": "G"},
    "colorless": {"colorless": True},
    "multicolored": {"multicolored": True},
}
_ADJECTIVE_WORDS = {
    "Legendary": "legendary",
    "W": "white",
    "U": "blue",
    "B": "black",
    "R": "red",
    "G": "green",
}

# Subtypes of other card types a kind may name (205.3g Equipment/Vehicle, 205.3h Aura/Saga/Shrine,
# 205.3k Lesson).
OTHER_SUBTYPES = ("Equipment", "Vehicle", "Aura", "Saga", "Shrine", "Lesson")


def _kind_word(word: str) -> str:
    """One word of a kind: a card type, "permanent" or a land type (lower case), or a subtype
    (205.3m creature types, OTHER_SUBTYPES) as written."""
    if word.lower() in KINDS:
        return word.lower()
    if word.capitalize() == word and (word in CREATURE_TYPES or word in OTHER_SUBTYPES):
        return word
    raise ValueError(f'"{word} card" is no card type, land type or subtype')


def _kind(token: Token) -> dict[str, Any]:
    """ "a creature card" -> card "creature"; "a Human card" -> any card with that creature
    type (205.3m); "an Island card" -> a card with that land type (205.3i); "a creature or land
    card", "an Elf, Warrior, or Tyvar card" -> any card with one of them ("any_of")."""
    text = str(token)
    article, rest = text.split(" ", 1)
    body = rest[: -len(" card")]
    found: dict[str, Any] = {}
    first, _, after = body.partition(" ")
    if first.lower() in ADJECTIVES and not after:
        return {**ADJECTIVES[first.lower()], "card": "card"}  # "a green card" (105.2)
    if first.lower() in ADJECTIVES and after:
        found = dict(ADJECTIVES[first.lower()])
        body = after
    if " " in body and "," not in body and " or " not in body:
        # "a Human creature card": a subtype (205.3) and a card type (205.2a)
        subtype, card = body.split(" ")
        if subtype.capitalize() != subtype or card.lower() not in CARD_TYPES:
            raise ValueError(f'"{body} card"')
        return {**found, "card": card.lower(), "subtype": _kind_word(subtype)}
    words = [w for w in re.split(r",? or |, ", body) if w]
    if found and text.split(" ")[1].lower() not in ADJECTIVES:
        raise ValueError("an adjective")
    if found and len(words) > 1:
        raise ValueError("an adjective on a list of kinds")
    if article.lower() != ("an" if rest[0].lower() in "aeiou" else "a"):
        raise ValueError(f'"{token}": the article')
    kinds = [_kind_word(w) for w in words]
    if len(kinds) > 1:
        if len(set(kinds)) != len(kinds):
            raise ValueError("a kind named twice")
        if len(kinds) > 2 and ", or " not in text:
            raise ValueError("a list of kinds without its last comma")
        return {"card": "card", "any_of": tuple(kinds)}
    (kind,) = kinds
    if kind in KINDS:
        return {**found, "card": kind}
    if kind not in CREATURE_TYPES:
        raise ValueError(f'"{kind} card" alone')
    return {**found, "card": "card", "subtype": kind}


def _some(token: Token) -> dict[str, Any]:
    """ "up to two creature cards" (up_to 2), "any number of Dragon cards" (any_number): the
    kind written in the plural (a card type, or a subtype's plural, 205.3)."""
    text = str(token)
    matched = re.fullmatch(r"(?:up to (\w+)|any number of) (.+) cards", text, re.I)
    if matched is None:
        raise ValueError(f'"{text}"')
    how = (
        {"up_to": word_number(matched.group(1).lower())}
        if matched.group(1)
        else {"any_number": True}
    )
    kinds = []
    for word in re.split(r" or ", matched.group(2)):
        if word.lower() in KINDS:
            kinds.append(word.lower())
        elif word in PLURAL_SUBTYPES and PLURAL_SUBTYPES[word] in CREATURE_TYPES:
            kinds.append(PLURAL_SUBTYPES[word])
        else:
            raise ValueError(f'"{word} cards"')
    if len(kinds) > 1:
        return {**how, "card": "card", "any_of": tuple(kinds)}
    (kind,) = kinds
    if kind in KINDS:
        return {**how, "card": kind}
    return {**how, "card": "card", "subtype": kind}


def _chosen(items: list[Any]) -> dict[str, Any]:
    """The kind of the card chosen and its filters (lc_filter)."""
    kind = _kind(items[1])
    for part in items:
        if isinstance(part, dict):
            kind.update(part)
    return kind


class LookedAtChoiceLowering:
    ctx: LineContext

    def lc_mana_value_at_most(self, items: list[Any]) -> dict[str, Any]:
        return {"mana_value_at_most": int(items[1])}

    def lc_power_at_most(self, items: list[Any]) -> dict[str, Any]:
        return {"power_at_most": int(items[1])}

    def lc_power_at_least(self, items: list[Any]) -> dict[str, Any]:
        return {"power_at_least": int(items[1])}

    def lc_reveal_into_hand(self, items: list[Any]) -> dict[str, Any]:
        that = "that card" in str(items[-1]).lower()
        return {
            **_chosen(items),
            "into": "hand",
            "reveal": True,
            **({"that_card": True} if that else {}),
        }

    def lc_put_into_hand(self, items: list[Any]) -> dict[str, Any]:
        return {**_chosen(items), "into": "hand"}

    def lc_onto_battlefield(self, items: list[Any]) -> dict[str, Any]:
        return {**_chosen(items), "into": "battlefield"}

    def lc_onto_battlefield_tapped(self, items: list[Any]) -> dict[str, Any]:
        return {**_chosen(items), "into": "battlefield", "tapped": True}

    def lc_reveal_some_into_hand(self, items: list[Any]) -> dict[str, Any]:
        those = {"revealed_cards": True} if "revealed cards" in str(items[-1]).lower() else {}
        return {**_some(items[1]), "into": "hand", "reveal": True, **those}

    def lc_put_some_into_hand(self, items: list[Any]) -> dict[str, Any]:
        return {**_some(items[1]), "into": "hand"}

    def lc_some_onto_battlefield(self, items: list[Any]) -> dict[str, Any]:
        return {**_some(items[1]), "into": "battlefield"}

    def lc_some_onto_battlefield_tapped(self, items: list[Any]) -> dict[str, Any]:
        return {**_some(items[1]), "into": "battlefield", "tapped": True}

    def lc_bottom_any_order(self, items: list[Any]) -> dict[str, Any]:
        return {"rest": "bottom"}

    def lc_bottom_random_order(self, items: list[Any]) -> dict[str, Any]:
        return {"rest": "bottom_random"}

    def lc_graveyard(self, items: list[Any]) -> dict[str, Any]:
        return {"rest": "graveyard"}

    def look_and_choose(self, items: list[Any]) -> Effects:
        count = number(next(t for t in items if isinstance(t, Token) and t.type == "NUMWORD"))
        params: dict[str, Any] = {"count": count}
        rest_words = next(t for t in items if isinstance(t, Token) and t.type == "LC_PUT_THE_REST")
        if str(rest_words).lower().startswith("then"):
            params["then"] = True  # "Then put the rest ...": the same order of events (608.2c)
        if isinstance(items[0], Token) and items[0].type == "LT_REVEAL_THE_TOP":
            params["revealed"] = True  # 701.20a: every player sees them
        for part in items:
            if isinstance(part, dict):
                params.update(part)
        if params.get("revealed") and params.get("reveal"):
            raise ValueError("a revealed card revealed again")
        return (step("look_and_choose", **params),)


def _one_word(kind: Any) -> str | None:
    if kind in CARD_TYPES or kind in ("permanent", "historic"):
        return str(kind)
    if kind in LAND_TYPES:
        return str(kind).capitalize()
    if kind in CREATURE_TYPES or kind in OTHER_SUBTYPES:
        return str(kind)
    return None


def _kind_words(params: Any) -> str | None:
    card, subtype, any_of = params.get("card", "card"), params.get("subtype"), params.get("any_of")
    word: str | None
    if any_of is not None:
        listed = [_one_word(k) for k in any_of] if card == "card" and subtype is None else [None]
        if len(listed) < 2 or None in listed:
            return None
        kinds = [str(w) for w in listed]
        if len(kinds) == 2:
            word = f"{kinds[0]} or {kinds[1]}"
        else:
            word = ", ".join(kinds[:-1]) + f", or {kinds[-1]}"
    elif subtype is not None and card != "card":
        word = str(subtype) if card in CARD_TYPES and subtype in CREATURE_TYPES else None
    elif subtype is not None:
        word = str(subtype) if subtype in CREATURE_TYPES else None
    elif card in CARD_TYPES or card in ("permanent", "historic"):
        word = str(card)
    elif card == "card" and (params.get("color") or params.get("colorless")):
        word = ""  # "a green card": the adjective alone
    elif card in LAND_TYPES:
        word = str(card).capitalize()
    else:
        word = None
    if word is None:
        return None
    if params.get("subtype") is not None and card != "card":
        word = f"{params['subtype']} {card}"
    adjectives = [
        _ADJECTIVE_WORDS.get(str(params.get("supertype")), "?") if params.get("supertype") else "",
        _ADJECTIVE_WORDS.get(str(params.get("color")), "?") if params.get("color") else "",
        "colorless" if params.get("colorless") else "",
        "multicolored" if params.get("multicolored") else "",
    ]
    named = [a for a in adjectives if a]
    if "?" in named or len(named) > 1 or (named and any_of is not None):
        return None
    word = " ".join(w for w in (*named, word) if w)
    if not word:
        return None
    filters = ""
    for field, phrase in (
        ("mana_value_at_most", "with mana value {} or less"),
        ("power_at_most", "with power {} or less"),
        ("power_at_least", "with power {} or greater"),
    ):
        value = params.get(field)
        if value is not None:
            if isinstance(value, bool) or not isinstance(value, int) or filters:
                return None
            filters = " " + phrase.format(value)
    return f"{'an' if word[0].lower() in 'aeiou' else 'a'} {word} card{filters}"


_FIELDS = {
    "count",
    "card",
    "subtype",
    "any_of",
    "into",
    "reveal",
    "that_card",
    "tapped",
    "rest",
    "revealed",
    "supertype",
    "color",
    "colorless",
    "multicolored",
    "mana_value_at_most",
    "power_at_most",
    "power_at_least",
    "up_to",
    "any_number",
    "revealed_cards",
    "then",
}
_REST = {
    "bottom": "on the bottom of your library in any order",
    "bottom_random": "on the bottom of your library in a random order",
    "graveyard": "into your graveyard",
}


def look_and_choose_words(params: Any) -> str | None:
    """The three sentences of a look_and_choose instruction (no first capital, no last stop)."""
    count, kind = params.get("count"), _kind_words(params)
    rest = _REST.get(str(params.get("rest")))
    if set(params) - _FIELDS or not isinstance(count, int) or count < 2 or kind is None:
        return None
    if rest is None:
        return None
    several = _several_words(params)
    if several is not None:
        return _several_sentences(params, several, rest)
    if params.get("up_to") is not None or params.get("any_number"):
        return None
    look = "reveal" if params.get("revealed") else "look at"
    into, reveal = params.get("into"), bool(params.get("reveal"))
    if into == "hand" and reveal:
        it = "that card" if params.get("that_card") else "it"
        choice = f"you may reveal {kind} from among them and put {it} into your hand"
    elif into == "hand" and not params.get("that_card"):
        choice = f"you may put {kind} from among them into your hand"
    elif into == "battlefield" and not reveal and not params.get("that_card"):
        tapped = " tapped" if params.get("tapped") else ""
        choice = f"you may put {kind} from among them onto the battlefield{tapped}"
    else:
        return None
    if params.get("tapped") and into != "battlefield":
        return None
    return (
        f"{look} the top {number_word(count)} cards of your library. {choice[0].upper()}"
        f"{choice[1:]}. {_then(params)}ut the rest {rest}"
    )


def _several_words(params: Any) -> str | None:
    """ "up to two creature cards", "any number of Dragon cards", or None for one card."""
    up_to, any_number = params.get("up_to"), params.get("any_number")
    if up_to is None and not any_number:
        return None
    if any_number and up_to is not None:
        return None
    if up_to is not None and (isinstance(up_to, bool) or not isinstance(up_to, int) or up_to < 2):
        return None
    extra = set(params) - {
        "count",
        "card",
        "subtype",
        "any_of",
        "into",
        "reveal",
        "tapped",
        "rest",
        "revealed",
        "up_to",
        "any_number",
        "revealed_cards",
        "then",
    }
    if extra:
        return None
    card, subtype, any_of = params.get("card", "card"), params.get("subtype"), params.get("any_of")
    if any_of is not None:
        if card != "card" or subtype is not None or len(any_of) != 2:
            return None
        words = [_plural_word(k) for k in any_of]
    elif subtype is not None:
        words = [_plural_word(subtype)] if card == "card" else [None]
    else:
        words = [_plural_word(card)] if card != "card" else [None]
    if None in words:
        return None
    how = f"up to {number_word(up_to)}" if up_to is not None else "any number of"
    return f"{how} {' or '.join(str(w) for w in words)} cards"


def _plural_word(kind: Any) -> str | None:
    if kind in KINDS and kind not in LAND_TYPES:
        return str(kind)
    if kind in CREATURE_TYPES:
        word = plural(str(kind))
        return word if PLURAL_SUBTYPES.get(word) == kind else None
    return None


def _several_sentences(params: Any, several: str, rest: str) -> str | None:
    count = params.get("count")
    look = "reveal" if params.get("revealed") else "look at"
    into, reveal = params.get("into"), bool(params.get("reveal"))
    if into == "hand" and reveal and not params.get("revealed"):
        them = "the revealed cards" if params.get("revealed_cards") else "them"
        choice = f"You may reveal {several} from among them and put {them} into your hand"
    elif into == "hand" and not reveal:
        choice = f"You may put {several} from among them into your hand"
    elif into == "battlefield" and not reveal:
        tapped = " tapped" if params.get("tapped") else ""
        choice = f"You may put {several} from among them onto the battlefield{tapped}"
    else:
        return None
    if params.get("tapped") and into != "battlefield":
        return None
    return (
        f"{look} the top {number_word(count)} cards of your library. {choice}. {_then(params)}ut "
        f"the rest {rest}"
    )


def _then(params: Any) -> str:
    """ "Then p" or "P" (the word "then" before "put the rest")."""
    return "Then p" if params.get("then") else "P"
