"""A whole hand discarded: "Discard your hand." (One with Nothing), "Each player discards their
hand." Every card in the player's hand is moved to its owner's graveyard (701.9a); no choice is
made (701.9b: there is nothing to choose when every card goes)."""

from __future__ import annotations

from engine.core.log import LogKind
from engine.core.state import Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.rules.pipeline import Resolution, name_of
from engine.rules.zones import move


@instruction_kind("discard_hand")
def _discard_hand(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for player in refs(res, ctx, params.get("player", "you")):
        hand = res.state.zone(Zone.HAND, player)
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} discards their hand ({len(hand)} card(s))",
            "701.9a",
            objects=tuple(o.id for o in hand),
        )
        for card in hand:
            move(res, card.id, Zone.GRAVEYARD)
