"""Trigger events about permanents put into a graveyard, and the player such an event names.

- "Whenever an artifact [you control] is put into a graveyard from the battlefield" (700.4: the
  words Oracle uses for a noncreature permanent; Disciple of the Vault, Marionette Master): a
  leaves-the-battlefield trigger that looks back in time (603.10a), so the permanent's types and
  controller are those it had as it last existed on the battlefield (608.2h). It is bound as
  "died", like a creature that dies.
- "that player" (bound:player) of "whenever a creature an opponent controls dies" (Massacre Wurm:
  the player who controlled it as it last existed on the battlefield) and of "whenever a
  creature enters under an opponent's control" (Blood Seeker: the player who controls it as it
  is on the battlefield, 603.6a).
- "Whenever one or more [TYPE] cards leave your graveyard [during your turn]" (603.10a: it
  looks back in time, so the card's types are those it had in the graveyard): once for each
  occurrence that moves such cards out of the graveyard, however many (603.2c), a card cast from
  it included (601.2a). Tokens aren't cards (111.1).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.cards.model import TriggeredAbility
from engine.core.events import DidEvent, ZoneChanged
from engine.core.state import GameObject, GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.triggers import (
    BATCHED_ACROSS_PLAYERS,
    EVENT_BINDINGS,
    LOOKS_BACK_AT_OTHERS,
    PLAYER_BINDINGS,
    TRIGGER_RULES,
    trigger_kind,
)


@trigger_kind("put_into_graveyard_from_battlefield")
def _put_into_graveyard(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """Params "type" (a card type it had, as it last existed on the battlefield), "whose"
    ("any", "you": its controller then was this object's controller), "your_graveyard" (its
    owner is this object's controller) and "nontoken"."""
    if not (
        isinstance(event, ZoneChanged)
        and event.from_zone is Zone.BATTLEFIELD
        and event.to_zone is Zone.GRAVEYARD
    ):
        return False
    known = state.last_known.get(event.object)
    if known is None:
        return False
    wanted = ability.params.get("type")
    if wanted is not None and str(wanted) not in known.get("types", ()):
        return False
    if ability.params.get("nontoken") and known.get("token"):
        return False
    if ability.params.get("your_graveyard") and not _into_your_graveyard(state, obj, event.object):
        return False
    if ability.params.get("whose", "any") == "you":
        return str(known.get("controller")) == _controller_then(state, obj)
    return True


def _into_your_graveyard(state: GameState, obj: GameObject, moved: str) -> bool:
    """ "Put into your graveyard": a card goes to its owner's graveyard (400.3), a token too
    before it ceases to exist (111.7, 704.5d), so the card's owner is this object's controller."""
    card = state.find_object(moved)
    if card is not None:
        owner = card.owner
    else:  # a token that has ceased to exist (704.5d): its owner as it left
        known = state.last_known.get(moved)
        owner = str(known.get("owner", "")) if known is not None else ""
    return owner == _controller_then(state, obj)


def _controller_then(state: GameState, obj: GameObject) -> str:
    """This object's controller, or its last known one if it left the battlefield in the same
    event (603.10a)."""
    if obj.zone is Zone.BATTLEFIELD:
        return obj.controller
    known = state.last_known.get(obj.id)
    return str(known.get("controller")) if known is not None else obj.controller


def _died_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    return {"died": event.object} if isinstance(event, ZoneChanged) else {}


def _died_controller(ability: TriggeredAbility, event: DidEvent, state: GameState) -> str | None:
    """608.2h: who controlled the creature as it last existed on the battlefield."""
    if not isinstance(event, ZoneChanged):
        return None
    known = state.last_known.get(event.object)
    controller = known.get("controller") if known is not None else None
    return str(controller) if controller else None


def _entered_controller(ability: TriggeredAbility, event: DidEvent, state: GameState) -> str | None:
    if not isinstance(event, ZoneChanged):
        return None
    entered = state.find_object(event.object)
    return entered.controller if entered is not None else None


EVENT_BINDINGS["put_into_graveyard_from_battlefield"] = _died_binding
PLAYER_BINDINGS.update({"creature_dies": _died_controller, "permanent_enters": _entered_controller})
# 603.2c: "whenever one or more creatures die" is one event for all those dying at once
BATCHED_ACROSS_PLAYERS.add("creature_dies")
LOOKS_BACK_AT_OTHERS.add("put_into_graveyard_from_battlefield")


@trigger_kind("cards_leave_your_graveyard")
def _cards_leave_graveyard(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """Params "types" (the card has one of these card types: "artifact and/or creature
    cards"), "your_turn" ("during your turn") and "one_or_more"."""
    if not (isinstance(event, ZoneChanged) and event.from_zone is Zone.GRAVEYARD):
        return False
    if obj.zone is not Zone.BATTLEFIELD:
        return False
    card = state.find_object(event.object)
    if card is None or card.token or card.owner != obj.controller:
        return False  # 404.2: a card is in its owner's graveyard
    if ability.params.get("your_turn") and state.turn.active_player != obj.controller:
        return False
    types = ability.params.get("types")
    if not types:
        return True
    # 603.10a: as it was in the graveyard: the card's front face, face up (711.4b, 712.8a)
    seen = chars(state, replace(card, zone=Zone.GRAVEYARD, face=0, face_down=False))
    return any(seen.is_type(str(t)) for t in types)


TRIGGER_RULES["cards_leave_your_graveyard"] = ("603.10a",)
