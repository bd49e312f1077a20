"""Flashback with a cost that isn't only mana (702.34a: "Flashback [cost]" lets the card be cast
from its owner's graveyard by paying [cost] rather than its mana cost; Prismatic Strands'
"Flashback—Tap an untapped white creature you control."). The definition holds such a cost as
`CardDef.flashback_cost` (its mana, if any, and the parts that choose objects); a flashback cost
of mana alone stays `CardDef.flashback`. The cost is an alternative cost (118.9), paid as 601.2h
says once the spell is on the stack; a player can't cast it without the resources to pay it in
full (118.3), and chooses which objects pay it (engine.rules.cost_payment). Like any flashback
spell it's exiled instead of going anywhere else as it leaves the stack (702.34a), which the
cast action's "flashback" mark already does."""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState
from engine.rules.cost_payment import pay_cost_parts, why_unpayable
from engine.rules.pipeline import Resolution, name_of

RULE = "702.34a"


def has_flashback(card: CardDef | None) -> bool:
    return card is not None and (bool(card.flashback) or card.flashback_cost is not None)


def flashback_mana(card: CardDef) -> str:
    """The mana part of the flashback cost ("": none)."""
    if card.flashback:
        return card.flashback
    return card.flashback_cost.mana if card.flashback_cost is not None else ""


def check_flashback_cost(state: GameState, obj: GameObject, card: CardDef) -> None:
    """118.3: the other parts of the flashback cost must be payable in full."""
    cost = card.flashback_cost
    if cost is None:
        return
    problem = why_unpayable(state, obj.owner, obj.id, cost, casting=True)
    if problem is not None:
        raise IllegalAction(f"{problem} for {name_of(state, obj)}'s flashback cost", "118.3")


def pay_flashback_cost(res: Resolution, spell_id: str, card: CardDef) -> None:
    """601.2h: the parts of the flashback cost other than mana, paid as the spell is cast."""
    cost = card.flashback_cost
    if cost is None:
        return
    spell = res.state.object(spell_id)
    pay_cost_parts(res, spell.controller, spell_id, cost, name_of(res.state, spell), "601.2h")
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell_id)}'s flashback cost is paid",
        RULE,
        "118.9",
        objects=(spell_id,),
    )
