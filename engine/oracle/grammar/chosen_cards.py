"""A card of a kind chosen as the instruction applies, not targeted (608.2c, 608.2d), and moved:
one clause, so it composes with every other clause ("Mill two cards, then return a creature
card from your graveyard to your hand.", "Surveil 2, then return a creature card from your
graveyard to the battlefield.", "Mill three cards. You may put a land card from among them into
your hand."). The instruction is "put_chosen_card" (engine.instructions.chosen_cards).

    [you may] return (a|an|up to N) KIND card(s) from your graveyard to your hand
    [you may] return ... from your graveyard to the battlefield [tapped]
    [you may] put (a|an|up to N) KIND card(s) from among (them|the milled cards|
        the cards milled this way|cards milled this way) into your hand / onto the battlefield

KIND is one card type or "permanent" (110.4a), or several joined by "or" / "and/or" ("an
artifact, creature, or land card"). "From among them" names the cards milled by an earlier
instruction of the same ability by "you" (701.17c); without one the line isn't read."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.instructions.chosen_cards import CHOSEN_CARD_KINDS
from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.vocabulary import number_word, word_number

_KIND = "(?:" + "|".join(CHOSEN_CARD_KINDS) + ")"
_KINDS = rf"{_KIND}(?:(?:,| or| and/or|, or) {_KIND})*"
_COUNT = r"(?:an?|up to (?:one|two|three|four|five|six|seven|eight|nine|ten))"
_CHOSEN = re.compile(rf"(you may )?(put|return) ({_COUNT}) ({_KINDS}) cards?", re.I)

GRAMMAR = (
    r"""
%extend clause: CC_CHOSEN FROM_YOUR_GRAVEYARD cc_to_zone -> chosen_from_graveyard
              | CC_CHOSEN CC_FROM_AMONG cc_to_zone -> chosen_from_among
cc_to_zone: (TO_YOUR_HAND | CC_INTO_HAND) -> cc_hand
          | (TO_THE_BATTLEFIELD | CC_ONTO_BATTLEFIELD) -> cc_battlefield
          | (TO_THE_BATTLEFIELD | CC_ONTO_BATTLEFIELD) TAPPED_WORD -> cc_battlefield_tapped
CC_CHOSEN.3: /"""
    + _CHOSEN.pattern.replace("/", "\\/")
    + r"""/i
CC_FROM_AMONG: "from among them" | "from among the milled cards"
             | "from among the cards milled this way" | "from among cards milled this way"
CC_INTO_HAND: "into your hand"
CC_ONTO_BATTLEFIELD: "onto the battlefield"
"""
)

_AMONG = {
    "from among them": "them",
    "from among the milled cards": "milled",
    "from among the cards milled this way": "milled_this_way",
    "from among cards milled this way": "cards_milled_this_way",
}
_AMONG_WORDS = {v: k for k, v in _AMONG.items()}


def _chosen(token: Token, verb: str) -> dict[str, Any]:
    matched = _CHOSEN.fullmatch(str(token))
    if matched is None or matched.group(2).lower() != verb:
        raise ValueError("the chosen card's words")
    may, _, count, kinds = matched.groups()
    text = str(token)
    params: dict[str, Any] = {}
    words = count.lower()
    plural = text.lower().endswith("cards")
    if words.startswith("up to"):
        params["up_to"] = True
        n = word_number(words.split()[-1])
        if (n != 1) != plural:
            raise ValueError("a count and its noun")
        params["count"] = n
    else:
        if plural or words != ("an" if kinds[0].lower() in "aeiou" else "a"):
            raise ValueError("an article and its noun")
    if may:
        params["may"] = True
    names = re.split(r",? or |,? and/or |, ", kinds.lower())
    if len(set(names)) != len(names):
        raise ValueError("a kind twice")
    params["kinds"] = tuple(names)
    if "and/or" in kinds.lower():
        params["joiner"] = "and/or"
    return params


class ChosenCardLowering:
    ctx: LineContext

    def cc_hand(self, items: list[Any]) -> dict[str, Any]:
        return {"into": "hand", "_words": str(items[0]).lower()}

    def cc_battlefield(self, items: list[Any]) -> dict[str, Any]:
        return {"into": "battlefield", "_words": str(items[0]).lower()}

    def cc_battlefield_tapped(self, items: list[Any]) -> dict[str, Any]:
        return {"into": "battlefield", "tapped": True, "_words": str(items[0]).lower()}

    def chosen_from_graveyard(self, items: list[Any]) -> Effects:
        # 400.7: a card returned from the graveyard "to your hand" / "to the battlefield"
        params = _chosen(items[0], "return")
        zone = dict(items[-1])
        if not zone.pop("_words").startswith("to "):
            raise ValueError('"return ... into"')
        return (step("put_chosen_card", **params, **zone),)

    def chosen_from_among(self, items: list[Any]) -> Effects:
        # 701.17c: the milled cards, found in the graveyard they went to
        params = _chosen(items[0], "put")
        if "milled" not in self.ctx.bound:
            raise ValueError('"from among them" with no cards milled before')
        among = _AMONG[" ".join(str(items[1]).lower().split())]
        zone = dict(items[-1])
        if zone.pop("_words").startswith("to "):
            raise ValueError('"put ... to"')
        return (step("put_chosen_card", **params, **zone, **{"from": "milled"}, among=among),)


def _kinds_words(kinds: tuple[str, ...], joiner: str) -> str:
    if len(kinds) == 1:
        return kinds[0]
    if len(kinds) == 2:
        return f"{kinds[0]} {joiner} {kinds[1]}"
    return ", ".join(kinds[:-1]) + f", {joiner} {kinds[-1]}"


def chosen_card_words(step: Instruction) -> str | None:
    """The clause of a "put_chosen_card" instruction, None for another instruction."""
    if step.kind != "put_chosen_card":
        return None
    p = step.params
    allowed = {"kinds", "from", "into", "tapped", "count", "up_to", "may", "among", "joiner"}
    if not set(p) <= allowed:
        return None
    kinds = tuple(str(k) for k in p.get("kinds", ()))
    if not kinds:
        return None
    source = p.get("from", "graveyard")
    count = p.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool):
        return None
    kind_words = _kinds_words(kinds, str(p.get("joiner", "or")))
    if p.get("up_to"):
        noun = "card" if count == 1 else "cards"
        head = f"up to {number_word(count)} {kind_words} {noun}"
    else:
        if count != 1:
            return None
        head = f"{'an' if kind_words[0] in 'aeiou' else 'a'} {kind_words} card"
    battlefield = p.get("into", "hand") == "battlefield"
    if p.get("tapped") and not battlefield:
        return None
    may = "you may " if p.get("may") else ""
    if source == "graveyard":
        if "among" in p:
            return None
        where = "to the battlefield" if battlefield else "to your hand"
        return (
            f"{may}return {head} from your graveyard {where}{' tapped' if p.get('tapped') else ''}"
        )
    if source != "milled" or p.get("among") not in _AMONG_WORDS:
        return None
    where = "onto the battlefield" if battlefield else "into your hand"
    among = _AMONG_WORDS[str(p["among"])]
    return f"{may}put {head} {among} {where}{' tapped' if p.get('tapped') else ''}"
