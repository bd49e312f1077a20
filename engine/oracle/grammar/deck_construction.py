"""Lines that modify the rules for deck construction (113.6n): "~ can be your commander."
(903.3a), "A deck can have any number of cards named ~." and "A deck can have up to seven cards
named ~." (100.2a's limit of four copies). They lower to the static ability
`deck_construction` (engine.rules.effects.deck_construction), which does nothing during the
game: the ability functioned before the game began, and a scenario is a game under way.
"If ~ is in your opening hand, you may begin the game with it on the battlefield." (103.6a)
lowers to the static ability `opening_hand`, which does nothing for the same reason: the action
is taken after mulligans and before the first turn (103.6), a moment a scenario never has."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import StaticAbility
from engine.core.state import Zone
from engine.oracle.lowering import static_ability
from engine.oracle.vocabulary import number_word, word_number
from engine.rules.effects.deck_construction import DECK_CONSTRUCTION, OPENING_HAND

COMMANDER = "commander"
ANY_NUMBER = "any_number"
UP_TO = "up_to:"
BATTLEFIELD = "battlefield"  # 103.6a: begin the game with it on the battlefield

GRAMMAR = r"""
%extend static_line: SELF DC_COMMANDER "." -> can_be_commander
                   | DC_A_DECK DC_ANY_NUMBER DC_NAMED SELF "." -> any_number_named
                   | DC_A_DECK "up to" NUMWORD DC_NAMED SELF "." -> up_to_named
                   | "if" SELF DC_OPENING_HAND "," DC_BEGIN_WITH DC_PRONOUN DC_ON_BATTLEFIELD "." -> opening_hand
DC_OPENING_HAND: "is in your opening hand"
DC_BEGIN_WITH: "you may begin the game with"
DC_PRONOUN: "it" | "them"
DC_ON_BATTLEFIELD: "on the battlefield"
DC_COMMANDER: "can be your commander"
DC_A_DECK: "a deck can have"
DC_ANY_NUMBER: "any number of"
DC_NAMED: "cards named"
"""


class DeckConstructionLowering:
    def can_be_commander(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", DECK_CONSTRUCTION, rule=COMMANDER),)

    def any_number_named(self, items: list[Any]) -> tuple[StaticAbility, ...]:
        return (static_ability("", DECK_CONSTRUCTION, rule=ANY_NUMBER),)

    def opening_hand(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        # "them" is kept to print it back; a character's "him" or "her" is read as "it"
        # (engine.oracle.normalize's pronoun folds) and printed back in the card's own words.
        pronoun = next(str(t) for t in items if t.type == "DC_PRONOUN")
        said = {} if pronoun == "it" else {"pronoun": pronoun}
        return (static_ability("", OPENING_HAND, Zone.HAND, rule=BATTLEFIELD, **said),)

    def up_to_named(self, items: list[Token]) -> tuple[StaticAbility, ...]:
        count = word_number(str(items[1]))
        return (static_ability("", DECK_CONSTRUCTION, rule=f"{UP_TO}{count}"),)


def deck_construction_words(ability: StaticAbility) -> str | None:
    """The line of a deck-construction ability, or None for another static ability."""
    if ability.effect == OPENING_HAND:
        params = dict(ability.params)
        pronoun = params.pop("pronoun", "it")
        if params != {"rule": BATTLEFIELD} or ability.zone is not Zone.HAND:
            return None
        if pronoun not in ("it", "them"):
            return None
        return (
            f"If ~ is in your opening hand, you may begin the game with {pronoun} on the "
            "battlefield."
        )
    if ability.effect != DECK_CONSTRUCTION or set(ability.params) != {"rule"}:
        return None
    rule = ability.params["rule"]
    if rule == COMMANDER:
        return "~ can be your commander."
    if rule == ANY_NUMBER:
        return "A deck can have any number of cards named ~."
    if isinstance(rule, str) and rule.startswith(UP_TO) and rule[len(UP_TO) :].isdigit():
        count = int(rule[len(UP_TO) :])
        if 2 <= count <= 10:
            return f"A deck can have up to {number_word(count)} cards named ~."
    return None
