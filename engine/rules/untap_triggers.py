"""Inspired (207.2c, an ability word): "Whenever ~ becomes untapped, ..." (Oreskos Sun Guide).
It triggers as the permanent untaps, in its controller's untap step (502.3), by an effect
(701.26b) or as a cost (107.6); an ability that triggers during the untap step goes on the stack
in the upkeep, the first time a player receives priority (502.4, 503.1a)."""

from __future__ import annotations

from engine.cards.model import TriggeredAbility
from engine.core.events import BecameUntapped, DidEvent
from engine.core.state import GameObject, GameState
from engine.rules.triggers import trigger_kind


@trigger_kind("self_becomes_untapped")
def _self_becomes_untapped(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    return isinstance(event, BecameUntapped) and event.object == obj.id
