"""The Ring-bearer and the Ring's emblem as the rules read them (701.54; the keyword action
itself is engine.mechanics.ring). A leaf module: the layers (engine.rules.characteristics) and
the blocking rules (engine.rules.combat.restrictions) read it, the mechanic writes it.

- How many times the Ring has tempted a player is kept among the player's counters under
  `RING_TEMPTED` (a count, no counter: 122.1 never names it, and proliferate doesn't see it);
  it goes with the player in the scenario document and the notation. A player has the emblem
  named The Ring once the Ring has tempted them (701.54c: they get it the first time; nothing
  takes an emblem away, 114.1), so the count is the emblem and says which of its abilities it
  has (two or more times, three or more, four or more).
- Ring-bearer is a designation of one permanent (701.54b: not a copiable value): a bookkeeping
  effect of kind `RING_BEARER` controlled by the player whose Ring-bearer it is, with params
  "object" and "timestamp" (a new object after a zone change isn't it, 400.7). 701.54e: a
  creature is your Ring-bearer only while it is on the battlefield under your control.
"""

from __future__ import annotations

from engine.core.state import Effect, GameObject, GameState, Zone

RING_BEARER = "ring_bearer"
RING_TEMPTED = "ring_tempted"
EMBLEM = "The Ring"


def times_tempted(state: GameState, player: str) -> int:
    """How many times the Ring has tempted the player this game (701.54c-d)."""
    found = state.find_player(player)
    return int(found.counters.get(RING_TEMPTED, 0)) if found is not None else 0


def bears(effect: Effect, obj: GameObject) -> bool:
    """Is `effect` the Ring-bearer designation of this permanent, for the designation's player
    (701.54e: on the battlefield under that player's control; the same object, 400.7)?"""
    return (
        effect.kind == RING_BEARER
        and effect.params.get("object") == obj.id
        and effect.params.get("timestamp") == obj.timestamp
        and obj.zone is Zone.BATTLEFIELD
        and obj.controller == effect.controller
    )


def ring_bearer_of(state: GameState, player: str) -> GameObject | None:
    """The player's Ring-bearer (701.54e), or None."""
    for effect in state.effects:
        if effect.kind != RING_BEARER or effect.controller != player:
            continue
        obj = state.find_object(str(effect.params.get("object")))
        if obj is not None and not obj.phased_out and bears(effect, obj):
            return obj
    return None


def is_ring_bearer(state: GameState, obj: GameObject) -> bool:
    """Is the permanent its controller's Ring-bearer (701.54e)?"""
    bearer = ring_bearer_of(state, obj.controller)
    return bearer is not None and bearer.id == obj.id


def ring_legendary(state: GameState, obj: GameObject) -> bool:
    """701.54c: the Ring's first ability makes its player's Ring-bearer legendary (layer 4,
    613.1d); the designation's player has the emblem once tempted."""
    return any(
        bears(e, obj) and times_tempted(state, e.controller) >= 1
        for e in state.effects
        if e.kind == RING_BEARER
    )


def ring_evades(state: GameState, obj: GameObject) -> bool:
    """701.54c: the Ring's first ability: its player's Ring-bearer can't be blocked by creatures
    with greater power."""
    return is_ring_bearer(state, obj) and times_tempted(state, obj.controller) >= 1
