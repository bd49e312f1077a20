"""Canonical game states: the value `load(dump(state))` gives back."""

from __future__ import annotations

from dataclasses import replace

from engine.core.state import GameObject, GameState, Zone
from engine.document.codec import PLAYER_ZONES


def canonical(state: GameState) -> GameState:
    """`state` as `load(dump(state))` gives it back: objects in document order (each player's
    zones in turn, then the stack; each zone keeps its own order) and the next timestamp just
    above the highest in use. `engine.apply` returns canonical states, so a game continued in
    memory and one saved and reloaded between actions are the same value step by step (a
    decision's options, listed in object order, can't differ between the two)."""
    buckets: dict[tuple[str, Zone], list[GameObject]] = {}
    stack: list[GameObject] = []
    for obj in state.objects:
        if obj.zone is Zone.STACK:
            stack.append(obj)
        else:
            holder = obj.controller if obj.zone is Zone.BATTLEFIELD else obj.owner
            buckets.setdefault((holder, obj.zone), []).append(obj)
    ordered = [
        obj
        for player in state.players
        for zone in PLAYER_ZONES
        for obj in buckets.pop((player.id, zone), ())
    ]
    leftover = [obj for group in buckets.values() for obj in group]  # none in a valid state
    objects = (*ordered, *leftover, *stack)
    # An Equipment's attachment timestamp (613.7e) counts: the codec does the same.
    timestamps = [o.layer_timestamp for o in objects] + [e.timestamp for e in state.effects]
    next_timestamp = max(timestamps, default=0) + 1
    if objects == state.objects and next_timestamp == state.next_timestamp:
        return state
    return replace(state, objects=objects, next_timestamp=next_timestamp)
