"""An optional payment in the middle of a resolution: "You may pay {2}. If you do, draw a card."
(Dawn of Hope, Soul Net, Myrsmith). The controller chooses as the ability resolves whether to pay
(603.5: "may" in a triggered ability's effect); the instructions after "If you do," are marked
"if": "paid" and run only when the payment was made (608.2c: later instructions may depend on an
earlier choice). As for extort and "unless you pay", the payment comes from the mana pool: the
engine activates no mana abilities in the middle of a resolution."""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Params
from engine.instructions.registry import ExecContext, instruction_kind
from engine.instructions.unless_paid import can_pay
from engine.rules.mana.pool import pay
from engine.rules.pipeline import Resolution, name_of

PAY = "pay"
DECLINE = "decline"


@instruction_kind("may_pay")
def _may_pay(res: Resolution, ctx: ExecContext, params: Params) -> None:
    cost = str(params.get("cost", "{1}"))
    who = name_of(res.state, ctx.controller)
    if not can_pay(res, ctx.controller, cost):
        ctx.bound["declined"] = True
        res.judge(
            LogKind.NOTE,
            f"{who} can't pay {cost} from their mana pool: what the payment would do doesn't "
            "happen",
            "603.5",
            "608.2c",
        )
        return
    answer = res.choose(
        ctx.controller,
        DecisionKind.MAY,
        f"{who} may pay {cost} ({name_of(res.state, ctx.source)})",
        (Option(PAY, f"pay {cost}"), Option(DECLINE, "don't pay")),
        "603.5",
        context=("may_pay", ctx.source, cost),
    )
    if answer != PAY:
        ctx.bound["declined"] = True
        res.note(LogKind.EVENT, f"{who} doesn't pay {cost}", "603.5", objects=(ctx.source,))
        return
    pay(res, ctx.controller, cost, what=name_of(res.state, ctx.source), source=ctx.source)
    res.note(LogKind.EVENT, f"{who} pays {cost}", "603.5", "608.2c", objects=(ctx.source,))
