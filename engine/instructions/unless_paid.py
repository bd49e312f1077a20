"""Instructions a player avoids by paying a cost as they resolve (118.12): "Sacrifice ~ unless
you pay {G}{G}" (an upkeep cost such as Force of Nature's). As with counter_unless_pays, the
player may pay only with what their mana pool holds: the engine doesn't activate mana
abilities in the middle of a resolution."""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import INSTRUCTIONS, ExecContext, instruction_kind
from engine.rules.effects.life import life_locked
from engine.rules.mana.payment import payment_ways
from engine.rules.mana.pool import MANA_TYPES, pay
from engine.rules.pipeline import Resolution, name_of

PAY = "pay"
DECLINE = "decline"


def can_pay(res: Resolution, player_id: str, cost: str) -> bool:
    """Could the player's mana pool (and life, for Phyrexian symbols) pay `cost` now?"""
    player = res.state.player(player_id)
    pool = {m: int(player.mana_pool.get(m, 0)) for m in MANA_TYPES}
    ways = payment_ways(
        cost, 0, pool, player.life, life_payable=life_locked(res.state, player_id) is None
    )
    return bool(ways.payments)


@instruction_kind("sacrifice_unless_pays")
def _sacrifice_unless_pays(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """ "Sacrifice ~ unless you pay {M}" (118.12): the ability's controller chooses whether to pay;
    one who can't pay, or doesn't, sacrifices the source (701.21a). Nothing happens once the
    source has left the battlefield or its control (701.21a: only your own permanent)."""
    cost = str(params.get("cost", "{1}"))
    obj = res.state.find_object(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.controller != ctx.controller:
        return
    who, what = name_of(res.state, ctx.controller), name_of(res.state, obj.id)
    options = (
        *((Option(PAY, f"pay {cost}"),) if can_pay(res, ctx.controller, cost) else ()),
        Option(DECLINE, f"don't pay: sacrifice {what}"),
    )
    answer = res.choose(
        ctx.controller,
        DecisionKind.MAY,
        f"{who} may pay {cost} so as not to sacrifice {what}",
        options,
        "118.12",
        context=("sacrifice_unless_pays", obj.id),
    )
    if answer == PAY:
        pay(res, ctx.controller, cost, what=what, source=obj.id)
        res.note(
            LogKind.EVENT,
            f"{who} pays {cost}: {what} isn't sacrificed",
            "118.12",
            objects=(obj.id,),
        )
        return
    res.note(LogKind.EVENT, f"{who} doesn't pay {cost}", "118.12", objects=(obj.id,))
    INSTRUCTIONS["sacrifice_self"](res, ctx, Params())
