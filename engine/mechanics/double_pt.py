"""Doubling a creature's power and/or toughness (701.10a-c): a continuous effect that modifies
them (613.4c, layer 7c) without setting them. The creature gets +X/+0, +0/+Y or +X/+Y, X and Y
its power and toughness as the spell or ability resolves (701.10b), locked in then; a negative
value doubled gives -X instead (701.10c), which is the same sum: its value added to itself.
Each creature of a group is doubled by its own values.
"""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import Duration, Params, Zone
from engine.instructions.registry import ExecContext, add_effect, instruction_kind, refs
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of


@instruction_kind("double_pt")
def _double_pt(res: Resolution, ctx: ExecContext, params: Params) -> None:
    doubles_power = bool(params.get("power", True))
    doubles_toughness = bool(params.get("toughness", False))
    for ref in refs(res, ctx, params.get("to", 0)):
        obj = res.state.find_object(ref)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        c = chars(res.state, obj)
        if not c.is_type("Creature"):
            continue
        power = (c.power or 0) if doubles_power else 0
        toughness = (c.toughness or 0) if doubles_toughness else 0
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, obj.id)}'s "
            + " and ".join(
                w for w, on in (("power", doubles_power), ("toughness", doubles_toughness)) if on
            )
            + f" doubled: it gets {power:+d}/{toughness:+d} until end of turn",
            "701.10b",
            *(("701.10c",) if power < 0 or toughness < 0 else ()),
            objects=(obj.id,),
        )
        add_effect(
            res,
            ctx,
            "modify_power_toughness",
            Params({"objects": (obj.id,), "power": power, "toughness": toughness}),
            Duration.END_OF_TURN,
            rules=("701.10a", "613.4c"),
        )
