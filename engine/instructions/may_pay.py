"""An optional payment in the middle of a resolution: "You may pay {2}. If you do, draw a card."
(Dawn of Hope, Soul Net, Myrsmith). The controller chooses as the ability resolves whether to pay
(603.5: "may" in a triggered ability's effect); the instructions after "If you do," are marked
"if": "paid" and run only when the payment was made (608.2c: later instructions may depend on an
earlier choice). The controller may activate mana abilities to pay (608.2g, 605.3a:
engine.instructions.mana_payments): "pay" is offered whenever their pool and the sources they
could tap can pay, and which sources they tap is theirs to choose."""

from __future__ import annotations

from collections.abc import Callable

from engine.core.choices import DecisionKind, Option
from engine.core.events import LifeLossEvent
from engine.core.log import LogKind, counted
from engine.core.state import Params, Zone
from engine.instructions.mana_payments import pay_with_mana_abilities, payment_problem
from engine.instructions.registry import ExecContext, discard_chosen, instruction_kind
from engine.rules.effects.life import life_locked
from engine.rules.pipeline import Resolution, name_of

PAY = "pay"
DECLINE = "decline"


def offer_payment(
    res: Resolution,
    ctx: ExecContext,
    cost: str,
    kind: str,
    unpayable: tuple[str, str] | None,
    pay_it: Callable[[], object],
    verb: str = "pay",
    does: str | None = None,
) -> None:
    """ "You may pay COST. If you do, ...": the controller chooses as it resolves (603.5); a
    declined or impossible payment binds "declined", so the instructions marked "if": "paid"
    don't run (608.2c). `unpayable` is why the controller can't pay and the rule that says so
    (None: they can); `pay_it` makes the payment; `verb` is what the player does ("pay {2}",
    "discard a card"); `does` what the log says they do (default: the verb with an "s")."""
    who = name_of(res.state, ctx.controller)
    if unpayable is not None:
        why, rule = unpayable
        ctx.bound["declined"] = True
        res.judge(
            LogKind.NOTE,
            f"{who} {why}: what the payment would do doesn't happen",
            rule,
            "608.2c",
        )
        return
    answer = res.choose(
        ctx.controller,
        DecisionKind.MAY,
        f"{who} may {verb} {cost} ({name_of(res.state, ctx.source)})",
        (Option(PAY, f"{verb} {cost}"), Option(DECLINE, f"don't {verb}")),
        "603.5",
        context=(kind, ctx.source, cost),
    )
    if answer != PAY:
        ctx.bound["declined"] = True
        res.note(LogKind.EVENT, f"{who} doesn't {verb} {cost}", "603.5", objects=(ctx.source,))
        return
    pay_it()
    done = does if does is not None else f"{verb}s"
    res.note(LogKind.EVENT, f"{who} {done} {cost}", "603.5", "608.2c", objects=(ctx.source,))


@instruction_kind("may_pay")
def _may_pay(res: Resolution, ctx: ExecContext, params: Params) -> None:
    cost = str(params.get("cost", "{1}"))
    problem = payment_problem(res.state, ctx.controller, cost)
    offer_payment(
        res,
        ctx,
        cost,
        "may_pay",
        None if problem is None else (f"can't pay {cost}: {problem}", "118.3"),
        lambda: pay_with_mana_abilities(
            res,
            ctx.controller,
            cost,
            what=name_of(res.state, ctx.source),
            source=ctx.source,
            rule="608.2g",
        ),
    )


@instruction_kind("may_pay_life")
def _may_pay_life(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "You may pay N life. If you do, ...": paying life is losing it (119.4), possible only
    with at least that much life and a life total that can change (119.4, 119.8)."""
    life = int(params.get("life", 1))
    have = res.state.player(ctx.controller).life
    locked = life_locked(res.state, ctx.controller)
    unpayable = None
    if have < life:
        unpayable = (f"has {have} life and can't pay {life} life", "119.4")
    elif locked is not None:
        unpayable = (f"can't pay {life} life: their life total can't change", "119.8")
    offer_payment(
        res,
        ctx,
        f"{life} life",
        "may_pay_life",
        unpayable,
        lambda: _lose(res, LifeLossEvent(ctx.controller, life, ctx.source)),
    )


def _lose(res: Resolution, event: LifeLossEvent) -> None:
    res.run(event)


@instruction_kind("may_discard")
def _may_discard(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "You may discard a card. If you do, ...": the controller chooses as it resolves (603.5)
    whether to discard, then which card (701.9a); with fewer cards in hand than the number they
    can't, and what depends on it doesn't happen (608.2c)."""
    count = int(params.get("count", 1))
    held = len(res.state.zone(Zone.HAND, ctx.controller))
    cards = counted(count, "card")
    offer_payment(
        res,
        ctx,
        cards,
        "may_discard",
        None if held >= count else (f"has {counted(held, 'card')} in hand", "701.9a"),
        lambda: discard_chosen(res, ctx.controller, count),
        verb="discard",
    )
