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
from engine.core.log import LogKind
from engine.core.state import Params
from engine.instructions.mana_payments import pay_with_mana_abilities, payment_problem
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.pipeline import Resolution, name_of

PAY = "pay"
DECLINE = "decline"


def offer_payment(
    res: Resolution,
    ctx: ExecContext,
    cost: str,
    kind: str,
    unpayable: tuple[str, str] | None,
    pay_it: Callable[[], None],
) -> None:
    """ "You may pay COST. If you do, ...": the controller chooses as it resolves (603.5); a
    declined or impossible payment binds "declined", so the instructions marked "if": "paid"
    don't run (608.2c). `unpayable` is why the controller can't pay and the rule that says so
    (None: they can); `pay_it` makes the payment."""
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
        f"{who} may pay {cost} ({name_of(res.state, ctx.source)})",
        (Option(PAY, f"pay {cost}"), Option(DECLINE, "don't pay")),
        "603.5",
        context=(kind, ctx.source, cost),
    )
    if answer != PAY:
        ctx.bound["declined"] = True
        res.note(LogKind.EVENT, f"{who} doesn't pay {cost}", "603.5", objects=(ctx.source,))
        return
    pay_it()
    res.note(LogKind.EVENT, f"{who} pays {cost}", "603.5", "608.2c", objects=(ctx.source,))


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
