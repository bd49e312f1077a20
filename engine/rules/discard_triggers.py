"""Abilities that trigger on discarding (701.9a): "whenever you discard a card", and "whenever you
cycle or discard a card" (Shadowstorm Vizier, Drake Haven), whose cycling is itself a discard
(702.29a: cycling's cost discards the card), so cycling a card triggers it once (603.2c: once
for each card discarded). "Another card" (Horror of the Broken Lands) is any card but the one
with the ability. The event is CardDiscarded, made by engine.rules.zones.discard wherever a
card is discarded: by an effect, a cost, or the cleanup step (514.1).

"When you cycle ~" (702.29c) is the card's own discard to pay a cycling or typecycling cost
(702.29f: `CardDiscarded.cycled`); it triggers from the zone the card went to, the graveyard
or, if a replacement sent it there, exile. "When you cycle ~ or it dies" also triggers as the
permanent dies (700.4), looking back in time from the graveyard (603.10a)."""

from __future__ import annotations

from typing import Any

from engine.cards.model import TriggeredAbility
from engine.core.events import CardDiscarded, DidEvent, ZoneChanged
from engine.core.state import GameObject, GameState, Zone
from engine.rules.triggers import EVENT_BINDINGS, TRIGGER_RULES, trigger_kind


@trigger_kind("you_discard")
def _you_discard(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """Params "other" (a card other than the object with the ability), "cycle_or" (the
    words "cycle or discard", which mean the same event), "whose" (who discards: "you", "any",
    "opponent", 102.2-102.3) and "cycled" ("whenever you cycle a card": the discard paid a
    cycling cost, 702.29a, 702.29f)."""
    if not isinstance(event, CardDiscarded):
        return False
    whose = ability.params.get("whose", "you")
    if whose == "you" and event.player != obj.controller:
        return False
    if whose == "opponent" and event.player == obj.controller:
        return False
    if ability.params.get("cycled") and not event.cycled:
        return False
    return not (ability.params.get("other") and event.card == obj.id)


def _discarder_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    """ "That player": the player who discarded the card (701.9a)."""
    return {"player": event.player} if isinstance(event, CardDiscarded) else {}


@trigger_kind("self_cycled")
def _self_cycled(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """702.29c: this card was discarded to pay a cycling cost; "or_dies": or it died (700.4)."""
    if isinstance(event, CardDiscarded):
        return event.cycled and event.card == obj.id
    return (
        bool(ability.params.get("or_dies"))
        and isinstance(event, ZoneChanged)
        and event.object == obj.id
        and event.from_zone is Zone.BATTLEFIELD
        and event.to_zone is Zone.GRAVEYARD
        and "Creature" in (state.last_known.get(obj.id) or {}).get("types", ())
    )


TRIGGER_RULES["self_cycled"] = ("702.29c",)
EVENT_BINDINGS["you_discard"] = _discarder_binding
