"""Proliferate (701.34a): the controller chooses any number of permanents and/or players that
have a counter, then each chosen one gets one more counter of each kind it already has. The
choice is asked one candidate at a time ("add" or "skip"), permanents first, then players (a
player's counters here: poison). The counters are put as events, so replacement effects see
them (122.6, 614.1)."""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.events import CountersEvent, KeywordActionPerformed, PoisonEvent
from engine.core.log import LogKind
from engine.core.state import Params
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.pipeline import Resolution, name_of

ADD = "add"
SKIP = "skip"


@instruction_kind("proliferate")
def _proliferate(res: Resolution, ctx: ExecContext, params: Params) -> None:
    state = res.state
    who = name_of(state, ctx.controller)
    candidates = [o.id for o in state.battlefield if any(int(n) > 0 for n in o.counters.values())]
    candidates += [p.id for p in state.players if p.poison > 0 and not p.lost]
    chosen: list[str] = []
    for candidate in candidates:
        answer = res.choose(
            ctx.controller,
            DecisionKind.MAY,
            f"{who} proliferates: give {name_of(res.state, candidate)} another counter of each "
            "kind it has?",
            (
                Option(ADD, f"add to {name_of(res.state, candidate)}"),
                Option(SKIP, f"skip {name_of(res.state, candidate)}"),
            ),
            "701.34a",
            context=("proliferate", ctx.source, candidate),
        )
        if answer == ADD:
            chosen.append(candidate)
    res.note(
        LogKind.EVENT,
        f"{who} proliferates: "
        + (", ".join(name_of(res.state, c) for c in chosen) if chosen else "nothing is chosen"),
        "701.34a",
        objects=tuple(c for c in chosen if res.state.find_object(c) is not None),
    )
    for candidate in chosen:
        player = res.state.find_player(candidate)
        if player is not None:
            res.run(PoisonEvent(candidate, 1, ctx.source))
            continue
        obj = res.state.find_object(candidate)
        if obj is None:
            continue
        for kind, count in obj.counters.items():
            if int(count) > 0:
                res.run(CountersEvent(candidate, str(kind), 1))
    # "whenever you proliferate" (701.34a): even when nothing was chosen
    res.did(KeywordActionPerformed(ctx.controller, "proliferate"))
