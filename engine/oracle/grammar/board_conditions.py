"""Intervening "if" clauses about the board (603.4; engine.rules.board_conditions) and the effect
"you win the game" (104.2b) their abilities lead to: "At the beginning of your upkeep, if you
control ten or more Treasures, you win the game." (Revel in Riches), "..., if no creatures are on
the battlefield, sacrifice ~." (Pestilence), "..., if your opponents control no creatures, ..."
(Kezzerdrix), "..., if you control no Snakes, ..." (Ophiomancer), "you control no artifacts"
(a state trigger's condition: engine.oracle.grammar.state_triggers). `board_condition_words` gives
the printer the same words back."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.oracle.grammar.trigger_conditions import COUNTED_TYPES
from engine.oracle.lowering import Effects, step
from engine.oracle.subtypes import PLURAL_SUBTYPES, plural
from engine.oracle.vocabulary import number_word, word_number

GRAMMAR = r"""
%extend condition: BC_OPPONENTS_CONTROL_NO COUNTED -> opponents_control_none
                 | BC_NO COUNTED BC_ON_BATTLEFIELD -> none_on_battlefield
                 | YOU_CONTROL BC_NO PLURAL_SUBTYPE -> you_control_none_of
                 | YOU_CONTROL BC_NO COUNTED -> you_control_none
                 | YOU_CONTROL NUMWORD OR_MORE PLURAL_SUBTYPE -> you_control_at_least_of
BC_OPPONENTS_CONTROL_NO: "your opponents control no"
BC_NO: "no"
BC_ON_BATTLEFIELD: "are on the battlefield"
%extend clause: BC_YOU_WIN -> you_win_the_game
BC_YOU_WIN: "you win the game"
"""


class BoardConditionLowering:
    def opponents_control_none(self, items: list[Token]) -> str:
        return f"opponents_control_none:{COUNTED_TYPES[str(items[1]).lower()]}"

    def none_on_battlefield(self, items: list[Token]) -> str:
        return f"none_on_battlefield:{COUNTED_TYPES[str(items[1]).lower()]}"

    def you_control_none(self, items: list[Token]) -> str:
        return f"you_control_none:{COUNTED_TYPES[str(items[2]).lower()]}"

    def you_control_none_of(self, items: list[Token]) -> str:
        return f"you_control_none_of:{PLURAL_SUBTYPES[str(items[2])]}"

    def you_control_at_least_of(self, items: list[Token]) -> str:
        count = word_number(str(items[1]))
        if count < 2:
            raise ValueError("'one or more' is written 'a'")
        return f"you_control_at_least_of:{count}:{PLURAL_SUBTYPES[str(items[3])]}"

    def you_win_the_game(self, items: list[Any]) -> Effects:
        return (step("win_game"),)


def board_condition_words(name: str) -> str | None:
    """The words of one of these conditions (None: not one of them)."""
    head, _, rest = name.partition(":")
    plurals = {t: p for p, t in COUNTED_TYPES.items()}
    if head == "opponents_control_none" and rest in plurals:
        return f"your opponents control no {plurals[rest]}"
    if head == "you_control_none" and rest in plurals:
        return f"you control no {plurals[rest]}"
    if head == "none_on_battlefield" and rest in plurals:
        return f"no {plurals[rest]} are on the battlefield"
    if head == "you_control_none_of" and PLURAL_SUBTYPES.get(plural(rest)) == rest:
        return f"you control no {plural(rest)}"
    if head == "you_control_at_least_of":
        count, _, subtype = rest.partition(":")
        if count.isdigit() and int(count) > 1 and PLURAL_SUBTYPES.get(plural(subtype)) == subtype:
            return f"you control {number_word(int(count))} or more {plural(subtype)}"
    return None
