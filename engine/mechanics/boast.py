"""Boast (702.142): "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if this
creature attacked this turn and only once each turn." (702.142a).

A boast ability is an ActivatedAbility with keyword "Boast", `once_each_turn` and the activation
condition "self_attacked_this_turn" (engine.rules.activation_conditions.MORE_CONDITIONS, which
this module fills in). Whether a creature attacked this turn is remembered as a bookkeeping
effect of kind `KIND` until end of turn (514.2), written from each declared attacker (508.1m:
a creature put onto the battlefield attacking was never declared, 508.3a, and never
"attacked"). The record names the object and its timestamp: after a zone change it is a new
object that hasn't attacked (400.7).
"""

from __future__ import annotations

import weakref

from engine.core.events import AttackDeclared, WouldEvent
from engine.core.state import Duration, Effect, GameObject, GameState, Params
from engine.rules.activation_conditions import MORE_CONDITIONS
from engine.rules.effect_kinds import EffectKind, effects_of_kind, ref_name, register
from engine.rules.pipeline import AFTER_PERFORM, Resolution
from engine.rules.priority import BEFORE_STATE_BASED_ACTIONS

KIND = "creature_attacked"
CONDITION = "self_attacked_this_turn"


@register
class CreatureAttacked(EffectKind[WouldEvent]):
    name = KIND
    rules = ("702.142a", "514.2")

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('object'))} attacked this turn"


def attacked_this_turn(state: GameState, obj: GameObject) -> bool:
    return any(
        e.params.get("object") == obj.id and e.params.get("timestamp") == obj.timestamp
        for e in effects_of_kind(state, KIND)
    )


def _self_attacked(state: GameState, player: str, arg: str, source: GameObject | None) -> bool:
    return source is not None and attacked_this_turn(state, source)


MORE_CONDITIONS[CONDITION] = _self_attacked

_READ: weakref.WeakKeyDictionary[Resolution, int] = weakref.WeakKeyDictionary()


def remember(res: Resolution) -> None:
    """Record each creature declared as an attacker since the last look (once per object)."""
    start = _READ.get(res, 0)
    if start >= len(res.events):
        return
    fresh = res.events[start:]
    _READ[res] = len(res.events)
    for event in fresh:
        if not isinstance(event, AttackDeclared):
            continue
        attacker = res.state.find_object(event.attacker)
        if attacker is None or attacked_this_turn(res.state, attacker):
            continue
        state, effect_id = res.state.take_id("e")
        state, timestamp = state.take_timestamp()
        params = Params({"object": attacker.id, "timestamp": attacker.timestamp})
        record = Effect(
            effect_id, KIND, attacker.controller, None, params, Duration.END_OF_TURN, timestamp
        )
        res.set_state(state.with_effect(record))


AFTER_PERFORM.append(remember)
BEFORE_STATE_BASED_ACTIONS.append(remember)
