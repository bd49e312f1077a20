"""More "Activate only if ..." conditions (602.1b), read into the words of
engine.rules.activation_conditions: "~'s power is 4 or greater", "you control a creature with
flying", "you control a creature with power 4 or greater", "you control another colorless
creature", "an opponent controls more lands than you"."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.oracle.vocabulary import number_word, word_number
from engine.rules.activation_conditions import GRAVEYARD_WORDS

GRAMMAR = r"""
%extend activation_condition: AC_SELF_POWER INT "or greater" -> ac_self_power
    | COST_YOU_CONTROL "a" "creature" "with" keyword -> ac_creature_with
    | COST_YOU_CONTROL "a" "creature" "with" AC_POWER INT "or greater" -> ac_creature_power
    | COST_YOU_CONTROL AC_ANOTHER_COLORLESS -> ac_another_colorless
    | AC_OPPONENT_MORE_LANDS -> ac_opponent_more_lands
    | COST_YOU_CONTROL A_LEGENDARY_CREATURE -> ac_legendary_creature
// the player's graveyard (engine.rules.activation_conditions; the words of
// engine.oracle.grammar.conditional_statics): delirium (207.2c, 205.2a), descend (110.4a)
    | CS_THERE_ARE NUMWORD CS_CARD_TYPES_IN_GRAVEYARD -> ac_card_types_in_graveyard
    | CS_THERE_ARE NUMWORD CS_PERMANENT_CARDS_IN_GRAVEYARD -> ac_permanent_cards_in_graveyard
    | CS_THERE_ARE NUMWORD CS_SPELLS_IN_GRAVEYARD -> ac_spells_in_graveyard
AC_SELF_POWER: "~'s power is"
AC_POWER: "power"
AC_ANOTHER_COLORLESS: "another colorless creature"
AC_OPPONENT_MORE_LANDS: "an opponent controls more lands than you"
"""


class ActivationConditionLowering:
    def ac_self_power(self, items: list[Token]) -> str:
        return f"self_power_at_least:{int(items[1])}"

    def ac_creature_with(self, items: list[Any]) -> str:
        return f"control_creature_with:{items[-1]}"

    def ac_creature_power(self, items: list[Any]) -> str:
        return f"control_creature_power_at_least:{int(items[-1])}"

    def ac_another_colorless(self, items: list[Any]) -> str:
        return "control_another_colorless_creature"

    def ac_opponent_more_lands(self, items: list[Any]) -> str:
        return "opponent_more_lands"

    def ac_legendary_creature(self, items: list[Any]) -> str:
        return "control_legendary_creature"

    def ac_card_types_in_graveyard(self, items: list[Token]) -> str:
        return f"card_types_in_graveyard_at_least:{word_number(str(items[1]))}"

    def ac_permanent_cards_in_graveyard(self, items: list[Token]) -> str:
        return f"permanent_cards_in_graveyard_at_least:{word_number(str(items[1]))}"

    def ac_spells_in_graveyard(self, items: list[Token]) -> str:
        return f"instants_sorceries_in_graveyard_at_least:{word_number(str(items[1]))}"


# The words after "Activate only if" for each condition word (the printer's side of the
# productions above); "{}" stands for the word's argument.
CONDITION_WORDS = {
    "self_power_at_least": "~'s power is {} or greater",
    "control_creature_with": "you control a creature with {}",
    "control_creature_power_at_least": "you control a creature with power {} or greater",
    "control_another_colorless_creature": "you control another colorless creature",
    "opponent_more_lands": "an opponent controls more lands than you",
    "control_legendary_creature": "you control a legendary creature",
}


def condition_words(condition: str) -> str:
    """The words after "Activate only if" for a condition word such as "self_power_at_least:4"."""
    name, _, arg = condition.partition(":")
    if name in GRAVEYARD_WORDS and arg.isdigit():
        return f"there are {number_word(int(arg))} or more {GRAVEYARD_WORDS[name].format('your')}"
    if name not in CONDITION_WORDS:
        raise ValueError(f"unknown activation condition {condition!r}")
    return CONDITION_WORDS[name].format(arg.lower())
