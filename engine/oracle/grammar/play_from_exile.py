""" "Exile the top two cards of your library. Until the end of your next turn, you may play those
cards." (Light Up the Stage), "exile the top card of your library. Until end of turn, you may play
that card." (Abbot of Keral Keep's trigger), "... Until end of turn, you may play cards exiled
this way." (Act on Impulse): the exile (`exile_top`, which binds the cards it moved), then the
instruction `may_play_exiled` on those cards (engine.mechanics.play_from_exile: a permission
locked to each card in exile, 601.3, 400.7, lasting until end of turn or until the end of your
next turn, 611.2a; "cast" rather than "play" leaves out playing a land, 305.1).

Read only as the two sentences together: "that card" and "those cards" ("it", "them") are the
cards that exile moved, nothing else. "That card" follows one card (or the one chosen), "those
cards" several; "cards exiled this way" follows either.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import Instruction
from engine.oracle.grammar.common import number
from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.vocabulary import number_word

GRAMMAR = r"""
%extend sentence: pfe_exile_top "." pfe_permission "." -> pfe_exile_and_play
                | pfe_exile_top "." PFE_CHOOSE_ONE "." pfe_permission "." -> pfe_exile_choose_play
                | pfe_exile_top PFE_THEN_CHOOSE_ONE "." pfe_permission "." -> pfe_exile_then_choose
pfe_exile_top: PFE_EXILE_TOP_CARD -> pfe_top_card
             | PFE_EXILE_THE_TOP NUMWORD CARDS_OF_YOUR_LIBRARY -> pfe_top_cards
pfe_permission: pfe_until PFE_YOU_MAY pfe_cards -> pfe_front
              | PFE_YOU_MAY pfe_cards pfe_after -> pfe_after
              | pfe_until PFE_YOU_MAY_PRONOUN -> pfe_front_pronoun
              | PFE_YOU_MAY_PRONOUN pfe_after -> pfe_after_pronoun
