"""A sentence after another that runs only if the spell's or ability's target had a mana value of
N or less (608.2c: the condition read as the sentence is reached): "Return target creature to
its owner's hand. If its mana value was 3 or less, scry 1." (Fading Hope); "Exile target
creature. If it had mana value 3 or less, surveil 2." (Consuming Ashes).

One instruction "if_target_mana_value" carries the sentence's instructions: params "at_most"
(N), "had" (the wording "it had mana value" rather than "its mana value was") and "effects".
The target is the first one; a permanent still on the battlefield is read as it is now, one the
spell moved away as it last existed there (608.2h, the fact engine.rules.zones keeps). An illegal
target (608.2b) has no mana value to read: the sentence does nothing.
"""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.control_conditions import carried
from engine.instructions.registry import ExecContext, execute, instruction_kind, target_of
from engine.rules.characteristics import chars
from engine.rules.pipeline import Resolution, name_of
from engine.vocabulary.references import Target

KIND = "if_target_mana_value"


def _mana_value(res: Resolution, object_id: str) -> int | None:
    obj = res.state.find_object(object_id)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        return chars(res.state, obj).mana_value
    known = res.state.last_known.get(object_id)
    value = known.get("mana_value") if known is not None else None
    if not isinstance(value, int):
        return None
    res.judge(
        LogKind.NOTE,
        f"{name_of(res.state, object_id)} has left the battlefield: its last known mana value "
        f"{value} is used",
        "608.2h",
    )
    return value


@instruction_kind(KIND)
def _if_target_mana_value(res: Resolution, ctx: ExecContext, params: Params) -> None:
    most = int(params.get("at_most", 0))
    target = target_of(ctx, Target(0))
    value = None if target is None else _mana_value(res, target)
    source = name_of(res.state, ctx.source)
    if value is None or value > most:
        said = "no mana value to read" if value is None else f"mana value {value}"
        res.judge(
            LogKind.EVENT,
            f"{source}: its target had {said}, not {most} or less, so that sentence does nothing",
            "608.2c",
        )
        return
    res.note(
        LogKind.EVENT,
        f"{source}: its target had mana value {value} ({most} or less), so that sentence happens",
        "608.2c",
    )
    execute(res, ctx, carried(params))
