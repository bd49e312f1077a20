"""Tokens another player creates (111.2: that player owns them and they enter under that
player's control): "When ~ dies, target opponent creates two Treasure tokens." (Wanted
Scoundrels), the instruction "create_tokens_for"."""

from __future__ import annotations

from typing import Any

from engine.cards.tokens import token_characteristics as predefined_token
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend clause: player_creates
player_creates: subject PT_CREATES token_count PREDEFINED_TOKEN token_word
PT_CREATES: "creates"
"""


class PlayerTokensLowering:
    ctx: LineContext

    def player_creates(self, items: list[Any]) -> Effects:
        player, _, count, name, word = items
        if (word == "token") != (count == 1):
            raise ValueError("token count and noun disagree")
        is_player_target = isinstance(player, int) and self.ctx.targets[player] in (
            "player",
            "opponent",
        )
        if player not in ("each_player", "each_opponent") and not is_player_target:
            raise ValueError("only a player creates tokens")
        token = predefined_token(str(name))
        return (step("create_tokens_for", player=player, token=token, count=count),)
