"""Buyback (702.27): "Buyback [cost]" means the caster may pay an additional [cost] as they
cast the spell, and if they did, the spell goes to its owner's hand rather than their graveyard
as it resolves (702.27a). Paying it follows the rules for additional costs (601.2b, 601.2f-h).

The cast action says it: `"buyback": true` adds the buyback cost to the total cost (601.2f);
the spell is marked on the stack (its `bound` "buyback"), so a spell that is countered or
doesn't resolve still goes to the graveyard (only resolving returns it, 608.2n). A spell cast
with flashback that resolves is exiled all the same (702.34a replaces any move off the stack).
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import CardDef
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Zone
from engine.mechanics.keyword_costs import (
    check_keyword_cost,
    has_keyword_cost,
    keyword_cost,
    keyword_mana,
    pay_keyword_cost,
)
from engine.rules.pipeline import Resolution, name_of

BUYBACK = "buyback"
RULE = "702.27a"


def check_buyback(state: GameState, obj: GameObject, card: CardDef | None, buyback: bool) -> None:
    """Only a spell with buyback has a buyback cost to pay (702.27a); a buyback cost of more
    than mana must be payable in full (118.3)."""
    if buyback and not has_keyword_cost(card, BUYBACK):
        raise IllegalAction(f"{name_of(state, obj.id)} has no buyback cost to pay", RULE)
    other = keyword_cost(card, BUYBACK)
    if buyback and other is not None:
        check_keyword_cost(state, obj, other, BUYBACK, RULE)


def buyback_cost(card: CardDef | None, buyback: bool) -> str:
    """The additional mana cost buyback adds to the total cost (601.2f), or ""."""
    return keyword_mana(card, BUYBACK) if buyback else ""


def pay_other_buyback_parts(res: Resolution, spell_id: str, card: CardDef | None) -> None:
    """601.2h: the buyback cost's parts other than mana ("Sacrifice a land"), if any."""
    other = keyword_cost(card, BUYBACK)
    if other is not None:
        pay_keyword_cost(res, spell_id, other, BUYBACK, RULE)


def mark_bought_back(res: Resolution, spell_id: str, cost: str) -> None:
    """601.2h: the buyback cost is paid with the total cost; the spell remembers it."""
    spell = res.state.object(spell_id)
    if spell.stack is not None:
        info = replace(spell.stack, bound=spell.stack.bound.set(BUYBACK, True))
        res.set_state(res.state.with_object(replace(spell, stack=info)))
    paid = f" {cost}" if cost else ""
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} pays {name_of(res.state, spell)}'s buyback cost{paid} as well",
        RULE,
        "601.2f",
        objects=(spell_id,),
    )


def resolved_spell_zone(res: Resolution, spell: GameObject) -> Zone:
    """Where an instant or sorcery goes as it finishes resolving: its owner's graveyard
    (608.2n), or their hand if its buyback cost was paid (702.27a)."""
    if spell.stack is None or not spell.stack.bound.get(BUYBACK):
        return Zone.GRAVEYARD
    if spell.stack.bound.get("flashback"):
        return Zone.GRAVEYARD  # 702.34a: exiled instead (engine.rules.zones.move says so)
    res.note(
        LogKind.ZONE_CHANGE,
        f"{name_of(res.state, spell)}'s buyback cost was paid: it returns to its owner's hand",
        RULE,
        objects=(spell.id,),
    )
    return Zone.HAND
