"""Intervening "if" clauses of triggered abilities (603.4): "When/Whenever/At [trigger event], if
[condition], [effect]." The condition is checked as the event happens and again as the ability
resolves (engine.rules.triggers.condition); each clause here lowers to one condition name of
that function, and `condition_words` gives the printer the same words back."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.cards.model import TriggeredAbility
from engine.mechanics.dungeons import DUNGEON_CONDITIONS
from engine.mechanics.initiative import INITIATIVE_CONDITIONS
from engine.mechanics.monarch import MONARCH_CONDITIONS
from engine.mechanics.ring import RING_CONDITIONS
from engine.mechanics.turn_history import CONDITION_EVENTS as HISTORY_CONDITIONS
from engine.mechanics.turn_history import GAINED_KEPT, LAST_TURN_CONDITIONS, LIFE_CHANGED_CONDITIONS
from engine.oracle.grammar.cast_keywords import CAST_CHOICES
from engine.oracle.grammar.conditional_statics import condition_phrase
from engine.oracle.grammar.then_if import self_counters_words
from engine.oracle.lowering import Effects, LineContext, triggered_ability
from engine.oracle.vocabulary import number_word, word_number

# Card types a player may count ("if you control three or more artifacts"), by their plural.
COUNTED_TYPES = {
    "artifacts": "Artifact",
    "creatures": "Creature",
    "lands": "Land",
    "enchantments": "Enchantment",
}
# The graveyard conditions of engine.rules.board_conditions, worded as static conditions are.
_GRAVEYARD_CONDITIONS = frozenset(
    {
        "card_types_in_graveyard_at_least",
        "permanent_cards_in_graveyard_at_least",
        "instants_sorceries_in_graveyard_at_least",
    }
)
# Trigger events of the permanent with the ability itself: "it" in the condition is that permanent.
_SELF_EVENTS = frozenset({"self_enters", "self_attacks", "self_blocks", "self_attacks_or_blocks"})
# Conditions without a number: condition name -> words.
FIXED_CONDITIONS = {
    "no_cards_in_hand": "you have no cards in hand",
    "self_untapped": "~ is untapped",
    "self_tapped": "~ is tapped",
    "self_equipped": "~ is equipped",  # 301.5 (engine.rules.triggers)
    "kicked": "it was kicked",  # 702.33d (engine.mechanics.kicker)
    "bargained": "it was bargained",  # 702.166b (engine.mechanics.bargain)
    "gift_promised": "the gift was promised",  # 702.174k (engine.mechanics.gift)
    "evidence_collected": "evidence was collected",  # 701.59c (mechanics.collect_evidence)
    "tribute_not_paid": "tribute wasn't paid",  # 702.104b (engine.mechanics.tribute)
    "you_cast_it": "you cast it",  # 601.2, 608.3 (engine.mechanics.cast_it)
    "you_cast_it_from_hand": "you cast it from your hand",  # 601.2a (engine.mechanics.cast_it)
    "self_suspected": "~ is suspected",  # 701.60a (engine.mechanics.suspect)
    "self_not_suspected": "it's not suspected",  # "it": the permanent itself (below)
    "another_creature_named_self": "you control another creature named ~",  # mechanics.same_name
    # raid, morbid, revolt (engine.mechanics.turn_history)
    **{name: spec[2] for name, spec in HISTORY_CONDITIONS.items()},
    **LAST_TURN_CONDITIONS,  # the spells cast last turn (engine.mechanics.turn_history)
    **LIFE_CHANGED_CONDITIONS,  # 119.3 (engine.mechanics.turn_history)
    **MONARCH_CONDITIONS,  # 725 (engine.mechanics.monarch)
    **DUNGEON_CONDITIONS,  # 309.7 (engine.mechanics.dungeons)
    **INITIATIVE_CONDITIONS,  # 726 (engine.mechanics.initiative)
    **RING_CONDITIONS,  # 701.54 (engine.mechanics.ring)
}

GRAMMAR = (
    r"""
%extend triggered: trigger "," "if" condition "," effects -> triggered_if
                 | trigger "," "if" condition "," YOU_MAY effects -> triggered_if_may
                 | trigger TC_IF_CAST_CHOICE effects -> triggered_if_cast_choice
// one terminal with its comma, apart from a sentence's "If the gift was promised, ..."
TC_IF_CAST_CHOICE.2: ", if the gift was promised," | ", if evidence was collected,"
condition: YOU_CONTROL NUMWORD OR_MORE COUNTED -> control_at_least
         | YOU_HAVE INT OR_LESS_LIFE -> life_at_most
         | YOU_HAVE INT OR_MORE_LIFE -> life_at_least
// 119.3: all the life gained this turn (engine.mechanics.turn_history)
         | TC_YOU_GAINED INT TC_OR_MORE_LIFE_THIS_TURN -> gained_life_at_least
