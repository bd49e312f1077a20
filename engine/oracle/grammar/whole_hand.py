"""Discarding a whole hand (701.9a, engine.instructions.hands): "discard your hand", "each
player discards their hand", "target player discards their hand"; "discard your hand, then draw
three cards" (Ox of Agonas) is the effects grammar's ", then" sentence."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: discard_hand
discard_hand: WH_DISCARD_YOUR_HAND -> discard_your_hand
            | subject WH_DISCARDS_THEIR_HAND -> discards_their_hand
WH_DISCARD_YOUR_HAND: "discard your hand"
WH_DISCARDS_THEIR_HAND: "discards their hand"
"""

PLAYER_SUBJECTS = frozenset({"each_player", "each_opponent"})


class WholeHandLowering:
    ctx: LineContext

    def discard_your_hand(self, items: list[Any]) -> Effects:
        return (step("discard_hand"),)

    def discards_their_hand(self, items: list[Any]) -> Effects:
        player = items[0]
        is_player_target = isinstance(player, int) and self.ctx.targets[player] in (
            "player",
            "opponent",
        )
        if player not in PLAYER_SUBJECTS and not is_player_target:
            raise ValueError("only a player discards their hand")
        return (step("discard_hand", player=player),)


def discard_hand_words(player: Any, ref: Any) -> str:
    """The clause of a "discard_hand" step; `ref` names a reference."""
    if player == "you":
        return "discard your hand"
    return f"{ref(player)} discards their hand"
