"""Graft N (702.58a): the permanent enters with N +1/+1 counters on it (614.1c), and "Whenever
another creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1
counter from this permanent onto that creature." (engine.cards.permanent_keywords.graft: an
intervening "if", 603.4, checked again as it resolves; "you may", 603.5).

The instruction `move_counter` (122.5): the counter is removed from one object and put onto the
other, or neither happens: not when they are the same object, the first has no such counter, or
either is no longer on the battlefield as the same object (400.7: the trigger binds the entering
permanent's timestamp). The log names one move; the did-events are a removal and a putting (122.5).
"""

from __future__ import annotations

from engine.core.events import CountersPut, CountersRemoved
from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.pipeline import Resolution, name_of

RULE = "122.5"


@instruction_kind("move_counter")
def _move_counter(res: Resolution, ctx: ExecContext, params: Params) -> None:
    kind = str(params.get("kind", "+1/+1"))
    sources = refs(res, ctx, params.get("from", "self"))
    targets = refs(res, ctx, params.get("to", 0))
    if len(sources) != 1 or len(targets) != 1:
        return
    source, target = res.state.find_object(sources[0]), res.state.find_object(targets[0])
    entering_stamp = ctx.bound.get("entering_object_timestamp")
    why = None
    if source is None or target is None or source.id == target.id:
        why = "there is no second object to move it onto"
    elif source.zone is not Zone.BATTLEFIELD or target.zone is not Zone.BATTLEFIELD:
        why = "one of them is no longer on the battlefield"
    elif params.get("to") == "bound:entering" and entering_stamp != target.timestamp:
        why = f"{name_of(res.state, target)} is no longer the creature that entered (400.7)"
    elif source.counter(kind) <= 0:
        why = f"{name_of(res.state, source)} has no {kind} counter"
    if why is not None or source is None or target is None:
        res.note(LogKind.EVENT, f"no {kind} counter is moved: {why}", RULE)
        return
    state = res.state.with_object(source.with_counters(kind, -1))
    moved = state.object(target.id)
    res.set_state(state.with_object(moved.with_counters(kind, 1)))
    res.note(
        LogKind.EVENT,
        f"a {kind} counter moves from {name_of(res.state, source.id)} onto "
        f"{name_of(res.state, target.id)}",
        RULE,
        "702.58a",
        objects=(source.id, target.id),
    )
    # 122.5: it is removed from one and put onto the other (what triggers on either sees it)
    res.did(CountersRemoved(source.id, kind, 1, res.state.object(source.id).counter(kind)))
    res.did(CountersPut(target.id, kind, 1))
