"""A spell's alternative cost written in its text (118.9: "You may [action] rather than pay
[this object's] mana cost."), optionally offered under a condition (601.2b: checked as the
spell is cast):

    You may pay {W}{U}{B}{R}{G} rather than pay ~'s mana cost.
    You may sacrifice two Mountains rather than pay ~'s mana cost.
    You may pay 1 life and exile a blue card from your hand rather than pay ~'s mana cost.
    You may pay {1} and return a basic land you control to its owner's hand rather than pay ...
    If you control a Plains, you may tap an untapped creature you control rather than pay ...
    If it's not your turn, you may exile a green card from your hand rather than pay ...

The cost is a list of parts joined by "and", each any part a cost may have: mana ("pay {2}"),
life ("pay 3 life") or a part that chooses objects (sacrifice, discard, exile from the hand or
graveyard, return to the hand, tap untapped permanents: engine.oracle.grammar.costs). The parts
make one `Cost`, held by `CardDef.alternative_cost`, with the condition's word (of
engine.mechanics.conditional_alternative_costs) in `CardDef.alternative_condition`. The cast
action's `alternative: true` pays it (engine.actions.additional_costs): its mana is the total
cost's base (601.2f, 118.9d: cost changes apply to it), its other parts are paid with it
(601.2h), and a cost that can't be paid in full can't be chosen (118.3).

The line is its own start symbol, read after the others (engine.oracle.compiler._starts), so the
Traps' mana-only line keeps its static ability (engine.oracle.grammar
.conditional_alternative_costs)."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from lark import Token

from engine.cards.model import CardDef
from engine.mechanics.conditional_alternative_costs import known_condition
from engine.oracle.grammar.common import number
from engine.oracle.grammar.conditional_alternative_costs import condition_words
from engine.oracle.grammar.costs import activation_condition_words, cost_part_words
from engine.vocabulary.costs import Cost

GRAMMAR = r"""
alternative_cost_line: alt_offer "."
                     | CC_IF alt_condition "," alt_offer "." -> alt_conditional_line
alt_offer: "you may" alt_part (ALT_AND alt_part)* ALT_RATHER
?alt_part: "pay" mana_symbols -> alt_mana_part
         | "pay" INT "life" -> alt_life_part
         | chosen_cost
alt_condition: cac_condition
             | COST_YOU_CONTROL ("a" | "an") cost_noun -> alt_control_condition
             | ALT_NOT_YOUR_TURN -> alt_not_your_turn
             | ALT_YOUR_TURN -> alt_your_turn
// only before a cost's verb: a bare "and" would take the place of other parts' "and" (JE_AND)
ALT_AND: /and(?= (?:pay|sacrifice|return|exile|discard|tap|remove|reveal)\b)/
ALT_RATHER: "rather than pay ~'s mana cost"
ALT_NOT_YOUR_TURN: "it's not your turn"
ALT_YOUR_TURN: "it's your turn"
%extend chosen_cost: "return" NUMWORD cost_nouns COST_YOU_CONTROL ALT_TO_THEIR_OWNERS_HAND -> return_some_cost
                   | "exile" NUMWORD fb_color "cards" FROM_YOUR_HAND -> exile_colored_some_from_hand_cost
                   | "discard" ("a" | "an") COST_SUBTYPE "card" -> discard_subtype_cost
ALT_TO_THEIR_OWNERS_HAND: "to their owner's hand"
"""

# The line's value: ("alternative_cost", cost, condition word or "").
AlternativeCost = tuple[str, Cost, str]
ALTERNATIVE = "alternative_cost"

# The parts the cast action pays for an alternative cost (engine.actions.additional_costs):
# mana, life and the parts that choose objects other than the spell (601.2a: it's on the stack).
_PAID = frozenset(
    {
        "mana",
        "life",
        *("sacrifice", "sacrifice_count", "discard", "discard_type", "discard_random"),
        *("tap_untapped", "tap_untapped_type", "return_to_hand", "return_to_hand_count"),
        *("exile_from_graveyard", "exile_from_graveyard_type"),
        *("exile_from_hand", "exile_from_hand_type", "mill"),
    }
)


def _joined(parts: list[Cost]) -> Cost:
    """The parts as one cost; a part named twice ("discard an Island card and another card")
    isn't one the cost record holds, so the line stays text."""
    blank = Cost()
    joined: dict[str, Any] = {}
    for part in parts:
        for f in fields(Cost):
            value = getattr(part, f.name)
            if value == getattr(blank, f.name):
                continue
            if f.name in joined:
                raise ValueError(f"two cost parts of {f.name}")
            joined[f.name] = value
    return replace(blank, **joined)


