"""Time travel (701.56a): the player chooses any number of permanents they control with one or
more time counters on them and/or suspended cards they own in exile with one or more time
counters on them (702.62b: a suspended card is in exile, has suspend and a time counter), and for
each, puts a time counter on it or removes one from it.

The instruction "time_travel": one decision for each such object, in order: add a counter,
remove one, or leave it (not choosing it). The counters are put and removed as one action after
the choices (a counter removed from a suspended card is its suspend countdown's too: the last
one's trigger sees it, 702.62a).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.events import CountersEvent, KeywordActionPerformed
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of

RULE = "701.56a"
TIME = "time"
ADD, REMOVE, SKIP = "add", "remove", "skip"


def _eligible(state: GameState, player: str) -> list[GameObject]:
    """701.56a: permanents the player controls and suspended cards they own, each with a time
    counter on it."""
    found = [
        o
        for o in state.battlefield
        if o.controller == player and not o.phased_out and o.counter(TIME) > 0
    ]
    found += [
        o
        for o in state.zone(Zone.EXILE, player)
        if o.counter(TIME) > 0 and chars(state, o).has("suspend")  # 702.62b
    ]
    return found


@instruction_kind("time_travel")
def _time_travel(res: Resolution, ctx: ExecContext, params: Params) -> None:
    player = ctx.controller
    who = name_of(res.state, player)
    chosen: list[tuple[str, str]] = []
    for obj in _eligible(res.state, player):
        name = name_of(res.state, obj.id)
        answer = res.choose(
            player,
            DecisionKind.MAY,
            f"{who} time travels: put a time counter on {name}, remove one, or leave it?",
            (
                Option(ADD, f"put a time counter on {name}"),
                Option(REMOVE, f"remove a time counter from {name}"),
                Option(SKIP, f"leave {name}"),
            ),
            RULE,
            context=("time_travel", ctx.source, obj.id),
        )
        if answer in (ADD, REMOVE):
            chosen.append((obj.id, answer))
    res.note(
        LogKind.EVENT,
        f"{who} time travels: "
        + (
            ", ".join(
                f"{'a counter on' if how == ADD else 'a counter off'} {name_of(res.state, o)}"
                for o, how in chosen
            )
            or "nothing is chosen"
        ),
        RULE,
        objects=tuple(o for o, _ in chosen),
    )
    for obj_id, how in chosen:
        if res.state.find_object(obj_id) is not None:
            res.run(CountersEvent(obj_id, TIME, 1 if how == ADD else -1))
    res.did(KeywordActionPerformed(player, "time travel"))
