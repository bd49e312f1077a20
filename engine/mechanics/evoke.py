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
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.pipeline import Resolution

EVOKE = "evoke"
RULE = "702.74a"


def check_evoke(state: GameState, obj: GameObject, card: CardDef | None, evoke: bool) -> None:
    """Only a card with evoke can be cast for its evoke cost (702.74a)."""
    has_cost = card is not None and bool(card.evoke)
    check_cast_for(state, obj, EVOKE, RULE, asked=evoke, has_cost=has_cost)


def pay_evoke(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9: the evoke cost is paid rather than the mana cost; the spell remembers it."""
    cast_for(res, spell_id, EVOKE, cost, RULE)
