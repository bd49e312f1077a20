"""Keyword actions with the player named (608.2c): "you scry 2" / "you surveil 1" where Oracle
names the scrying player ("Whenever enchanted creature attacks, you scry 2.", "Then you scry
1.": the controller, 701.22a, 701.25a), and "[player] investigates" (701.16a: that player
creates the Clue): "Its controller investigates." (Fateful Absence), "Target player
investigates.", "Each opponent investigates.". Clauses: they compose with every sentence."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step
from engine.oracle.vocabulary import PLAYER_WORDS

GRAMMAR = r"""
%extend clause: "you" "scry" amount -> you_scry
              | "you" "surveil" amount -> you_surveil
              | subject "investigates" -> player_investigates
"""

_PLAYER_TARGETS = frozenset({"player", "opponent"})


class PlayerActionLowering:
    ctx: LineContext

    def you_scry(self, items: list[Any]) -> Effects:
        return (step("scry", player="you", count=items[-1]),)

    def you_surveil(self, items: list[Any]) -> Effects:
        return (step("surveil", player="you", count=items[-1]),)

    def player_investigates(self, items: list[Any]) -> Effects:
        player = items[0]
        if isinstance(player, bool) or not (
            (isinstance(player, int) and self.ctx.targets[player] in _PLAYER_TARGETS)
            or (isinstance(player, str) and player.startswith("controller_of:"))
            or player in PLAYER_WORDS
        ):
            raise ValueError("only a player investigates")
        return (step("investigate", player=player),)
