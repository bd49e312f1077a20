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

from dataclasses import replace

from engine.cards.model import CardDef
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState
from engine.rules.pipeline import Resolution, name_of

EVOKE = "evoke"
RULE = "702.74a"


def check_evoke(state: GameState, obj: GameObject, card: CardDef | None, evoke: bool) -> None:
    """Only a card with evoke can be cast for its evoke cost (702.74a)."""
    if evoke and (card is None or not card.evoke):
        raise IllegalAction(f"{name_of(state, obj.id)} has no evoke cost", RULE)


def pay_evoke(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9: the evoke cost is paid rather than the mana cost; the spell remembers it."""
    spell = res.state.object(spell_id)
    res.set_state(res.state.with_object(replace(spell, cast_for=EVOKE)))
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} casts {spell.card} for its evoke cost {cost} rather "
        "than its mana cost",
        RULE,
        "118.9",
        objects=(spell_id,),
    )
