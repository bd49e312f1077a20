"""Trigger events about attachments (701.3d):

- "Whenever ~ becomes unattached from a permanent" (Grafted Exoskeleton): an Aura, Equipment or
  Fortification becomes unattached when it is attached to another object (701.3c), when
  state-based actions unattach it (704.5n, 704.5p), when it leaves the battlefield, and when the
  permanent it was on leaves (BecameUnattached, emitted by engine.rules.attachment and
  engine.rules.zones). As the object with the ability leaves the battlefield the ability looks
  back in time like a leaves-the-battlefield ability (603.10a, 603.6c): it triggers from the zone
  the card went to. The permanent is bound as "unattached_from" ("that permanent") only while it
  is the object it was (400.7): one that left the battlefield can't be sacrificed.
- "that creature" of "when a creature with mana value 6 or greater enters" (Dragon Breath, 603.6a)
  is the entering creature, bound as "entering".
"""

from __future__ import annotations

from typing import Any

from engine.cards.model import TriggeredAbility
from engine.core.events import BecameUnattached, DidEvent, ZoneChanged
from engine.core.state import GameObject, GameState
from engine.rules.triggers import EVENT_BINDINGS, PERMANENT_BINDINGS, trigger_kind

UNATTACHED_FROM = "unattached_from"


@trigger_kind("self_becomes_unattached")
def _self_becomes_unattached(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    return isinstance(event, BecameUnattached) and event.object == obj.id


def _unattached_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    if not isinstance(event, BecameUnattached):
        return {}
    return {UNATTACHED_FROM: event.attached_to, f"{UNATTACHED_FROM}_timestamp": event.timestamp}


EVENT_BINDINGS["self_becomes_unattached"] = _unattached_binding


ENTERING_IT = "entering_it"


def _entering_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    """ "That creature" / "it": the permanent that entered (603.6a), while it is still that
    object (400.7; engine.rules.triggers.PERMANENT_BINDINGS). Two keys, one per word, so the
    definition prints back as its text (engine.oracle.grammar.combat_triggers)."""
    if not isinstance(event, ZoneChanged):
        return {}
    return {"entering": event.object, ENTERING_IT: event.object}


EVENT_BINDINGS.setdefault("permanent_enters", _entering_binding)
PERMANENT_BINDINGS.update(("entering", ENTERING_IT))
