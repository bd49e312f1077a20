"""Abilities that trigger on sacrificing (701.21a): "whenever you sacrifice a creature / another
permanent / a nontoken artifact / a Clue / a Blood token / an artifact or creature / ~ or
another artifact". The event is PermanentSacrificed, made by engine.rules.zones.sacrifice
wherever a permanent is sacrificed: by an effect or to pay a cost. It triggers once for each
permanent sacrificed (603.2c). What was sacrificed is read as it last existed on the battlefield
(603.10a, 608.2h: its types, subtypes, whether it was a token), so an ability of the sacrificed
permanent itself ("~ or another creature") looks back in time and triggers from the graveyard.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards.model import TriggeredAbility
from engine.core.events import DidEvent, PermanentSacrificed
from engine.core.state import GameObject, GameState, Params, Zone
from engine.rules.triggers import EVENT_BINDINGS, LOOKS_BACK_AT_OTHERS, trigger_kind

# The nouns of "whenever you sacrifice a [noun]" that are card types (205.2a); "permanent" is any,
# any other word a subtype ("Clue", "Food", "Blood", 205.3).
CARD_TYPE_NOUNS = ("Creature", "Artifact", "Enchantment", "Land", "Planeswalker")
ANY_PERMANENT = "permanent"


def is_sacrificed(params: Params | Mapping[str, Any], known: Mapping[str, Any]) -> bool:
    """Does a permanent as it last was (`known`: engine.rules.zones' last-known facts) have the
    qualities the trigger's params name: "kinds" (any of them), "token", "nontoken"?"""
    kinds = tuple(params.get("kinds", (ANY_PERMANENT,)))
    if not any(
        kind == ANY_PERMANENT or kind in known.get("types", ()) or kind in known.get("subtypes", ())
        for kind in kinds
    ):
        return False
    if params.get("token") and not known.get("token"):
        return False
    return not (params.get("nontoken") and known.get("token"))


@trigger_kind("you_sacrifice")
def _you_sacrifice(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """Params "kinds", "token", "nontoken", "other" (not the object with the ability),
    "or_self" (written "~ or another ...": the object itself too) and "self" (written "When you
    sacrifice ~": only the object itself, looking back in time as it left, 603.10a)."""
    if not isinstance(event, PermanentSacrificed):
        return False
    params = ability.params
    if params.get("self") and event.object != obj.id:
        return False
    if event.object == obj.id and params.get("other") and not params.get("or_self"):
        return False
    known = state.last_known.get(event.object)
    if known is None:
        return False
    # 603.10a: an object that left the battlefield with the sacrificed one (or is it) triggers
    # as it last was there, controlled by who controlled it then.
    controller = obj.controller
    own = state.last_known.get(obj.id)
    if obj.zone is not Zone.BATTLEFIELD and own is not None and own.get("controller"):
        controller = str(own["controller"])
    return event.player == controller and is_sacrificed(params, known)


def _sacrificed_binding(ability: TriggeredAbility, event: DidEvent) -> dict[str, Any]:
    return {"sacrificed": event.object} if isinstance(event, PermanentSacrificed) else {}


EVENT_BINDINGS["you_sacrifice"] = _sacrificed_binding
LOOKS_BACK_AT_OTHERS.add("you_sacrifice")
