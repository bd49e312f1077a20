"""Recover (702.59a): a triggered ability that functions only while the card with it is in a
graveyard (113.6m). "Recover [cost]" means "When a creature is put into your graveyard from the
battlefield, you may pay [cost]. If you do, return this card from your graveyard to your hand.
Otherwise, exile this card." Read here with a mana cost; the ability's controller chooses as it
resolves whether to pay (a pending decision; paying with mana abilities, 608.2g). A card no
longer in the graveyard (a new object elsewhere, 400.7) is neither returned nor exiled.
"""

from __future__ import annotations

from engine.cards.model import TriggeredAbility, instruction
from engine.core.choices import DecisionKind, Option
from engine.core.events import DidEvent, ZoneChanged
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, Zone
from engine.instructions.mana_payments import pay_with_mana_abilities, payment_problem
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import TRIGGER_RULES, WORKS_FROM_GRAVEYARD, trigger_kind
from engine.rules.zones import move

RULE = "702.59a"
KIND = "recover"
TRIGGER = "creature_put_into_your_graveyard"
PAY, DECLINE = "pay", "decline"


def recover(cost: str) -> TriggeredAbility:
    """The triggered ability "Recover [cost]" stands for (702.59a)."""
    return TriggeredAbility(
        f"Recover {cost} (When a creature is put into your graveyard from the battlefield, you "
        f"may pay {cost}. If you do, return this card from your graveyard to your hand. "
        "Otherwise, exile this card.)",
        TRIGGER,
        (instruction(KIND, cost=cost),),
        keyword="Recover",
    )


@trigger_kind(TRIGGER)
def _creature_into_your_graveyard(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """A creature (as it last existed, 603.10a) put into the graveyard of this card's owner from
    the battlefield, while this card is there: not a trigger looking back in time, so the card
    must have been in the graveyard already (113.6m), and never the card itself."""
    if not (
        isinstance(event, ZoneChanged)
        and event.from_zone is Zone.BATTLEFIELD
        and event.to_zone is Zone.GRAVEYARD
        and event.object != obj.id
        and obj.zone is Zone.GRAVEYARD
    ):
        return False
    known = state.last_known.get(event.object)
    if known is None or "Creature" not in known.get("types", ()):
        return False
    card = state.find_object(event.object)
    owner = card.owner if card is not None else str(known.get("owner", ""))
    return owner == obj.owner


WORKS_FROM_GRAVEYARD.add(KIND)  # 113.6m: its effect moves the card out of the graveyard
TRIGGER_RULES[TRIGGER] = (RULE,)


@instruction_kind(KIND)
def _recover(res: Resolution, ctx: ExecContext, params: Params) -> None:
    card = res.state.find_object(ctx.source)
    if card is None or card.zone is not Zone.GRAVEYARD:
        return
    cost = str(params.get("cost", ""))
    who, what = name_of(res.state, ctx.controller), name_of(res.state, card.id)
    problem = payment_problem(res.state, ctx.controller, cost)
    options = (
        *((Option(PAY, f"pay {cost}: return {what} to your hand"),) if problem is None else ()),
        Option(DECLINE, f"don't pay: exile {what}" + (f" ({problem})" if problem else "")),
    )
    answer = res.choose(
        ctx.controller,
        DecisionKind.MAY,
        f"{who} may pay {cost} to return {what} to their hand (recover)",
        options,
        RULE,
        context=(KIND, card.id),
    )
    if answer == PAY:
        pay_with_mana_abilities(res, ctx.controller, cost, what=what, source=card.id, rule="608.2g")
        res.note(
            LogKind.EVENT,
            f"{who} pays {cost}: {what} returns from their graveyard to their hand",
            RULE,
            objects=(card.id,),
        )
        move(res, card.id, Zone.HAND)
        return
    res.note(LogKind.EVENT, f"{who} doesn't pay {cost}: {what} is exiled", RULE, objects=(card.id,))
    move(res, card.id, Zone.EXILE)
