"""Ward (702.21): "Ward [cost]" means "Whenever this permanent becomes the target of a spell or
ability an opponent controls, counter that spell or ability unless that player pays [cost]."
(702.21a).

The trigger is `self_becomes_target` with "opponent" (engine.rules.trigger_events: it binds the
spell or ability as "targeting"); this module is the instruction it resolves with, `ward`. Its
cost is paid as the ability resolves (118.12a: "[counter it] unless [that player pays]" means
"that player may pay; if they don't, counter it"), by the controller of the targeting spell or
ability, and only with what they have then: mana from their pool (the engine activates no mana
abilities in the middle of a resolution), life they have (119.4), cards in their hand to discard
(701.9a, chosen by them, 701.9b), permanents they sacrifice and typed or random discards
(chosen as costs are, engine.rules.cost_payment: 701.21a, 701.9a-b), evidence they collect
(701.59a), a creature of theirs they blight (701.68a), poison counters they get
(122.1f), and life equal to the warded permanent's power as the ability resolves (702.21b). A
spell or ability already gone from the stack isn't countered;
one that can't be countered stays (101.2, engine.instructions.registry's `counter`).
"""

from __future__ import annotations

from engine.cards.model import Cost
from engine.cards.permanent_keywords import WARD_PARTS, ward_cost_words
from engine.core.choices import DecisionKind, Option
from engine.core.events import LifeLossEvent, PoisonEvent
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
from engine.rules.characteristics import chars
from engine.rules.cost_payment import pay_cost_parts, why_unpayable
from engine.rules.pipeline import Resolution, name_of

PAY = "pay"
DECLINE = "decline"


def _chosen(params: Params) -> Cost:
    """The parts of the ward cost the payer pays by choosing objects (118.3, 601.2h's way):
    permanents to sacrifice (701.21a), and a discard of typed or random cards (701.9a-b)."""
    discard = int(params.get("discard", 0))
    typed = bool(params.get("discard_type") or params.get("discard_random"))
    return Cost(
        sacrifice=str(params.get("sacrifice", "")),
        sacrifice_count=int(params.get("sacrifice_count", 1) or 1),
        discard=discard if typed else 0,
        discard_type=str(params.get("discard_type", "")),
        discard_random=bool(params.get("discard_random", False)),
        collect_evidence=int(params.get("collect_evidence", 0)),  # 701.59a
        blight=int(params.get("blight", 0)),  # 701.68a: a creature the payer controls
    )


def _life(res: Resolution, params: Params, source: str) -> int:
    """The life paid: a number, or the warded permanent's power as the ability resolves
    (702.21b; its last known power if it has left the battlefield, 608.2h)."""
    life = int(params.get("life", 0))
    if not params.get("life_of_power"):
        return life
    found = res.state.find_object(source)
    if found is not None and found.zone is Zone.BATTLEFIELD:
        power = chars(res.state, found).power or 0
    else:
        known = res.state.last_known.get(source)
        power = int(known["power"] or 0) if known else 0
    res.note(
        LogKind.NOTE,
        f"the ward cost's life is {name_of(res.state, source)}'s power: {power}",
        "702.21b",
    )
    return life + max(power, 0)


def _can_pay(
    res: Resolution,
    player: str,
    cost: str,
    life: int,
    discard_count: int,
    chosen: Cost,
    source: str,
) -> bool:
    # 605.3a: the payer may activate mana abilities to pay, so untapped sources count.
    if cost and payment_problem(res.state, player, cost) is not None:
        return False
    # 119.4: a player can pay life only up to their life total (paying 0 is always possible).
    if life and res.state.player(player).life < life:
        return False
    # 118.3: the chosen parts need enough objects to choose from.
    if why_unpayable(res.state, player, source, chosen) is not None:
        return False
    return len(res.state.zone(Zone.HAND, player)) >= discard_count


@instruction_kind("ward")
def _ward(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """Counter the spell or ability bound as "targeting" unless its controller pays the ward
    cost: mana "cost", "life" (or life equal to the source's power), "discard" (that many cards,
    typed or at random), "sacrifice" (permanents of a type), "poison" counters (702.21a,
    118.12a)."""
    cost = str(params.get("cost", ""))
    chosen = _chosen(params)
    plain_discard = 0 if chosen.discard else int(params.get("discard", 0))
    poison = int(params.get("poison", 0))
    parts = {k: params[k] for k in WARD_PARTS if k in params}
    words = ward_cost_words(
        cost, int(params.get("life", 0)), int(params.get("discard", 0)), **parts
    )
    words = words.lstrip(" —").rstrip(".").lower()
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
        life = _life(res, params, ctx.source)
        payable = _can_pay(res, payer, cost, life, plain_discard, chosen, ctx.source)
        options = (
            *((Option(PAY, f"pay {words}"),) if payable else ()),
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
            _pay(res, payer, cost, life, plain_discard, ctx.source)
            if chosen != Cost():
                pay_cost_parts(res, payer, ctx.source, chosen, "ward", "702.21a")
            if poison:
                res.run(PoisonEvent(payer, poison, ctx.source))  # 122.1f
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
