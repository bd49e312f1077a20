"""Zone-change replacement effects (614.6, 614.1a)."""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import WouldEvent, ZoneChangeEvent
from engine.core.state import Effect, GameState, Params, Zone
from engine.rules.copying import effective_def
from engine.rules.effect_kinds import (
    EVENT_EFFECT_SOURCES,
    Applied,
    EffectKind,
    ref_name,
    register,
)


@register
class OpponentsGraveyardToExile(EffectKind[ZoneChangeEvent]):
    """Leyline of the Void: a card that would go to an opponent's graveyard is exiled instead."""

    name = "opponents_graveyard_to_exile"
    watches = (ZoneChangeEvent,)
    rules = ("614.6", "614.1a")

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        obj = state.find_object(event.object)
        return (
            event.to_zone is Zone.GRAVEYARD
            and obj is not None
            and not obj.token  # "a card"
            and obj.owner != effect.controller
        )

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        return Applied(
            replace(event, to_zone=Zone.EXILE), f"{ref_name(state, event.object)} is exiled instead"
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return "cards going to an opponent's graveyard are exiled instead"


SELF_GRAVEYARD_TO_EXILE = "self_graveyard_to_exile"


@register
class SelfGraveyardToExile(EffectKind[ZoneChangeEvent]):
    """ "If ~ would be put into a graveyard from anywhere, exile it instead." (614.1a): the
    object with the ability (its "object") is exiled instead. The ability says it works from
    anywhere (113.6b): on the battlefield it is a static effect like any other, and from every
    other zone (a hand, a library, the stack) the moving card's own ability applies to the event
    (`_from_anywhere`)."""

    name = SELF_GRAVEYARD_TO_EXILE
    watches = (ZoneChangeEvent,)
    rules = ("614.1a", "113.6b")

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        return event.to_zone is Zone.GRAVEYARD and event.object == effect.params.get("object")

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        return Applied(
            replace(event, to_zone=Zone.EXILE),
            f"{ref_name(state, event.object)} would be put into a graveyard: it is exiled instead",
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('object'))} is exiled instead of going to a graveyard"


def _from_anywhere(state: GameState, event: WouldEvent) -> tuple[Effect, ...]:
    """The moving object's own "from anywhere" ability, wherever it is but the battlefield
    (there its static effect is already in force)."""
    if not isinstance(event, ZoneChangeEvent) or event.to_zone is not Zone.GRAVEYARD:
        return ()
    obj = state.find_object(event.object)
    if obj is None or obj.zone is Zone.BATTLEFIELD:
        return ()
    definition = effective_def(state, obj)
    if definition is None:
        return ()
    return tuple(
        Effect(
            f"{obj.id}.{index}",
            SELF_GRAVEYARD_TO_EXILE,
            obj.controller,
            obj.id,
            Params({"object": obj.id}),
            timestamp=0,
        )
        for index, ability in enumerate(definition.abilities)
        if getattr(ability, "effect", None) == SELF_GRAVEYARD_TO_EXILE
    )


EVENT_EFFECT_SOURCES.append(_from_anywhere)
