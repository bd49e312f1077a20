"""State triggers (603.8): a triggered ability whose trigger is a game state, not an event
("When you control no Islands, sacrifice ~."). Its trigger kind is "state" with "condition", a
condition name of engine.rules.triggers.condition (the same conditions intervening "if"
clauses use, 603.4: "you_control_none_of:Island", "you_control_none:Artifact", ...).

It triggers as soon as the state holds (603.8): `check` runs each time the game settles before
a player would receive priority (engine.rules.priority, 117.5), after the state-based actions,
and the trigger goes on the stack at that opportunity. It doesn't trigger again while the same
ability of the same permanent is waiting to go on the stack or is on the stack; once it has
left the stack it triggers again if the state still holds. Limits: a state that holds only for
a moment during a resolution and is gone before anyone would receive priority isn't seen (the
603.8 example's "discard your hand, then draw that many cards").
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import TriggeredAbility
from engine.core.events import DidEvent
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, PendingTrigger, Zone
from engine.rules.pipeline import Resolution, name_of
from engine.rules.static_conditions import holds
from engine.rules.triggers import abilities_of, condition, trigger_kind

STATE = "state"


@trigger_kind(STATE)
def _no_event(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """603.8: a state trigger watches the game state, never an event (see `check`)."""
    return False


def _pending(state: GameState, source: str, index: int) -> bool:
    """Is this ability of this permanent waiting to go on the stack, or on it (603.8)?"""
    if any(t.source == source and t.ability == index for t in state.pending_triggers):
        return True
    return any(
        o.stack is not None
        and o.stack.kind == "triggered"
        and o.stack.source == source
        and o.stack.ability == index
        for o in state.zone(Zone.STACK)
    )


def check(res: Resolution) -> None:
    """Trigger each state-triggered ability of a permanent whose state holds (603.8)."""
    state = res.state
    found: list[PendingTrigger] = []
    for obj in state.battlefield:
        if obj.phased_out or obj.face_down:
            continue
        for index, ability in enumerate(abilities_of(state, obj)):
            if not isinstance(ability, TriggeredAbility) or ability.trigger != STATE:
                continue
            if ability.as_long_as and not holds(state, obj, ability.as_long_as):
                continue  # the object doesn't have the ability now (702.178a, 716.2a)
            if _pending(state, obj.id, index):
                continue
            if not condition(state, obj.controller, str(ability.params["condition"]), None, obj.id):
                continue
            found.append(PendingTrigger(obj.id, index, obj.controller, Params()))
            res.note(
                LogKind.TRIGGER,
                f"{name_of(state, obj.id)}'s ability triggers: {ability.text}",
                "603.8",
                objects=(obj.id,),
            )
    if found:
        res.set_state(
            replace(res.state, pending_triggers=res.state.pending_triggers + tuple(found))
        )
