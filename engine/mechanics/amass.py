"""Amass (701.47): to amass [subtype] N, "if you don't control an Army creature, create a 0/0 black
[subtype] Army creature token. Choose an Army creature you control. Put N +1/+1 counters on that
creature. If it isn't a [subtype], it becomes a [subtype] in addition to its other types."
(701.47a). The choice among several Armies is the player's (a pending decision); the new
creature type is an effect of layer 4 with no end (613.1d), locked to that creature (611.2c). A
player amassed even if part of it was impossible (701.47b). "Amass N" with no subtype is read
as amass Zombies N (701.47d).
"""

from __future__ import annotations

from engine.core.events import CountersEvent
from engine.core.log import LogKind
from engine.core.state import Duration, Params, Zone
from engine.instructions.control import choose_one
from engine.instructions.registry import (
    INSTRUCTIONS,
    ExecContext,
    add_effect,
    amount,
    instruction_kind,
)
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of

ARMY = "Army"
ZOMBIE = "Zombie"  # 701.47d


def _armies(res: Resolution, player: str) -> list[str]:
    return [
        o.id
        for o in res.state.battlefield
        if o.controller == player
        and not o.phased_out
        and chars(res.state, o).is_type("Creature")
        and ARMY in chars(res.state, o).subtypes
    ]


@instruction_kind("amass")
def _amass(res: Resolution, ctx: ExecContext, params: Params) -> None:
    subtype = str(params.get("subtype") or ZOMBIE)
    n = amount(res, ctx, params.get("count", 1))
    player = ctx.controller
    who = name_of(res.state, player)
    res.note(LogKind.EVENT, f"{who} amasses {subtype}s {n}", "701.47a")
    armies = _armies(res, player)
    if not armies:
        token = Params(
            {
                "name": f"{subtype} {ARMY}",
                "types": ("Creature",),
                "subtypes": (subtype, ARMY),
                "power": 0,
                "toughness": 0,
                "colors": ("B",),
            }
        )
        INSTRUCTIONS["create_tokens"](res, ctx, Params({"token": token, "count": 1}))
        armies = _armies(res, player)
    if not armies:
        return  # 701.47b: the token couldn't be created; the player still amassed
    army = choose_one(
        res, player, armies, f"{who} chooses an Army creature to amass", "701.47a", "amass"
    )
    ctx.bound["amassed"] = (army,)  # 701.47c: "the Army you amassed"
    if n > 0:
        res.run(CountersEvent(army, "+1/+1", n))
    obj = res.state.find_object(army)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return
    if subtype not in chars(res.state, obj).subtypes:
        add_effect(
            res,
            ctx,
            "add_card_types",
            Params({"objects": (army,), "types": (), "subtypes": (subtype,)}),
            Duration.INDEFINITE,
            rules=("701.47a", "613.1d", "611.2c"),
        )