// the player's graveyard (engine.rules.board_conditions; the words of
// engine.oracle.grammar.conditional_statics): delirium (207.2c, 205.2a), descend (110.4a)
         | CS_THERE_ARE NUMWORD CS_CARD_TYPES_IN_GRAVEYARD -> tc_card_types_in_graveyard
         | CS_THERE_ARE NUMWORD CS_PERMANENT_CARDS_IN_GRAVEYARD -> tc_permanent_cards_in_graveyard
         | CS_THERE_ARE NUMWORD CS_SPELLS_IN_GRAVEYARD -> tc_spells_in_graveyard
         | FIXED_CONDITION -> fixed_condition
YOU_CONTROL: "you control"
TC_YOU_GAINED: "you gained"
TC_OR_MORE_LIFE_THIS_TURN: "or more life this turn"
YOU_HAVE: "you have"
OR_MORE: "or more"
OR_LESS_LIFE: "or less life"
OR_MORE_LIFE: "or more life"
COUNTED: """
    + " | ".join(f'"{w}"' for w in COUNTED_TYPES)
    + "\nFIXED_CONDITION: "
    + " | ".join(f'"{w}"' for w in FIXED_CONDITIONS.values())
    + "\n"
)


class TriggerConditionLowering:
    ctx: LineContext

    def control_at_least(self, items: list[Token]) -> str:
        count = word_number(str(items[1]))
        return f"you_control_at_least:{count}:{COUNTED_TYPES[str(items[3]).lower()]}"

    def life_at_most(self, items: list[Token]) -> str:
        return f"life_at_most:{int(items[1])}"

    def life_at_least(self, items: list[Token]) -> str:
        return f"life_at_least:{int(items[1])}"

    def gained_life_at_least(self, items: list[Token]) -> str:
        least = int(items[1])
        if least > GAINED_KEPT:
            raise ValueError(f"the turn's life gained is kept only up to {GAINED_KEPT}")
        return f"gained_life_at_least:{least}"

    def tc_card_types_in_graveyard(self, items: list[Token]) -> str:
        return f"card_types_in_graveyard_at_least:{word_number(str(items[1]))}"

    def tc_permanent_cards_in_graveyard(self, items: list[Token]) -> str:
        return f"permanent_cards_in_graveyard_at_least:{word_number(str(items[1]))}"

    def tc_spells_in_graveyard(self, items: list[Token]) -> str:
        return f"instants_sorceries_in_graveyard_at_least:{word_number(str(items[1]))}"

    def fixed_condition(self, items: list[Token]) -> str:
        words = str(items[0]).lower()
        return next(name for name, text in FIXED_CONDITIONS.items() if text.lower() == words)

    def triggered_if(self, items: list[Any]) -> TriggeredAbility:
        return self._conditional(items, optional=False)

    def triggered_if_may(self, items: list[Any]) -> TriggeredAbility:
        return self._conditional(items, optional=True)

    def triggered_if_cast_choice(self, items: list[Any]) -> TriggeredAbility:
        """ "When ~ enters, if the gift was promised, ..." (603.4, 702.174k): the words are one
        terminal with the spell's "If the gift was promised, ..." (cast_keywords)."""
        words = str(items[1]).lower().removeprefix(", if ").rstrip(",")
        condition = next(c for c, w in CAST_CHOICES.items() if w == words)
        if condition_words(condition) is None:
            raise ValueError("no words for the condition")
        return self._conditional([items[0], condition, items[-1]], optional=False)

    def _conditional(self, items: list[Any], *, optional: bool) -> TriggeredAbility:
        (kind, params), condition, effects = items[0], items[1], items[-1]
        if condition == "self_not_suspected" and kind not in _SELF_EVENTS:
            raise ValueError('"it" names no permanent with the ability')  # 701.60a
        if condition == "turned_creature" and kind != "permanent_turned_face_up":
            raise ValueError('"it\'s a creature" names no permanent of this trigger')
        found: Effects = effects
        return triggered_ability(
            "",
            kind,
            found,
            tuple(self.ctx.targets),
            params=params,
            optional=optional,
            intervening_if=condition,
        )


def condition_words(name: str) -> str | None:
    """The words of an intervening "if" condition (None: there are none for it)."""
    if name in FIXED_CONDITIONS:
        return FIXED_CONDITIONS[name]
    if name == "turned_creature":  # 708.7 (engine.oracle.grammar.face_down_cards)
        return "it's a creature"
    head, _, rest = name.partition(":")
    if head == "you_control_at_least":
        count, _, card_type = rest.partition(":")
        plural = next((p for p, t in COUNTED_TYPES.items() if t == card_type), None)
        if plural is None or not count.isdigit() or int(count) < 2:
            return None
        return f"you control {number_word(int(count))} or more {plural}"
    if head == "life_at_most" and rest.isdigit():
        return f"you have {rest} or less life"
    if head == "life_at_least" and rest.isdigit():
        return f"you have {rest} or more life"
    if head in _GRAVEYARD_CONDITIONS:
        return condition_phrase(name)
    if head == "gained_life_at_least" and rest.isdigit() and int(rest) > 0:
        return f"you gained {int(rest)} or more life this turn"
    return self_counters_words(name, "~")  # 122.1 (engine.oracle.grammar.then_if)
