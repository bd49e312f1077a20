"""Instructions a player avoids by paying a cost as they resolve (118.12): "Sacrifice ~ unless
you pay {G}{G}" (an upkeep cost such as Force of Nature's). The player may activate mana
abilities to pay (608.2g, 605.3a: engine.instructions.mana_payments); one whose pool and untapped
sources can't pay is offered only not paying, with the reason (118.3)."""

from __future__ import annotations

from engine.core.choices import DecisionKind, Option
from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.mana_payments import pay_with_mana_abilities, payment_problem
from engine.instructions.registry import INSTRUCTIONS, ExecContext, instruction_kind
from engine.rules.pipeline import Resolution, name_of

PAY = "pay"
DECLINE = "decline"


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
    problem = payment_problem(res.state, ctx.controller, cost)
    options = (
        *((Option(PAY, f"pay {cost}"),) if problem is None else ()),
        Option(DECLINE, f"don't pay: sacrifice {what}" + (f" ({problem})" if problem else "")),
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
        pay_with_mana_abilities(res, ctx.controller, cost, what=what, source=obj.id, rule="608.2g")
        res.note(
            LogKind.EVENT,
            f"{who} pays {cost}: {what} isn't sacrificed",
            "118.12",
            objects=(obj.id,),
        )
        return
    res.note(LogKind.EVENT, f"{who} doesn't pay {cost}", "118.12", objects=(obj.id,))
    INSTRUCTIONS["sacrifice_self"](res, ctx, Params())