?pfe_until: EOT_FRONT | PFE_END_OF_YOUR_NEXT_TURN
?pfe_after: UNTIL_EOT | PFE_THIS_TURN | PFE_UNTIL_END_OF_YOUR_NEXT_TURN
pfe_cards: PFE_THAT_CARD | PFE_THOSE_CARDS | PFE_EXILED_THIS_WAY
PFE_EXILE_TOP_CARD: "exile the top card of your library"
PFE_EXILE_THE_TOP: "exile the top"
PFE_END_OF_YOUR_NEXT_TURN: "until the end of your next turn,"
PFE_UNTIL_END_OF_YOUR_NEXT_TURN: "until the end of your next turn"
PFE_THIS_TURN: "this turn"
PFE_CHOOSE_ONE: "choose one of them"
PFE_THEN_CHOOSE_ONE: ", then choose one of them"
PFE_YOU_MAY: "you may play" | "you may cast"
PFE_YOU_MAY_PRONOUN: "you may play it" | "you may cast it" | "you may play them" | "you may cast them"
PFE_THAT_CARD: "that card"
PFE_THOSE_CARDS: "those cards"
PFE_EXILED_THIS_WAY: "cards exiled this way"
"""

# The durations the permission is written with (611.2a), by the instruction's "duration".
DURATIONS = {
    "end_of_turn": "until end of turn",
    "until_end_of_your_next_turn": ("until the end of your next turn"),
}


def play_from_exile_words(first: Instruction, second: Instruction) -> list[str] | None:
    """The two sentences of the exile and the permission, or None."""
    if (first.kind, second.kind) != ("exile_top", "may_play_exiled"):
        return None
    if set(first.params) != {"player", "count"} or first.params["player"] != "you":
        return None
    count = first.params["count"]
    if not isinstance(count, int) or count < 1:
        return None
    allowed = {"cards", "duration", "cast_only", "named", "wording", "choose"}
    if not set(second.params) <= allowed or second.params.get("cards", "bound:exiled") != (
        "bound:exiled"
    ):
        return None
    until = DURATIONS.get(str(second.params.get("duration", "end_of_turn")))
    if until is None:
        return None
    exile = (
        "exile the top card of your library"
        if count == 1
        else f"exile the top {number_word(count)} cards of your library"
    )
    verb = "cast" if second.params.get("cast_only") else "play"
    choose = second.params.get("choose", "no")
    choose = "" if choose == "no" else choose
    named = second.params.get("named", "that")
    if choose and (count == 1 or named == "this_way"):
        return None
    one = count == 1 or bool(choose)
    if named == "this_way":
        cards = "cards exiled this way"
    elif named == "pronoun":
        cards = "it" if one else "them"
    else:
        cards = "that card" if one else "those cards"
    wording = second.params.get("wording", "front")
    if wording == "front":
        permission = f"{until}, you may {verb} {cards}"
    elif wording == "this_turn" and until == DURATIONS["end_of_turn"]:
        permission = f"you may {verb} {cards} this turn"
    elif wording == "after":
        permission = f"you may {verb} {cards} {until}"
    else:
        return None
    if choose == "then":
        return [f"{exile}, then choose one of them", permission]
    if choose == "sentence":
        return [exile, "choose one of them", permission]
    return None if choose else [exile, permission]


def _permission(until: Token, verb: Token, cards: str, wording: str) -> dict[str, Any]:
    """The permission's parts: its duration, "cast" or "play", which words name the cards and
    where the duration is written ("front", "this_turn", or "" after the cards)."""
    next_turn = until.type in ("PFE_END_OF_YOUR_NEXT_TURN", "PFE_UNTIL_END_OF_YOUR_NEXT_TURN")
    return {
        "duration": "until_end_of_your_next_turn" if next_turn else "end_of_turn",
        "cast_only": str(verb).lower().split()[2] == "cast",
        "cards": cards,
        "wording": wording,
    }


def _pronoun(verb: Token) -> str:
    """ "you may play it" names one card as "that card" does, "them" several as "those cards"."""
    return "PRONOUN_IT" if str(verb).lower().endswith(" it") else "PRONOUN_THEM"


class PlayFromExileLowering:
    ctx: LineContext

    def pfe_top_card(self, items: list[Token]) -> Instruction:
        return step("exile_top", player="you", count=1)

    def pfe_top_cards(self, items: list[Token]) -> Instruction:
        return step("exile_top", player="you", count=number(items[1]))

    def pfe_front(self, items: list[Token]) -> dict[str, Any]:
        until, verb, cards = items
        return _permission(until, verb, cards, "front")

    def pfe_after(self, items: list[Token]) -> dict[str, Any]:
        verb, cards, until = items
        return _permission(until, verb, cards, "this_turn" if until.type == "PFE_THIS_TURN" else "")

    def pfe_front_pronoun(self, items: list[Token]) -> dict[str, Any]:
        until, verb = items
        return _permission(until, verb, _pronoun(verb), "front")

    def pfe_after_pronoun(self, items: list[Token]) -> dict[str, Any]:
        verb, until = items
        wording = "this_turn" if until.type == "PFE_THIS_TURN" else ""
        return _permission(until, verb, _pronoun(verb), wording)

    def pfe_cards(self, items: list[Token]) -> str:
        return items[0].type

    def pfe_exile_and_play(self, items: list[Any]) -> Effects:
        return _exile_and_play(items[0], items[1], "")

    def pfe_exile_choose_play(self, items: list[Any]) -> Effects:
        return _exile_and_play(items[0], items[2], "sentence")

    def pfe_exile_then_choose(self, items: list[Any]) -> Effects:
        return _exile_and_play(items[0], items[2], "then")


def _exile_and_play(exile: Instruction, permission: dict[str, Any], choose: str) -> Effects:
    """The exile and the permission; `choose`: how "choose one of them" is written, if it is
    ("sentence": its own sentence; "then": after the exile)."""
    count = exile.params["count"]
    cards = permission["cards"]
    if choose:
        # 608.2d: one of the exiled cards, chosen as the ability resolves; "that card" is it.
        if count == 1 or cards not in ("PFE_THAT_CARD", "PRONOUN_IT"):
            raise ValueError('"choose one of them" of one card, or not followed by "that card"')
    elif cards in ("PFE_THAT_CARD", "PRONOUN_IT") and count != 1:
        raise ValueError('"that card" after several exiled cards')
    if cards in ("PFE_THOSE_CARDS", "PRONOUN_THEM") and count == 1:
        raise ValueError('"those cards" after one exiled card')
    params: dict[str, Any] = {}
    if choose:
        params["choose"] = choose
    if permission["duration"] != "end_of_turn":
        params["duration"] = permission["duration"]
    if permission["cast_only"]:
        params["cast_only"] = True
    if cards == "PFE_EXILED_THIS_WAY":
        params["named"] = "this_way"
    elif cards.startswith("PRONOUN"):
        params["named"] = "pronoun"
    if permission["wording"] != "front":
        params["wording"] = permission["wording"] or "after"
    return (exile, step("may_play_exiled", **params))
