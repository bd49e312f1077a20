"""Exchanging control of two permanents (701.12a-b): "Exchange control of two target
creatures."

701.12a: if the whole exchange can't be done, none of it is: when either permanent is gone, no
longer on the battlefield or an illegal target as the spell resolves (608.2b; its reference then
resolves to nothing), nothing changes. 701.12b: when both are controlled by one player, the
exchange does nothing; otherwise each player gains control of the permanent the other
controlled, at the same time. Each gain is a control-changing effect with no end (613.1b, layer
2; engine.rules.effects.control), locked to its permanent (611.2c).
"""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import Duration, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind, refs
from engine.rules.effects.control import KIND, base_controller, settle_control
from engine.rules.pipeline import Resolution, name_of


@instruction_kind("exchange_control")
def _exchange_control(res: Resolution, ctx: ExecContext, params: Params) -> None:
    first = refs(res, ctx, params.get("to", 0))
    second = refs(res, ctx, params.get("with", 1))
    pair = [*first[:1], *second[:1]]
    objects = [res.state.find_object(o) for o in pair]
    if len(pair) < 2 or any(o is None or o.zone is not Zone.BATTLEFIELD for o in objects):
        res.judge(
            LogKind.NOTE,
            "one of the permanents to exchange is gone or an illegal target: the exchange "
            "can't be completed, so none of it happens",
            "701.12a",
        )
        return
    one, other = pair
    state = res.state
    owner_one, owner_other = state.object(one).controller, state.object(other).controller
    if owner_one == owner_other:
        res.judge(
            LogKind.NOTE,
            f"{name_of(state, one)} and {name_of(state, other)} are controlled by the same "
            "player: the exchange does nothing",
            "701.12b",
        )
        return
    res.note(
        LogKind.EVENT,
        f"control of {name_of(state, one)} and {name_of(state, other)} is exchanged",
        "701.12b",
        objects=(one, other),
    )
    previous = {o: base_controller(state, state.object(o)) for o in pair}
    for object_id, player in ((one, owner_other), (other, owner_one)):
        effect_params = Params(
            {
                "objects": (object_id,),
                "player": player,
                "previous": {object_id: previous[object_id]},
                "timestamps": {object_id: state.object(object_id).timestamp},
            }
        )
        add_effect(res, ctx, KIND, effect_params, Duration.INDEFINITE, rules=("613.1b",))
    settle_control(res, (one, other), Params(previous))
