"""Evoke (702.74a): "Evoke [cost]" means the card may be cast by paying [cost] rather than its
mana cost (an alternative cost, 118.9, 601.2b, 601.2f-h), and "When this permanent enters, if
its evoke cost was paid, its controller sacrifices it."

The cast action says it: `"evoke": true`. The spell, and the permanent it becomes, remember it
(`GameObject.cast_for` is "evoke"); the keyword's triggered ability is
engine.cards.keyword_abilities.EVOKE, whose intervening "if" (603.4) is the condition "evoked"
(engine.rules.triggers.condition). Only one alternative cost can be paid (118.9a): evoke with
flashback or another alternative cost is refused.
"""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.core.state import GameObject, GameState
from engine.mechanics.keyword_costs import (
    check_keyword_cost,
    has_keyword_cost,
    keyword_cost,
    keyword_mana,
    pay_keyword_cost,
)
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.pipeline import Resolution

EVOKE = "evoke"
RULE = "702.74a"


def check_evoke(state: GameState, obj: GameObject, card: CardDef | None, evoke: bool) -> None:
    """Only a card with evoke can be cast for its evoke cost (702.74a); an evoke cost of more
    than mana must be payable in full (118.3)."""
    has_cost = has_keyword_cost(card, EVOKE)
    check_cast_for(state, obj, EVOKE, RULE, asked=evoke, has_cost=has_cost)
    other = keyword_cost(card, EVOKE)
    if evoke and other is not None:
        check_keyword_cost(state, obj, other, EVOKE, RULE)


def has_evoke(card: CardDef | None) -> bool:
    return has_keyword_cost(card, EVOKE)


def evoke_mana(card: CardDef | None) -> str:
    """The mana of the evoke cost, paid rather than the mana cost (118.9); "": none."""
    return keyword_mana(card, EVOKE)


def pay_evoke(res: Resolution, spell_id: str, card: CardDef) -> None:
    """118.9: the evoke cost is paid rather than the mana cost; the spell remembers it. Its
    parts other than mana ("Exile a red card from your hand") are paid here (601.2h)."""
    cost = evoke_mana(card)
    other = keyword_cost(card, EVOKE)
    cast_for(res, spell_id, EVOKE, cost or "(no mana)", RULE)
    if other is not None:
        pay_keyword_cost(res, spell_id, other, EVOKE, RULE)
