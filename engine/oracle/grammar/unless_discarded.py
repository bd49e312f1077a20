"""A discard avoided by discarding a land card (118.12a): "Target player draws three cards. Then
that player discards two cards unless they discard a land card." (Compulsive Research). "That
player" is the spell's target player; the instruction is `discard_unless_discards`
(engine.instructions.unless_discarded)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend sentence: UD_THEN_THAT_PLAYER "discards" cards UD_UNLESS_LAND "." -> discards_unless_land
UD_THEN_THAT_PLAYER: "then that player"
UD_UNLESS_LAND: "unless they discard a land card"
"""
PLAYER_TARGETS = frozenset({"player", "opponent"})


class UnlessDiscardedLowering:
    ctx: LineContext

    def discards_unless_land(self, items: list[Any]) -> Effects:
        if not self.ctx.targets or self.ctx.targets[-1] not in PLAYER_TARGETS:
            raise ValueError('"that player" names no target player')
        player = len(self.ctx.targets) - 1
        return (step("discard_unless_discards", player=player, count=items[1], type="Land"),)


def unless_discarded_words(effect: Instruction, seen: set[int], cards: str) -> str:
    """The sentence, without its capital and full stop; ValueError when "that player" would name
    no target player already named."""
    p = effect.params
    player = p.get("player")
    if set(p) - {"player", "count", "type"} or p.get("type", "Land") != "Land":
        raise ValueError("a discard avoided by another card")
    if not isinstance(player, int) or player not in seen or player != max(seen):
        raise ValueError('"that player"')
    return f"then that player discards {cards} unless they discard a land card"
