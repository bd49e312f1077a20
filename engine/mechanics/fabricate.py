"""Fabricate N (702.123a): "When this permanent enters, you may put N +1/+1 counters on it. If you
don't, create N 1/1 colorless Servo artifact creature tokens."

The choice is made as the ability resolves; a permanent no longer on the battlefield can't get
the counters, so the tokens are created (the counters would go nowhere).
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.events import CountersEvent
from engine.core.log import LogKind, counted
from engine.core.state import Params, Zone
from engine.instructions.registry import INSTRUCTIONS, ExecContext, amount, instruction_kind
from engine.rules.pipeline import Resolution, name_of

SERVO = Params(
    {
        "name": "Servo",
        "types": ("Artifact", "Creature"),
        "subtypes": ("Servo",),
        "power": 1,
        "toughness": 1,
        "colors": (),
        "keywords": (),
    }
)


@instruction_kind("fabricate")
def _fabricate(res: Resolution, ctx: ExecContext, params: Params) -> None:
    n = amount(res, ctx, params.get("count", 1))
    obj = res.state.find_object(ctx.source)
    on_battlefield = obj is not None and obj.zone is Zone.BATTLEFIELD
    options = (
        *(
            (Option("counters", f"put {counted(n, '+1/+1 counter')} on it"),)
            if on_battlefield
            else ()
        ),
        Option("servos", f"create {counted(n, '1/1 Servo token')}"),
    )
    answer = options[0].id
    if len(options) > 1:
        answer = res.choose(
            ctx.controller,
            DecisionKind.MAY,
            f"{name_of(res.state, ctx.controller)} chooses for fabricate {n}",
            options,
            "702.123a",
            context=("fabricate", ctx.source),
        )
    if answer == "counters":
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, ctx.controller)} puts {counted(n, '+1/+1 counter')} on "
            f"{name_of(res.state, ctx.source)}",
            "702.123a",
            objects=(ctx.source,),
        )
        res.run(CountersEvent(ctx.source, "+1/+1", n))
        return
    INSTRUCTIONS["create_tokens"](res, ctx, Params({"token": SERVO, "count": n}))
