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
    answer = counters_or_tokens(
        res,
        ctx.controller,
        ctx.source,
        n,
        Option("servos", f"create {counted(n, '1/1 Servo token')}"),
        f"{name_of(res.state, ctx.controller)} chooses for fabricate {n}",
        "702.123a",
        "fabricate",
        counters_text=f"put {counted(n, '+1/+1 counter')} on it",
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


def counters_or_tokens(
    res: Resolution,
    player: str,
    permanent: str,
    n: int,
    tokens: Option,
    prompt: str,
    rule: str,
    kind: str,
    *,
    counters_text: str,
) -> str:
    """The choice of fabricate (702.123a) and endure (701.63a): N +1/+1 counters on the
    permanent, or the tokens; only the tokens once it has left the battlefield. The answer's
    id ("counters" or the token option's)."""
    obj = res.state.find_object(permanent)
    on_battlefield = obj is not None and obj.zone is Zone.BATTLEFIELD
    options = (*((Option("counters", counters_text),) if on_battlefield else ()), tokens)
    if len(options) == 1:
        return str(options[0].id)
    return str(
        res.choose(player, DecisionKind.MAY, prompt, options, rule, context=(kind, permanent))
    )
