"""Connive (701.50): the conniving permanent's controller draws a card, then discards a card; if a
nonland card is discarded this way, that player puts a +1/+1 counter on the permanent (701.50a).
"Connive N" draws and discards N, with a counter for each nonland card discarded (701.50e). The
permanent connives even if some part was impossible (701.50b); one gone from the battlefield is
known by its last information, which says who controlled it (701.50c), and gets no counter.
The discarded card is chosen by that player (701.9b: a pending decision).
"""

from __future__ import annotations

from engine.core.events import CountersEvent
from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, amount, discard_chosen, instruction_kind, refs
from engine.mechanics.explore import acting_controller
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import draw_cards


@instruction_kind("connive")
def _connive(res: Resolution, ctx: ExecContext, params: Params) -> None:
    n = amount(res, ctx, params.get("count", 1))
    for conniver in refs(res, ctx, params.get("to", "self")):
        connive(res, ctx, conniver, n)


def connive(res: Resolution, ctx: ExecContext, conniver: str, n: int = 1) -> None:
    player = acting_controller(res, ctx, conniver)
    name = name_of(res.state, conniver)
    res.note(
        LogKind.EVENT,
        f"{name} connives: {name_of(res.state, player)} draws, then discards",
        "701.50a" if n == 1 else "701.50e",
        objects=(conniver,),
    )
    draw_cards(res, player, n)
    discarded = discard_chosen(res, player, n)
    nonland = sum(
        1
        for card in discarded
        if (obj := res.state.find_object(card)) is not None
        and not chars(res.state, obj).is_type("Land")
    )
    if not nonland:
        return
    permanent = res.state.find_object(conniver)
    if permanent is None or permanent.zone is not Zone.BATTLEFIELD:
        res.judge(
            LogKind.NOTE,
            f"{name} is no longer on the battlefield: it gets no +1/+1 counter, yet it connives",
            "701.50b",
            "701.50c",
            objects=(conniver,),
        )
        return
    res.note(
        LogKind.EVENT,
        f"a nonland card was discarded: {name} gets {nonland} +1/+1 counter"
        + ("s" if nonland > 1 else ""),
        "701.50a",
        objects=(conniver,),
    )
    res.run(CountersEvent(conniver, "+1/+1", nonland))
