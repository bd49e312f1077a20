"""Fight (701.14): each of two creatures deals damage equal to its power to the other (701.14a),
at the same time (one damage event, 120.4); it isn't combat damage (701.14d).

701.14b: if either creature is no longer on the battlefield or no longer a creature, or is an
illegal target of the resolving spell or ability (its reference then resolves to nothing, 608.2b),
neither fights. 701.14c: a creature fighting itself deals it twice its power.
"""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.characteristics import chars
from engine.rules.damage import Assignment, deal_damage
from engine.rules.pipeline import Resolution, name_of


@instruction_kind("fight")
def _fight(res: Resolution, ctx: ExecContext, params: Params) -> None:
    first = refs(res, ctx, params.get("to", 0))
    second = refs(res, ctx, params.get("with", 1))
    fighters = [*first[:1], *second[:1]]
    if len(fighters) < 2 or not all(_on_battlefield_creature(res, f) for f in fighters):
        res.judge(
            LogKind.NOTE,
            "a creature instructed to fight is gone, no longer a creature, an illegal target or "
            "an up-to-one target not chosen: "
            "neither fights or deals damage",
            "701.14b",
        )
        return
    one, other = fighters
    power_one = max(0, chars(res.state, res.state.object(one)).power or 0)
    power_other = max(0, chars(res.state, res.state.object(other)).power or 0)
    if one == other:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, one)} fights itself: it deals twice its power to itself",
            "701.14c",
            objects=(one,),
        )
        deal_damage(res, [Assignment(one, one, 2 * power_one)])
        return
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, one)} fights {name_of(res.state, other)}: each deals damage equal "
        "to its power to the other",
        "701.14a",
        "701.14d",
        objects=(one, other),
    )
    deal_damage(res, [Assignment(one, other, power_one), Assignment(other, one, power_other)])


def _on_battlefield_creature(res: Resolution, ref: str) -> bool:
    obj = res.state.find_object(ref)
    return (
        obj is not None
        and obj.zone is Zone.BATTLEFIELD
        and chars(res.state, obj).is_type("Creature")
    )
