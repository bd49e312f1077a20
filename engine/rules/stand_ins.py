"""A judge's stand-ins (issue 32): an effect from the vocabulary a judge puts in force for a
sentence of a card the engine doesn't apply (Doubling Season's "If an effect would put one or
more counters on a permanent you control, it puts twice that many of those counters on that
permanent instead." as `put_more_counters`).

The effect records the object it stands in for (`Effect.stands_in_for`). It works as that
card's text would: only while the card is on the battlefield (113.6: a permanent's static
abilities function there), and its "you" is the card's controller (109.5). Wherever it is shown
it is "judge's stand-in for <card>", never the card itself: the answer depends on the judge's
reading, and says so (`stand_in_notes`).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.state import Effect, GameState, Zone
from engine.rules.names import name_of


def in_force(state: GameState, effect: Effect) -> Effect | None:
    """The stored effect as it is in force now: a stand-in only while the object it stands in
    for is on the battlefield, controlled by that object's controller; None when it isn't."""
    if effect.stands_in_for is None:
        return effect
    obj = state.find_object(effect.stands_in_for)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
        return None
    if obj.controller != effect.controller:
        return replace(effect, controller=obj.controller)
    return effect


def stand_in_label(state: GameState, effect: Effect) -> str | None:
    """ "judge's stand-in for Doubling Season", or None for an effect that stands in for
    nothing."""
    if effect.stands_in_for is None:
        return None
    return f"judge's stand-in for {name_of(state, effect.stands_in_for)}"


def stand_ins(state: GameState) -> tuple[Effect, ...]:
    """The stand-ins on the board (in force or not), in the order they were put there."""
    return tuple(e for e in state.effects if e.stands_in_for is not None)