def _condition_words(condition: str) -> str | None:
    head = condition.partition(":")[0]
    if head == "control_at_least":
        return activation_condition_words(condition)  # "you control a Plains"
    if condition == "not_your_turn":
        return "it's not your turn"
    if condition == "your_turn":
        return "it's your turn"
    return condition_words(condition)


def alternative_cost_words(cost: object, condition: str = "") -> str | None:
    """The line for `CardDef.alternative_cost` (None: a cost the cast action doesn't pay)."""
    if not isinstance(cost, Cost):
        return None
    blank = Cost()
    if any(
        getattr(cost, f.name) != getattr(blank, f.name) for f in fields(Cost) if f.name not in _PAID
    ):
        return None
    parts = [f"pay {cost.mana}"] if cost.mana else []
    parts += [f"pay {cost.life} life"] if cost.life else []
    try:
        parts += [p[:1].lower() + p[1:] for p in cost_part_words(cost)]
    except ValueError:
        return None
    if not parts:
        return None
    offer = f"you may {' and '.join(parts)} rather than pay ~'s mana cost."
    if not condition:
        return offer[:1].upper() + offer[1:]
    words = _condition_words(condition)
    return None if words is None else f"If {words}, {offer}"


def alternative_cost_of(card: CardDef) -> str | None:
    return alternative_cost_words(card.alternative_cost, card.alternative_condition)


class AlternativeCostLowering:
    def alternative_cost_line(self, items: list[Any]) -> AlternativeCost:
        cost: Cost = items[0]
        return ALTERNATIVE, cost, ""

    def alt_conditional_line(self, items: list[Any]) -> AlternativeCost:
        condition, cost = str(items[1]), items[-1]
        if not known_condition(condition):
            raise ValueError(f"no condition {condition!r}")
        return ALTERNATIVE, cost, condition

    def alt_offer(self, items: list[Any]) -> Cost:
        cost = _joined([i for i in items if isinstance(i, Cost)])
        if alternative_cost_words(cost) is None:
            raise ValueError("an alternative cost the cast action doesn't pay")
        return cost

    def alt_mana_part(self, items: list[Any]) -> Cost:
        return Cost(mana=str(items[-1]))

    def alt_life_part(self, items: list[Any]) -> Cost:
        return Cost(life=int(str(items[0])))

    def alt_condition(self, items: list[Any]) -> str:
        return str(items[0])

    def alt_control_condition(self, items: list[Any]) -> str:
        return f"control_at_least:1:{items[-1]}"

    def alt_not_your_turn(self, items: list[Any]) -> str:
        return "not_your_turn"

    def alt_your_turn(self, items: list[Any]) -> str:
        return "your_turn"

    def return_some_cost(self, items: list[Any]) -> Cost:
        """ "Return two Islands you control to their owner's hand"."""
        return Cost(return_to_hand=str(items[1]), return_to_hand_count=number(items[0]))

    def exile_colored_some_from_hand_cost(self, items: list[Any]) -> Cost:
        """ "Exile two blue cards from your hand" (406.1): cards of that color (105.2)."""
        color = next(i for i in items if isinstance(i, str) and not isinstance(i, Token))
        return Cost(exile_from_hand=number(items[0]), exile_from_hand_type=f"{color} Card")

    def discard_subtype_cost(self, items: list[Any]) -> Cost:
        """ "Discard a Mountain card" (701.9a): a card of that subtype."""
        return Cost(discard=1, discard_type=str(items[-1]))
