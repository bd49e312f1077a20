"""Damage divided evenly (Fireball: "This spell costs {1} more to cast for each target beyond the
first." / "~ deals X damage divided evenly, rounded down, among any number of targets.").

The spell has any number of targets, none included (601.2c: a variable number; with none it
isn't a targeted spell); each is a different object or player (115.3). Nobody divides anything
as it's cast (601.2d is about a division the player announces): as it resolves, X is divided,
rounded down, among the targets still legal then, all dealt at once (120.4). With every target
illegal it doesn't resolve (608.2b). Its own cost increase counts its chosen targets beyond the
first as its total cost is determined (601.2f: the targets were chosen before, 601.2c): the count
"targets_beyond_first" of engine.rules.defined_pt, read from the spell on the stack.

The instruction is `deal_damage_divided_evenly` with its `amount`; engine.mechanics.divided_damage
gives the spell its variable number of targets.
"""

from __future__ import annotations

from engine.core.log import LogKind, counted
from engine.core.state import GameObject, GameState, Params
from engine.instructions.registry import ExecContext, amount, instruction_kind
from engine.rules.damage import Assignment, deal_damage
from engine.rules.defined_pt import Printed, count
from engine.rules.pipeline import Resolution, name_of

KIND = "deal_damage_divided_evenly"


@count("targets_beyond_first")
def _targets_beyond_first(state: GameState, obj: GameObject, _: str, printed: Printed) -> int:
    """A spell's chosen targets beyond the first (601.2f); 0 for anything not on the stack."""
    if obj.stack is None:
        return 0
    return max(0, len(obj.stack.targets) - 1)


@instruction_kind(KIND)
def _deal_damage_divided_evenly(res: Resolution, ctx: ExecContext, params: Params) -> None:
    legal = [t for t in ctx.targets if t is not None]
    if not legal:
        return  # cast with no targets: it deals no damage
    total = amount(res, ctx, params.get("amount", 0))
    share = max(0, total) // len(legal)
    res.note(
        LogKind.EVENT,
        f"{total} damage divided evenly, rounded down, among {counted(len(legal), 'legal target')}: "
        f"{share} to each of {', '.join(name_of(res.state, t) for t in legal)}",
        "608.2b",
        "120.4",
        objects=tuple(legal),
    )
    if share > 0:
        deal_damage(res, [Assignment(ctx.source, target, share) for target in legal])
