"""Counters with rules of their own (122.1): the replacement and prevention effects a counter on a
permanent creates, whoever or whatever put it there (a card, the judge's editor, a document).

- finality (122.1h): "If this permanent would be put into a graveyard from the battlefield,
  exile it instead";
- shield (122.1c): "If this permanent would be destroyed as the result of an effect, instead
  remove a shield counter from it" and "If damage would be dealt to this permanent, prevent that
  damage and remove a shield counter from it";
- stun (122.1d): "If a permanent with a stun counter on it would become untapped, instead remove
  a stun counter from it" (`stunned`, asked wherever a permanent would untap: the untap step,
  502.3, and the untap instruction).

One or more counters of a kind create a single effect (122.1c, 122.1d, 122.1h): each is in force
for the event only, from the counters the permanent has as the event would happen, like a
protection keyword's prevention (702.16e). Loyalty, defense and poison counters are read where
their rules live (engine.rules.sba, engine.rules.damage); +1/+1 and -1/-1 counters in layer 7c
(613.4c)."""

from __future__ import annotations

from engine.core.events import DamageEvent, WouldEvent, ZoneChangeEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, GameState, Params, Zone
from engine.rules.effect_kinds import (
    EVENT_EFFECT_SOURCES,
    Applied,
    EffectKind,
    Resolving,
    ref_name,
    register,
)
from engine.rules.pipeline import Resolution, name_of

FINALITY = "finality"
SHIELD = "shield"
STUN = "stun"


def _remove_one(res: Resolving, obj_id: str, kind: str, rule: str) -> None:
    obj = res.state.object(obj_id)
    res.set_state(res.state.with_object(obj.with_counters(kind, -1)))
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, obj_id)} loses a {kind} counter",
        rule,
        objects=(obj_id,),
    )


def _carrier(state: GameState, obj_id: str, kind: str) -> GameObject | None:
    """The permanent, if it is on the battlefield with a counter of `kind` on it now."""
    obj = state.find_object(obj_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.counter(kind) <= 0:
        return None
    return obj


@register
class FinalityCounter(EffectKind[ZoneChangeEvent]):
    """122.1h: a permanent with a finality counter that would go to a graveyard from the
    battlefield is exiled instead."""

    name = "finality_counter"
    watches = (ZoneChangeEvent,)
    rules = ("122.1h", "614.1a")

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        return (
            event.object == effect.params.get("object")
            and event.from_zone is Zone.BATTLEFIELD
            and event.to_zone is Zone.GRAVEYARD
            and _carrier(state, event.object, FINALITY) is not None
        )

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        return Applied(
            ZoneChangeEvent(event.object, event.from_zone, Zone.EXILE, destroy=event.destroy),
            f"{ref_name(state, event.object)} has a finality counter: it is exiled instead of "
            "being put into a graveyard",
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"{ref_name(state, effect.params.get('object'))} has a finality counter: if it would "
            "be put into a graveyard from the battlefield, it is exiled instead"
        )


@register
class ShieldCounterDestruction(EffectKind[ZoneChangeEvent]):
    """122.1c: a permanent with a shield counter that would be destroyed loses a shield counter
    instead (701.8a: destroying is what "destroy" instructions and the lethal-damage state-based
    action do, 704.5g; a sacrifice or a 0 toughness, 704.5f, isn't destruction)."""

    name = "shield_counter_destruction"
    watches = (ZoneChangeEvent,)
    rules = ("122.1c", "614.1a")

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        return (
            event.destroy
            and event.object == effect.params.get("object")
            and event.from_zone is Zone.BATTLEFIELD
            and _carrier(state, event.object, SHIELD) is not None
        )

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        raise NotImplementedError("applied during a resolution (apply_with)")

    def apply_with(self, effect: Effect, event: ZoneChangeEvent, res: Resolving) -> Applied:
        what = ref_name(res.state, event.object)
        _remove_one(res, event.object, SHIELD, "122.1c")
        return Applied(None, f"{what} would be destroyed: a shield counter is removed instead")

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"{ref_name(state, effect.params.get('object'))} has a shield counter: if it would be "
            "destroyed, a shield counter is removed from it instead"
        )


@register
class ShieldCounterDamage(EffectKind[DamageEvent]):
    """122.1c: damage that would be dealt to a permanent with a shield counter is prevented, and
    a shield counter is removed from it. Damage that can't be prevented is dealt, and no counter
    is removed (615.12)."""

    name = "shield_counter_damage"
    prevention = True
    watches = (DamageEvent,)
    rules = ("122.1c", "615.1a")

    def applies(self, effect: Effect, event: DamageEvent, state: GameState) -> bool:
        return (
            event.amount > 0
            and not event.unpreventable
            and event.recipient == effect.params.get("object")
            and _carrier(state, event.recipient, SHIELD) is not None
        )

    def apply(self, effect: Effect, event: DamageEvent, state: GameState) -> Applied:
        raise NotImplementedError("applied during a resolution (apply_with)")

    def apply_with(self, effect: Effect, event: DamageEvent, res: Resolving) -> Applied:
        _remove_one(res, event.recipient, SHIELD, "122.1c")
        return Applied(
            None,
            f"a shield counter prevents all {event.amount} damage to "
            f"{ref_name(res.state, event.recipient)}",
            prevented=event.amount,
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"{ref_name(state, effect.params.get('object'))} has a shield counter: damage to it "
            "is prevented and a shield counter removed"
        )


# The effect each counter kind creates, by the event it watches.
_EFFECTS: tuple[tuple[str, str, type[WouldEvent]], ...] = (
    (FINALITY, "finality_counter", ZoneChangeEvent),
    (SHIELD, "shield_counter_destruction", ZoneChangeEvent),
    (SHIELD, "shield_counter_damage", DamageEvent),
)


def counter_effects(state: GameState, event: WouldEvent) -> tuple[Effect, ...]:
    """The single effect of one or more counters of a kind (122.1c, 122.1h) on the permanent the
    event is about, in force for this event."""
    if isinstance(event, ZoneChangeEvent):
        about = event.object
    elif isinstance(event, DamageEvent):
        about = event.recipient
    else:
        return ()
    obj = state.find_object(about)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or not obj.counters:
        return ()
    return tuple(
        Effect(
            id=f"{obj.id}:{effect_kind}",
            kind=effect_kind,
            controller=obj.controller,
            source=obj.id,
            params=Params({"object": obj.id}),
            timestamp=obj.layer_timestamp,
        )
        for counter, effect_kind, watched in _EFFECTS
        if isinstance(event, watched) and obj.counter(counter) > 0
    )


EVENT_EFFECT_SOURCES.append(counter_effects)


def stunned(res: Resolution, obj: GameObject) -> bool:
    """122.1d: a permanent with a stun counter that would become untapped stays tapped, and a
    stun counter is removed from it instead. True when that replaced the untap."""
    if obj.zone is not Zone.BATTLEFIELD or obj.counter(STUN) <= 0:
        return False
    res.note(
        LogKind.REPLACEMENT,
        f"{name_of(res.state, obj.id)} has a stun counter: instead of untapping, a stun counter "
        "is removed from it",
        "122.1d",
        "614.1a",
        objects=(obj.id,),
    )
    _remove_one(res, obj.id, STUN, "122.1d")
    return True
