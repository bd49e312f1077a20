"""A player's whole hand: "Discard your hand." / "Each player discards their hand." (701.9a:
every card in that hand is discarded at once; each player in APNAP order, as `refs` gives
"each_player"). Binds the discarded cards ("discarded") for a later instruction."""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move


@instruction_kind("discard_hand")
def _discard_hand(res: Resolution, ctx: ExecContext, params: Params) -> None:
    discarded: list[str] = []
    for player in refs(res, ctx, params.get("player", "you")):
        hand = res.state.zone(Zone.HAND, player)
        who = name_of(res.state, player)
        if not hand:
            res.note(LogKind.EVENT, f"{who} has no cards in hand to discard", "701.9a")
            continue
        res.note(
            LogKind.EVENT,
            f"{who} discards their hand: {', '.join(name_of(res.state, c.id) for c in hand)}",
            "701.9a",
            objects=tuple(c.id for c in hand),
        )
        for card in hand:
            move(res, card.id, Zone.GRAVEYARD)
            discarded.append(card.id)
    ctx.bound["discarded"] = tuple(discarded)
