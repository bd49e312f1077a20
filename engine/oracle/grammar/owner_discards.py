"""A permanent returned to its owner's hand, then that player (its owner, 108.3) discards:
"When ~ enters, return target permanent to its owner's hand, then that player discards a card."
(Dinrova Horror). The discard is the instruction "discard" of the reference "owner_of:N"; the
owner chooses what to discard (701.9a)."""

from __future__ import annotations

from typing import Any

from engine.oracle.lowering import Effects, LineContext, step

GRAMMAR = r"""
%extend sentence: bounce OD_THEN_THAT_PLAYER_DISCARDS cards "." -> bounce_then_owner_discards
OD_THEN_THAT_PLAYER_DISCARDS: ", then that player discards"
"""


class OwnerDiscardsLowering:
    ctx: LineContext

    def bounce_then_owner_discards(self, items: list[Any]) -> Effects:
        bounced: Effects = items[0]
        to = bounced[0].params.get("to")
        if len(bounced) != 1 or not isinstance(to, int) or isinstance(to, bool):
            raise ValueError('"that player" names no target\'s owner')
        return bounced + (step("discard", player=f"owner_of:{to}", count=items[2]),)


def owner_discards_words(first: Any, second: Any, clause: Any, cards: Any) -> str | None:
    """ "..., then that player discards a card" for a bounce followed by its owner's discard."""
    if (first.kind, second.kind) != ("return_to_hand", "discard"):
        return None
    to = first.params.get("to")
    if set(second.params) != {"player", "count"} or second.params["player"] != f"owner_of:{to}":
        return None
    return f"{clause(first)}, then that player discards {cards(second.params.get('count', 1))}"
