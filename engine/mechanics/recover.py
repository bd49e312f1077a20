"""Recover (702.59a): a triggered ability that functions only while the card with it is in a
graveyard (113.6m). "Recover [cost]" means "When a creature is put into your graveyard from the
battlefield, you may pay [cost]. If you do, return this card from your graveyard to your hand.
Otherwise, exile this card." Read here with a mana cost; the ability's controller chooses as it
resolves whether to pay (a pending decision; paying with mana abilities, 608.2g), or, for
"Recover—Pay half your life, rounded up.", half their life then, rounded up (107.1a, 119.4). A card no
longer in the graveyard (a new object elsewhere, 400.7) is neither returned nor exiled.
"""

from __future__ import annotations

from engine.cards.model import TriggeredAbility, instruction
from engine.core.choices import DecisionKind, Option
from engine.core.events import DidEvent, LifeLossEvent, ZoneChanged
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, Zone
from engine.instructions.mana_payments import pay_with_mana_abilities, payment_problem
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.effects.life import life_locked
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import TRIGGER_RULES, WORKS_FROM_GRAVEYARD, trigger_kind
from engine.rules.zones import move

RULE = "702.59a"
KIND = "recover"
TRIGGER = "creature_put_into_your_graveyard"
PAY, DECLINE = "pay", "decline"


HALF_LIFE = "half_rounded_up"  # "Recover—Pay half your life, rounded up." (107.1a, 119.4)


def recover(cost: str) -> TriggeredAbility:
    """The triggered ability "Recover [cost]" stands for (702.59a); `cost` a mana cost, or
    HALF_LIFE for "pay half your life, rounded up"."""
    words = "half your life, rounded up" if cost == HALF_LIFE else cost
    step = instruction(KIND, life=HALF_LIFE) if cost == HALF_LIFE else instruction(KIND, cost=cost)
    return TriggeredAbility(
        f"Recover {words} (When a creature is put into your graveyard from the battlefield, you "
        f"may pay {words}. If you do, return this card from your graveyard to your hand. "
        "Otherwise, exile this card.)",
        TRIGGER,
        (step,),
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
    who, what = name_of(res.state, ctx.controller), name_of(res.state, card.id)
    if params.get("life") == HALF_LIFE:
        have = res.state.player(ctx.controller).life
        life = max(0, (have + 1) // 2)  # half, rounded up (107.1a); never a negative payment
        cost = f"{life} life"
        problem = (
            "their life total can't change"
            if life and life_locked(res.state, ctx.controller) is not None
            else None
        )  # 119.4, 119.8
    else:
        life = 0
        cost = str(params.get("cost", ""))
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
    if answer == PAY and params.get("life") == HALF_LIFE:
        res.note(LogKind.LIFE, f"{who} pays {life} life", "119.4", RULE, objects=(card.id,))
        if life:
            res.run(LifeLossEvent(ctx.controller, life, card.id))  # paying life is losing it
    elif answer == PAY:
        pay_with_mana_abilities(res, ctx.controller, cost, what=what, source=card.id, rule="608.2g")
    if answer == PAY:
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
