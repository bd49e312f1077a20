"""Abilities that trigger on discarding (701.9a): "whenever you discard a card", and "whenever you
cycle or discard a card" (Shadowstorm Vizier, Drake Haven), whose cycling is itself a discard
(702.29a: cycling's cost discards the card), so cycling a card triggers it once (603.2c: once
for each card discarded). "Another card" (Horror of the Broken Lands) is any card but the one
with the ability. The event is CardDiscarded, made by engine.rules.zones.discard wherever a
card is discarded: by an effect, a cost, or the cleanup step (514.1)."""

from __future__ import annotations

from engine.cards.model import TriggeredAbility
from engine.core.events import CardDiscarded, DidEvent
from engine.core.state import GameObject, GameState
from engine.rules.triggers import trigger_kind


@trigger_kind("you_discard")
def _you_discard(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """Params "other" (a card other than the object with the ability) and "cycle_or" (the
    words "cycle or discard", which mean the same event)."""
    if not (isinstance(event, CardDiscarded) and event.player == obj.controller):
        return False
    return not (ability.params.get("other") and event.card == obj.id)
