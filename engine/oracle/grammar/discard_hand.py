"""A whole hand discarded (701.9a): "Discard your hand." (One with Nothing), "Each player
discards their hand.", "Target player discards their hand." (engine.instructions.hands)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import Instruction
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: DH_DISCARD_YOUR_HAND -> discard_your_hand
              | subject DH_DISCARDS_THEIR_HAND -> discards_their_hand
              | subject DH_DISCARDS_THEIR_HAND "," "then" "draws" cards -> discards_then_draws
DH_DISCARD_YOUR_HAND: "discard your hand"
DH_DISCARDS_THEIR_HAND: "discards their hand"
"""


class DiscardHandLowering:
    ctx: LineContext

    def discard_your_hand(self, items: list[Any]) -> Effects:
        return (step("discard_hand"),)

    def discards_their_hand(self, items: list[Any]) -> Effects:
        if items[0] in ("self", "enchanted", "equipped", "you"):
            raise ValueError("a hand of no player")
        return (step("discard_hand", player=items[0]),)

    def discards_then_draws(self, items: list[Any]) -> Effects:
        (discard,) = self.discards_their_hand(items[:1])
        return (discard, step("draw", player=items[0], count=items[2]))


def discard_then_draw(first: Instruction, second: Instruction) -> bool:
    """ "Each player discards their hand, then draws seven cards.": one sentence."""
    return (
        (first.kind, second.kind) == ("discard_hand", "draw")
        and "player" in first.params
        and first.params.get("player") != "you"
        and set(second.params) == {"player", "count"}
        and second.params.get("player") == first.params.get("player")
    )


def discard_hand_words(effect: Instruction, player: str | None) -> str:
    """`player`: the words for the instruction's player, None for "you"."""
    if set(effect.params) - {"player"}:
        raise ValueError("a discarded hand")
    return "discard your hand" if player is None else f"{player} discards their hand"
