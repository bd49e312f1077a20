"""Annihilator N (702.86a): "Whenever this creature attacks, defending player sacrifices N
permanents." The defending player is the player the creature attacks, or the controller of the
planeswalker (the protector of the battle) it attacks (508.5), as the ability triggered; they
choose which permanents as it resolves (701.21a), and sacrifice all they have if fewer.
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import TriggeredAbility
from engine.core.events import AttackDeclared, DidEvent
from engine.core.log import LogKind, counted
from engine.core.state import Params
from engine.instructions.registry import INSTRUCTIONS, ExecContext, amount, instruction_kind
from engine.rules.combat.queries import defending_player
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import EVENT_BINDINGS


def _attacked(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    """What "Whenever ~ attacks" names: the player or permanent it attacks (508.1)."""
    return {"attacked": event.defender} if isinstance(event, AttackDeclared) else {}


EVENT_BINDINGS.setdefault("self_attacks", _attacked)


@instruction_kind("annihilate")
def _annihilate(res: Resolution, ctx: ExecContext, params: Params) -> None:
    attacked = ctx.bound.get("attacked")
    combat = res.state.combat
    if attacked is None and combat is not None:
        attacked = combat.defender_of(ctx.source)
    player = defending_player(res.state, attacked if isinstance(attacked, str) else None)
    if player is None:
        res.judge(LogKind.NOTE, "there is no defending player: nothing is sacrificed", "702.86a")
        return
    n = amount(res, ctx, params.get("count", 1))
    res.note(
        LogKind.EVENT,
        f"annihilator {n}: {name_of(res.state, player)}, the defending player, sacrifices "
        f"{counted(n, 'permanent')}",
        "702.86a",
        "508.5",
        objects=(ctx.source,),
    )
    sacrificing = ExecContext(ctx.controller, ctx.source, ctx.targets, ctx.x, {"defending": player})
    INSTRUCTIONS["sacrifice_permanents"](
        res, sacrificing, Params({"player": "bound:defending", "type": "Permanent", "count": n})
    )
