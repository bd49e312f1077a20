"""Incubate N (701.53a): create an Incubator token (the predefined double-faced token of 111.10i,
engine.cards.tokens.INCUBATOR) that enters with N +1/+1 counters on it. Its "{2}: Transform this
artifact." turns it into its back face, a 0/0 Phyrexian artifact creature (701.53b, 712.8d),
which keeps its counters (the same object, 712.8d, engine.mechanics.transform_and_flip).

The counters are given as the token enters (122.6: they count as put on it, so replacements such
as Hardened Scales and "whenever counters are put" abilities see them); they are put in the same
resolution as it is created, before any state-based action is checked (704.3). A replacement
that creates more tokens (614.16) makes each of them enter with the counters.
"""

from __future__ import annotations

from engine.core.events import CountersEvent
from engine.core.log import LogKind
from engine.core.state import Params
from engine.instructions.registry import INSTRUCTIONS, ExecContext, amount, instruction_kind
from engine.rules.pipeline import Resolution, name_of

INCUBATOR = Params({"name": "Incubator", "types": ("Artifact",), "subtypes": ("Incubator",)})
_BOUND = "incubated"


@instruction_kind("incubate")
def _incubate(res: Resolution, ctx: ExecContext, params: Params) -> None:
    n = amount(res, ctx, params.get("count", 1))
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, ctx.controller)} incubates {n}: an Incubator token with "
        f"{n} +1/+1 counter{'s' if n != 1 else ''} on it",
        "701.53a",
        "111.10i",
    )
    INSTRUCTIONS["create_tokens"](res, ctx, Params({"token": INCUBATOR, "bind": _BOUND}))
    for token in ctx.bound.get(_BOUND, ()):
        if n > 0:
            res.run(CountersEvent(token, "+1/+1", n))
