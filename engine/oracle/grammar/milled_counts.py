""" "... for each [kind] card milled this way" / "... for each [kind] card put into your (their,
a) graveyard this way": an amount counted over the cards an earlier mill of the same line moved
(608.2c: "this way" names that instruction's result; 701.17c: a milled card is found in the
public zone it moved to). "Mill two cards. You gain 1 life for each land card milled this way."
(Dune Chanter), "Target player mills four cards. You draw a card for each creature card put into
their graveyard this way." (Coerced Confession), "Mill four cards, then put a +1/+1 counter on
that creature for each creature card milled this way." (Dig Deep).

The sentence's numbers become that many for each such card
(engine.vocabulary.amounts.PerBoundCard, "per_bound_card:N:milled:KINDS:WHERE"), computed as the
instruction applies (608.2h) by engine.instructions.chosen_cards. It composes with any clause whose
numbers "for each" multiplies (engine.oracle.grammar.counted.PER_PARAMS), as its own sentence after
the mill or after ", then" in the mill's sentence. The kinds are card types, "permanent" or a
subtype (205.2a, 205.3), one or two joined with "or"."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.core.state import Params
from engine.instructions.chosen_cards import CHOSEN_CARD_KINDS
from engine.oracle.grammar.chosen_cards import SUBTYPE_KINDS
from engine.oracle.grammar.counted import PER_PARAMS
from engine.oracle.lowering import Effects, LineContext
from engine.vocabulary.amounts import PER_BOUND_CARD_PREFIX, PerBoundCard, parse_amount

_KIND = "(?:" + "|".join(CHOSEN_CARD_KINDS) + r"|[A-Z][a-z'-]+)"
_KINDS = rf"{_KIND}(?: or {_KIND})?"
_WHERE = r"milled this way|put into (?:your|their|a) graveyard this way"
_FOR_EACH = re.compile(rf"for each ({_KINDS}) card ({_WHERE})", re.I)

GRAMMAR = (
    r"""
%extend sentence: clause MC_FOR_EACH_MILLED "." -> mc_for_each_sentence
                | clause _COMMA_THEN clause MC_FOR_EACH_MILLED "." -> mc_then_for_each_sentence
MC_FOR_EACH_MILLED.3: /"""
    + _FOR_EACH.pattern.replace("/", "\\/")
    + r"""/i
"""
)

# the words after "card" by where the cards are looked for (PerBoundCard.where)
_WHERE_WORDS = {
    "milled": "milled this way",
    "your_graveyard": "put into your graveyard this way",
    "their_graveyard": "put into their graveyard this way",
    "a_graveyard": "put into a graveyard this way",
}
_WORDS_WHERE = {words: where for where, words in _WHERE_WORDS.items()}
# the line's earlier mill (LineContext.bound): "you" milled, or a player named before the verb
MILLED_BY_YOU = "milled"
MILLED_BY_PLAYER = "milled_player"
# which mill each wording may follow: "your graveyard" after "mill", "their" after "[player] mills"
_NEEDS = {
    "milled": (MILLED_BY_YOU, MILLED_BY_PLAYER),
    "your_graveyard": (MILLED_BY_YOU,),
    "their_graveyard": (MILLED_BY_PLAYER,),
    "a_graveyard": (MILLED_BY_YOU, MILLED_BY_PLAYER),
}


def _read(token: Token) -> tuple[tuple[str, ...], str]:
    """The kinds and where the cards are looked for."""
    matched = _FOR_EACH.fullmatch(str(token))
    if matched is None:
        raise ValueError("the milled cards' words")
    kinds_words, where_words = matched.groups()
    names = [n if n in SUBTYPE_KINDS else n.lower() for n in kinds_words.split(" or ")]
    if any(n not in CHOSEN_CARD_KINDS and n not in SUBTYPE_KINDS for n in names):
        raise ValueError("a card type or subtype")
    if len(set(names)) != len(names):
        raise ValueError("a kind twice")
    return tuple(names), _WORDS_WHERE[where_words.lower()]


def _per_card(effects: Effects, kinds: tuple[str, ...], where: str) -> Effects:
    """Each number the clause states, that many for each such card (ValueError if none)."""
    found = False
    counted: list[Instruction] = []
    key = "+".join(kinds)
    for one in effects:
        params = dict(one.params)
        for name in PER_PARAMS.get(one.kind, ()):
            value = params.get(name)
            if isinstance(value, int) and not isinstance(value, bool) and value:
                params[name] = f"{PER_BOUND_CARD_PREFIX}{value}:milled:{key}:{where}"
                found = True
        counted.append(replace(one, params=Params(params)))
    if not found:
        raise ValueError("no number for each milled card")
    return tuple(counted)


def milled_count_words(value: Any) -> str | None:
    """The words after "for each" of a "per_bound_card" amount, None for another value."""
    if not isinstance(value, str) or not value.startswith(PER_BOUND_CARD_PREFIX):
        return None
    word = parse_amount(value)
    if not isinstance(word, PerBoundCard):
        return None
    return f"{' or '.join(word.kinds)} card {_WHERE_WORDS[word.where]}"


class MilledCountLowering:
    ctx: LineContext

    def _check(self, where: str, first: Effects | None = None) -> None:
        needs = _NEEDS[where]
        if first is not None:
            kinds = {one.kind for one in first}
            if "mill" in kinds and any(m in self.ctx.bound for m in needs):
                return
            raise ValueError('"this way" with no mill before it in the sentence')
        if not any(m in self.ctx.bound for m in needs):
            raise ValueError('"this way" with no mill before it')

    def mc_for_each_sentence(self, items: list[Any]) -> Effects:
        effects, token = items
        kinds, where = _read(token)
        self._check(where)
        if any(one.kind == "mill" for one in effects):
            raise ValueError("the mill and its count in one clause")
        return _per_card(tuple(effects), kinds, where)

    def mc_then_for_each_sentence(self, items: list[Any]) -> Effects:
        first, second, token = items
        kinds, where = _read(token)
        self._check(where, tuple(first))
        if any(one.kind == "mill" for one in second):
            raise ValueError("the mill and its count in one clause")
        counted = _per_card(tuple(second), kinds, where)
        return self.then_sentence([first, counted])  # type: ignore[attr-defined,no-any-return]
