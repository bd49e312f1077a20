""" "Look at the top N cards of your library. Put M of them into your hand and the rest ..."
(608.2c): two sentences, one instruction "look_and_take" (engine.instructions.look_and_take).
The rest go into the graveyard ("and the rest into your graveyard": Forbidden Alchemy, Ancestral
Memories) or on the bottom of the library in an order the player picks ("and the rest on the
bottom of your library in any order": Impulse, Dig Through Time; 401.4). "The other" is the one
card left (Sea Gate Oracle: two looked at, one taken; Dark Bargain: three, two taken); "the rest"
is two or more. A random order (which the engine, deterministic, doesn't draw) isn't read."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from engine.oracle.grammar.common import number
from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.subtypes import CREATURE_TYPES
from engine.oracle.vocabulary import number_word, word_number

GRAMMAR = r"""
%extend sentence: LOOK_AT_THE_TOP NUMWORD CARDS_OF_YOUR_LIBRARY "." LT_PUT_SOME lt_rest "." -> look_and_take
LT_PUT_SOME.2: /put (one|two|three|four|five) of them into your hand and the (other|rest)/i
lt_rest: LT_ON_THE_BOTTOM -> lt_bottom
       | LT_ON_THE_BOTTOM LT_IN_ANY_ORDER -> lt_bottom_any_order
       | LT_INTO_GRAVEYARD -> lt_graveyard
LT_ON_THE_BOTTOM: "on the bottom of your library"
LT_IN_ANY_ORDER: "in any order"
LT_INTO_GRAVEYARD: "into your graveyard"
// 701.20a: "Reveal the top four cards of your library. Put all Goblin cards revealed this way
// into your hand and the rest on the bottom of your library in any order."
%extend sentence: LT_REVEAL_THE_TOP NUMWORD CARDS_OF_YOUR_LIBRARY "." LT_PUT_ALL LT_KIND_CARDS LT_REVEALED_INTO_HAND LT_ON_THE_BOTTOM LT_IN_ANY_ORDER "." -> reveal_and_take_all
LT_REVEAL_THE_TOP: "reveal the top"
LT_PUT_ALL: "put all"
LT_KIND_CARDS: /[a-z]+ cards/i
LT_REVEALED_INTO_HAND: "revealed this way into your hand and the rest"
"""

_REST_WORDS = {"bottom": "on the bottom of your library", "graveyard": "into your graveyard"}
_PUT_SOME = re.compile(r"put (\w+) of them into your hand and the (other|rest)")


_CARD_TYPES = ("land", "artifact", "creature", "enchantment")
_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")


class LookAndTakeLowering:
    ctx: LineContext

    def reveal_and_take_all(self, items: list[Any]) -> Effects:
        count = number(next(t for t in items if isinstance(t, Token) and t.type == "NUMWORD"))
        kind = next(t for t in items if isinstance(t, Token) and t.type == "LT_KIND_CARDS")
        return (step("reveal_and_take_all", count=count, **_kind(str(kind).split()[0])),)

    def lt_bottom(self, items: list[Any]) -> tuple[str, bool]:
        return "bottom", False

    def lt_bottom_any_order(self, items: list[Any]) -> tuple[str, bool]:
        return "bottom", True

    def lt_graveyard(self, items: list[Any]) -> tuple[str, bool]:
        return "graveyard", False

    def look_and_take(self, items: list[Any]) -> Effects:
        count = number(next(t for t in items if isinstance(t, Token) and t.type == "NUMWORD"))
        put = next(t for t in items if isinstance(t, Token) and t.type == "LT_PUT_SOME")
        matched = _PUT_SOME.fullmatch(str(put).lower())
        if matched is None:
            raise ValueError("which cards are put into the hand")
        take, others = word_number(matched.group(1)), matched.group(2)
        rest, any_order = next(i for i in items if isinstance(i, tuple))
        left = count - take
        if left < 1 or (others == "other") != (left == 1):
            raise ValueError(f'"the {others}" of {left} cards')
        # Several cards put on the bottom are put in an order their owner picks (401.4): the
        # text says "in any order"; one card has no order to name.
        if rest == "bottom" and any_order != (left > 1):
            raise ValueError("the order of the cards put on the bottom")
        return (step("look_and_take", count=count, take=take, rest=rest),)


def _kind(word: str) -> dict[str, str]:
    """The card word and filter of "Goblin cards", "creature cards", "Island cards"."""
    lower = word.lower()
    if lower in _CARD_TYPES or lower in _LAND_TYPES:
        return {"card": lower}
    if word.capitalize() in CREATURE_TYPES:
        return {"card": "card", "subtype": word.capitalize()}
    raise ValueError(f'"{word} cards" is no card type, land type or creature type')


def _kind_words(params: Any) -> str | None:
    card, subtype = params.get("card", "card"), params.get("subtype")
    if subtype is not None:
        return subtype if card == "card" and subtype in CREATURE_TYPES else None
    if card in _CARD_TYPES:
        return str(card)
    if card in _LAND_TYPES:
        return str(card).capitalize()
    return None


def reveal_and_take_all_words(params: Any) -> str | None:
    if set(params) - {"count", "card", "subtype"} or not isinstance(params.get("count"), int):
        return None
    kind = _kind_words(params)
    if kind is None or params["count"] < 2:
        return None
    return (
        f"reveal the top {number_word(params['count'])} cards of your library. Put all {kind} "
        "cards revealed this way into your hand and the rest on the bottom of your library in any "
        "order"
    )


def look_and_take_words(params: Any) -> str | None:
    if set(params) != {"count", "take", "rest"}:
        return None
    count, take, rest = params["count"], params["take"], _REST_WORDS.get(str(params["rest"]))
    if not isinstance(count, int) or not isinstance(take, int) or rest is None:
        return None
    left = count - take
    if take < 1 or left < 1:
        return None
    others = "other" if left == 1 else "rest"
    order = " in any order" if params["rest"] == "bottom" and left > 1 else ""
    return (
        f"look at the top {number_word(count)} cards of your library. Put {number_word(take)} of "
        f"them into your hand and the {others} {rest}{order}"
    )
