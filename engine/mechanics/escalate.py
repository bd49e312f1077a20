"""Escalate (702.120): "Escalate [cost]" means the spell costs [cost] more for each mode chosen
beyond the first (702.120a), an additional cost paid with the total cost (601.2f-h). The cast
action's chosen modes ("modes", 700.2) say how many times it's paid. An escalate cost of more
than mana ("Escalate—Discard a card.") is paid that many times over (engine.mechanics.keyword_costs:
two modes beyond the first, two cards discarded)."""

from __future__ import annotations

from engine.cards.model import CardDef, SpellAbility, add_mana_costs
from engine.core.errors import IllegalAction
from engine.core.log import LogKind, times_words
from engine.core.state import GameObject, GameState
from engine.mechanics.keyword_costs import (
    check_keyword_cost,
    has_keyword_cost,
    keyword_cost,
    keyword_mana,
    pay_keyword_cost,
    times,
)
from engine.rules.pipeline import Resolution, name_of

RULE = "702.120a"
ESCALATE = "escalate"


def escalated(card: CardDef | None, spell: SpellAbility | None, chosen: int) -> int:
    """How many times the escalate cost is paid: once per mode beyond the first (0: none)."""
    if not has_keyword_cost(card, ESCALATE) or spell is None or not spell.modes:
        return 0
    return max(chosen - 1, 0)


def escalate_cost(card: CardDef | None, spell: SpellAbility | None, chosen: int) -> str:
    """The mana the escalate cost adds to the total cost (601.2f): once for each mode chosen
    beyond the first, or ""."""
    count = escalated(card, spell, chosen)
    mana = keyword_mana(card, ESCALATE)
    if not count or not mana:
        return ""
    return add_mana_costs(*([mana] * count))


def check_escalate(
    state: GameState, obj: GameObject, card: CardDef | None, spell: SpellAbility | None, chosen: int
) -> None:
    """118.3: an escalate cost of more than mana must be payable in full, as often as it's due."""
    count = escalated(card, spell, chosen)
    other = keyword_cost(card, ESCALATE)
    if count and other is not None:
        try:
            total = times(other, count)
        except ValueError as error:
            raise IllegalAction(
                f"{name_of(state, obj)}'s escalate cost can't be paid twice", RULE
            ) from error
        check_keyword_cost(state, obj, total, ESCALATE, RULE)


def pay_escalate(
    res: Resolution, spell_id: str, card: CardDef | None, spell: SpellAbility | None, chosen: int
) -> None:
    """601.2h: the escalate cost's parts other than mana, once per mode beyond the first."""
    count = escalated(card, spell, chosen)
    other = keyword_cost(card, ESCALATE)
    if count and other is not None:
        pay_keyword_cost(res, spell_id, times(other, count), ESCALATE, RULE)


def note_escalated(res: Resolution, spell_id: str, cost: str, chosen: int) -> None:
    spell = res.state.object(spell_id)
    paid = f" ({cost})" if cost else ""
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} chooses {chosen} modes: {name_of(res.state, spell)}'s escalate cost "
        f"is paid {times_words(chosen - 1)} more{paid}",
        RULE,
        "601.2f",
        objects=(spell_id,),
    )
