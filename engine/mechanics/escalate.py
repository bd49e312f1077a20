"""Escalate (702.120): "Escalate [cost]" means the spell costs [cost] more for each mode chosen
beyond the first (702.120a), an additional cost paid with the total cost (601.2f-h). The cast
action's chosen modes ("modes", 700.2) say how many times it's paid."""

from __future__ import annotations

from engine.cards.model import CardDef, SpellAbility, add_mana_costs
from engine.core.log import LogKind, times_words
from engine.rules.pipeline import Resolution, name_of

RULE = "702.120a"


def escalate_cost(card: CardDef | None, spell: SpellAbility | None, chosen: int) -> str:
    """The mana the escalate cost adds to the total cost (601.2f): once for each mode chosen
    beyond the first, or ""."""
    if card is None or not card.escalate or spell is None or not spell.modes or chosen < 2:
        return ""
    return add_mana_costs(*([card.escalate] * (chosen - 1)))


def note_escalated(res: Resolution, spell_id: str, cost: str, chosen: int) -> None:
    spell = res.state.object(spell_id)
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} chooses {chosen} modes: {spell.card}'s escalate cost "
        f"is paid {times_words(chosen - 1)} more ({cost})",
        RULE,
        "601.2f",
        objects=(spell_id,),
    )
