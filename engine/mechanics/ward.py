"""Ward (702.21): "Ward [cost]" means "Whenever this permanent becomes the target of a spell or
ability an opponent controls, counter that spell or ability unless that player pays [cost]."
(702.21a).

The trigger is `self_becomes_target` with "opponent" (engine.rules.trigger_events: it binds the
spell or ability as "targeting"); this module is the instruction it resolves with, `ward`. Its
cost is paid as the ability resolves (118.12a: "[counter it] unless [that player pays]" means
"that player may pay; if they don't, counter it"), by the controller of the targeting spell or
ability, and only with what they have then: mana from their pool (the engine activates no mana
abilities in the middle of a resolution), life they have (119.4), cards in their hand to discard
(701.9a, chosen by them, 701.9b). A spell or ability already gone from the stack isn't countered;
one that can't be countered stays (101.2, engine.instructions.registry's `counter`).
"""

from __future__ import annotations

from engine.cards.permanent_keywords import ward_cost_words
from engine.core.choices import DecisionKind, Option
from engine.core.events import LifeLossEvent
from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.mana_payments import pay_with_mana_abilities, payment_problem
from engine.instructions.registry import (
    INSTRUCTIONS,
    ExecContext,
    discard_chosen,
    instruction_kind,
    refs,
)
from engine.rules.pipeline import Resolution, name_of

PAY = "pay"
DECLINE = "decline"


def _can_pay(res: Resolution, player: str, cost: str, life: int, discard_count: int) -> bool:
    # 605.3a: the payer may activate mana abilities to pay, so untapped sources count.
    if cost and payment_problem(res.state, player, cost) is not None:
        return False
    # 119.4: a player can pay life only up to their life total (paying 0 is always possible).
    if life and res.state.player(player).life < life:
        return False
    return len(res.state.zone(Zone.HAND, player)) >= discard_count


@instruction_kind("ward")
def _ward(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """Counter the spell or ability bound as "targeting" unless its controller pays the ward
    cost: mana "cost", "life", "discard" (that many cards) (702.21a, 118.12a)."""
    cost = str(params.get("cost", ""))
    life = int(params.get("life", 0))
    discard_count = int(params.get("discard", 0))
    words = ward_cost_words(cost, life, discard_count).lstrip(" —").rstrip(".").lower()
    for target in refs(res, ctx, params.get("to", "bound:targeting")):
        obj = res.state.find_object(target)
        if obj is None or obj.zone is not Zone.STACK:
            res.note(
                LogKind.STACK,
                f"ward: {name_of(res.state, target)} is no longer on the stack",
                "702.21a",
            )
            continue
        payer = obj.controller
        who, what = name_of(res.state, payer), name_of(res.state, target)
        options = (
            *(
                (Option(PAY, f"pay {words}"),)
                if _can_pay(res, payer, cost, life, discard_count)
                else ()
            ),
            Option(DECLINE, f"don't pay: {what} is countered"),
        )
        answer = res.choose(
            payer,
            DecisionKind.MAY,
            f"ward: {who} may pay {words} so {what} isn't countered",
            options,
            "702.21a",
            context=("ward", target),
        )
        if answer == PAY:
            _pay(res, payer, cost, life, discard_count, ctx.source)
            res.note(
                LogKind.STACK,
                f"{who} pays {words} for ward: {what} isn't countered",
                "702.21a",
                "118.12a",
                objects=(target,),
            )
            continue
        res.note(LogKind.STACK, f"{who} doesn't pay the ward cost", "702.21a", "118.12a")
        ctx.bound["unpaid"] = (target,)
        INSTRUCTIONS["counter"](res, ctx, Params({"to": "bound:unpaid"}))


def _pay(
    res: Resolution, payer: str, cost: str, life: int, discard_count: int, source: str
) -> None:
    if cost:
        pay_with_mana_abilities(res, payer, cost, what="ward", source=source, rule="702.21a")
    if life:
        res.run(LifeLossEvent(payer, life, source))  # 119.4: paying life is losing it
    discard_chosen(res, payer, discard_count)  # 701.9b: the payer chooses
