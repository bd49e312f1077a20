""" "Exile the top two cards of your library. Until the end of your next turn, you may play those
cards." (Light Up the Stage), "exile the top card of your library. Until end of turn, you may play
that card." (Abbot of Keral Keep's trigger), "... Until end of turn, you may play cards exiled
this way." (Act on Impulse): the exile (`exile_top`, which binds the cards it moved), then the
instruction `may_play_exiled` on those cards (engine.mechanics.play_from_exile: a permission
locked to each card in exile, 601.3, 400.7, lasting until end of turn or until the end of your
next turn, 611.2a; "cast" rather than "play" leaves out playing a land, 305.1).

Read only as the two sentences together: "that card" and "those cards" are the cards that exile
moved, nothing else. "That card" follows one card, "those cards" several; "cards exiled this way"
follows either.
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
pfe_exile_top: PFE_EXILE_TOP_CARD -> pfe_top_card
             | PFE_EXILE_THE_TOP NUMWORD CARDS_OF_YOUR_LIBRARY -> pfe_top_cards
pfe_permission: pfe_until PFE_YOU_MAY pfe_cards
?pfe_until: EOT_FRONT | PFE_END_OF_YOUR_NEXT_TURN
pfe_cards: PFE_THAT_CARD | PFE_THOSE_CARDS | PFE_EXILED_THIS_WAY
PFE_EXILE_TOP_CARD: "exile the top card of your library"
PFE_EXILE_THE_TOP: "exile the top"
PFE_END_OF_YOUR_NEXT_TURN: "until the end of your next turn,"
PFE_YOU_MAY: "you may play" | "you may cast"
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
    allowed = {"cards", "duration", "cast_only", "this_way"}
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
    if second.params.get("this_way"):
        cards = "cards exiled this way"
    else:
        cards = "that card" if count == 1 else "those cards"
    return [exile, f"{until}, you may {verb} {cards}"]


class PlayFromExileLowering:
    ctx: LineContext

    def pfe_top_card(self, items: list[Token]) -> Instruction:
        return step("exile_top", player="you", count=1)

    def pfe_top_cards(self, items: list[Token]) -> Instruction:
        return step("exile_top", player="you", count=number(items[1]))

    def pfe_permission(self, items: list[Token]) -> dict[str, Any]:
        until, verb, cards = items
        return {
            "duration": "end_of_turn"
            if until.type == "EOT_FRONT"
            else ("until_end_of_your_next_turn"),
            "cast_only": str(verb).lower().endswith("cast"),
            "cards": cards,
        }

    def pfe_cards(self, items: list[Token]) -> str:
        return items[0].type

    def pfe_exile_and_play(self, items: list[Any]) -> Effects:
        exile: Instruction = items[0]
        permission: dict[str, Any] = items[1]
        count = exile.params["count"]
        cards = permission["cards"]
        if cards == "PFE_THAT_CARD" and count != 1:
            raise ValueError('"that card" after several exiled cards')
        if cards == "PFE_THOSE_CARDS" and count == 1:
            raise ValueError('"those cards" after one exiled card')
        params: dict[str, Any] = {}
        if permission["duration"] != "end_of_turn":
            params["duration"] = permission["duration"]
        if permission["cast_only"]:
            params["cast_only"] = True
        if cards == "PFE_EXILED_THIS_WAY":
            params["this_way"] = True
        return (exile, step("may_play_exiled", **params))
