"""A graveyard's order (404.2: a single pile whose order players can't normally change; 404.1:
what goes there goes on top). The engine keeps each graveyard oldest first, so the card directly
above another is the next one put there after it.

The intervening "if" condition "if ~ is in your graveyard with a creature card directly above
it" (Death Spark; 603.4): the ability's source is in its controller's graveyard and the card put
there right after it is a creature card. It is checked as the trigger event happens and again as
the ability resolves; on resolution it must still be the same object (400.7: a card that left
the graveyard and came back is a new object, so the ability, bound to the card's timestamp as it
triggered, can't find it)."""

from __future__ import annotations

from engine.core.events import DidEvent
from engine.core.state import GameState, Params, Zone
from engine.rules.characteristics import chars
from engine.rules.triggers import CONDITIONS

BELOW_CREATURE_CARD = "in_graveyard_below_creature_card"


def _below_creature_card(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    obj = state.find_object(source) if source is not None else None
    if obj is None or obj.zone is not Zone.GRAVEYARD or obj.owner != player:
        return False  # 400.3: "your graveyard" holds only cards you own
    stamp = bound.get("object_timestamp")
    if event is None and isinstance(stamp, int) and stamp != obj.timestamp:
        return False  # 400.7: a new object, not the card that triggered
    pile = [o.id for o in state.zone(Zone.GRAVEYARD, player)]
    place = pile.index(obj.id)
    if place + 1 >= len(pile):
        return False  # it is the top card: nothing is above it
    return chars(state, state.object(pile[place + 1])).is_type("Creature")


CONDITIONS[BELOW_CREATURE_CARD] = (
    _below_creature_card,
    "'it is in your graveyard with a creature card directly above it'",
)
