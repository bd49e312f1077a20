"""Endure N (701.63a): the enduring permanent's controller creates an N/N white Spirit creature
token unless they put N +1/+1 counters on that permanent. The choice is theirs as the instruction
applies (a pending decision); a permanent no longer on the battlefield can get no counters, so
the token is created, by its last known controller (as explore and connive know it, 701.44c).
Enduring 0 does nothing (701.63b).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import Option
from engine.core.events import CountersEvent
from engine.core.log import LogKind, counted
from engine.core.state import Params, Zone
from engine.instructions.registry import INSTRUCTIONS, ExecContext, amount, instruction_kind, refs
from engine.mechanics.explore import acting_controller
from engine.mechanics.fabricate import counters_or_tokens
from engine.rules.pipeline import Resolution, name_of

BOUND_PREFIX = "bound:"


def spirit(n: int) -> Params:
    """The N/N white Spirit creature token of 701.63a."""
    return Params(
        {
            "name": "Spirit",
            "types": ("Creature",),
            "subtypes": ("Spirit",),
            "power": n,
            "toughness": n,
            "colors": ("W",),
            "keywords": (),
        }
    )


@instruction_kind("endure")
def _endure(res: Resolution, ctx: ExecContext, params: Params) -> None:
    n = amount(res, ctx, params.get("count", 1))
    to = params.get("to", "self")
    enduring = refs(res, ctx, to)
    if not enduring and isinstance(to, str) and to.startswith(BOUND_PREFIX):
        # The permanent a trigger event named has left the battlefield (400.7): it still
        # endures, and its controller creates the token (701.63a; engine.mechanics.endure's
        # "no longer on the battlefield").
        value = ctx.bound.get(to[len(BOUND_PREFIX) :])
        enduring = [value] if isinstance(value, str) else []
    for permanent in enduring:
        endure(res, ctx, permanent, n)


def endure(res: Resolution, ctx: ExecContext, permanent: str, n: int) -> None:
    name = name_of(res.state, permanent)
    if n <= 0:
        res.note(LogKind.EVENT, f"{name} endures 0: nothing happens", "701.63b")
        return
    player = acting_controller(res, ctx, permanent)
    who = name_of(res.state, player)
    obj = res.state.find_object(permanent)
    on_battlefield = obj is not None and obj.zone is Zone.BATTLEFIELD
    answer = counters_or_tokens(
        res,
        player,
        permanent,
        n,
        Option("spirit", f"create a {n}/{n} white Spirit creature token"),
        f"{who} chooses how {name} endures {n}",
        "701.63a",
        "endure",
        counters_text=f"put {counted(n, '+1/+1 counter')} on {name}",
    )
    if answer == "counters":
        res.note(
            LogKind.EVENT,
            f"{name} endures {n}: {who} puts {counted(n, '+1/+1 counter')} on it",
            "701.63a",
            objects=(permanent,),
        )
        res.run(CountersEvent(permanent, "+1/+1", n))
        return
    res.note(
        LogKind.EVENT,
        f"{name} endures {n}: {who} creates a {n}/{n} white Spirit creature token"
        + ("" if on_battlefield else f" ({name} is no longer on the battlefield)"),
        "701.63a",
        objects=(permanent,),
    )
    INSTRUCTIONS["create_tokens"](
        res, replace(ctx, controller=player), Params({"token": spirit(n), "count": 1})
    )
