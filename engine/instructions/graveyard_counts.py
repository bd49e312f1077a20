"""Life lost by each player by the count of their own graveyard: "Each opponent loses life equal
to the number of cards in their graveyard." (Angrath, the Flame-Chained). "Their" is each
player the instruction names, so each one's own graveyard is counted (608.2h: as the
instruction applies), each player in APNAP order (101.4)."""

from __future__ import annotations

from engine.core.events import LifeLossEvent
from engine.core.log import LogKind, counted
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.pipeline import Resolution, name_of


@instruction_kind("lose_life_per_own_graveyard")
def _lose_life_per_own_graveyard(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for player in refs(res, ctx, params.get("player", "each_opponent")):
        if res.state.find_player(player) is None:
            continue
        count = len(res.state.zone(Zone.GRAVEYARD, player))
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} has {counted(count, 'card')} in their graveyard",
            "608.2h",
        )
        if count:
            res.run(LifeLossEvent(player, count, ctx.source))
