"""The player who searches (701.23a), when it isn't "you": "Its controller may search their
library for a basic land card, put it onto the battlefield tapped, then shuffle." (Path to Exile,
Assassin's Trophy). "Its controller" is the controller of the last target named, or its last
controller on the battlefield when it has left (608.2h); the search is theirs, the card found
enters under their control, and they shuffle (701.24a). The instruction is search_library with
the player "controller_of:N" (engine.instructions.references)."""

from __future__ import annotations

from typing import Any

from engine.oracle.grammar.searched_cards import agree
from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend search: SP_ITS_CONTROLLER_MAY_SEARCH search_card search_put THEN_SHUFFLE -> controller_may_search
SP_ITS_CONTROLLER_MAY_SEARCH: "its controller may search their library for"
"""


class SearchingPlayerLowering:
    ctx: LineContext

    def controller_may_search(self, items: list[Any]) -> Effects:
        if not self.ctx.targets:
            raise ValueError('"its controller" names no target')
        put = agree(items[1], items[2])
        if put.get("into", "battlefield") != "battlefield":
            raise ValueError("their library, your hand")
        card = dict(items[1]) if isinstance(items[1], dict) else {"card": items[1]}
        player = f"controller_of:{len(self.ctx.targets) - 1}"
        return (step("search_library", **card, may=True, player=player, **put),)


def searching_player_head(params: Any) -> str | None:
    """ "its controller may search their library" for the player of the last target, or None
    (the searcher is "you")."""
    player = params.get("player")
    if player is None:
        return None
    if not str(player).startswith("controller_of:") or not params.get("may", True):
        raise ValueError("a search by another player")
    if params.get("into", "battlefield") != "battlefield":
        raise ValueError("their search into your hand")
    return "its controller may search their library"
