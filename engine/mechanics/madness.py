"""Madness (702.35): the keyword stands for two abilities (702.35a).

- A static ability working while the card is in a hand: if a player would discard it, they
  discard it but it is exiled instead of going to the graveyard. It is a replacement effect
  (614.1a) in force for one event only, the discard of that very card (`ZoneChangeEvent.discard`,
  set by engine.rules.zones.discard): the effect kind "madness" here, supplied through
  engine.rules.effect_kinds.EVENT_EFFECT_SOURCES. It marks the event (`madness`), so the card was
  still discarded (701.9a: CardDiscarded) and the trigger knows it was exiled "this way", not by
  another replacement (a card that another effect exiles instead isn't).
- A triggered ability (engine.cards.keyword_abilities.MADNESS, the trigger kind
  `self_discarded_with_madness`, working from exile): as it resolves, the card's owner may cast
  it by paying its madness cost rather than its mana cost (a `may` decision; 702.35b: an
  alternative cost, 118.9, 601.2b, 601.2f-h). It is cast then, while the ability resolves
  (608.2g: no timing permission applies; engine.rules.resolution_casts.cast_for_cost). If they
  don't, or can't (no legal target, a cost they can't pay), they put it into their graveyard.
  If the card has left exile since (400.7), the ability does nothing.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import TriggeredAbility
from engine.cards.registry import card_def
from engine.core.choices import DecisionKind, Option
from engine.core.events import CardDiscarded, DidEvent, WouldEvent, ZoneChangeEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, GameState, Params, Zone
from engine.instructions.registry import OBJECT_TIMESTAMP, ExecContext, instruction_kind
from engine.rules.alternative_costs import cast_for
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import (
    EVENT_EFFECT_SOURCES,
    Applied,
    EffectKind,
    ref_name,
    register,
)
from engine.rules.pipeline import Resolution, name_of
from engine.rules.resolution_casts import cast_for_cost
from engine.rules.triggers import trigger_kind
from engine.rules.zones import move

MADNESS = "madness"
RULE = "702.35a"
CAST = "cast"
DONT = "dont"


def madness_cost(state: GameState, obj: GameObject) -> str | None:
    """The card's madness cost, if it has madness (its printed keyword and cost)."""
    definition = card_def(state, obj.card)
    if definition is None or not definition.madness or not chars(state, obj).has(MADNESS):
        return None
    return definition.madness


@register
class Madness(EffectKind[ZoneChangeEvent]):
    """Params: "object": the card with madness being discarded from its hand: it is exiled
    instead of being put into the graveyard (702.35a, 614.1a)."""

    name = "madness"
    watches = (ZoneChangeEvent,)
    rules = (RULE, "614.1a")

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        return (
            event.discard
            and event.object == effect.params.get("object")
            and event.from_zone is Zone.HAND
            and event.to_zone is Zone.GRAVEYARD
        )

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        return Applied(
            replace(event, to_zone=Zone.EXILE, madness=True),
            f"{ref_name(state, event.object)} has madness: it is discarded, but exiled instead "
            "of being put into the graveyard",
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('object'))} is exiled if it's discarded"


def _madness_effects(state: GameState, event: WouldEvent) -> tuple[Effect, ...]:
    """The static ability of the card being discarded, while it is in a hand (702.35a, 113.6)."""
    if not isinstance(event, ZoneChangeEvent) or not event.discard:
        return ()
    obj = state.find_object(event.object)
    if obj is None or obj.zone is not Zone.HAND or madness_cost(state, obj) is None:
        return ()
    params = Params({"object": obj.id})
    return (Effect(f"{obj.id}.madness", MADNESS, obj.owner, obj.id, params, timestamp=0),)


EVENT_EFFECT_SOURCES.append(_madness_effects)


@trigger_kind("self_discarded_with_madness")
def _self_discarded_with_madness(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """702.35a: "When this card is exiled this way" (by its own madness, as it was discarded)."""
    return (
        isinstance(event, CardDiscarded)
        and event.madness
        and event.card == obj.id
        and obj.zone is Zone.EXILE
    )


def pay_madness(res: Resolution, spell_id: str, cost: str) -> None:
    """702.35b, 118.9: the madness cost is paid rather than the mana cost."""
    cast_for(res, spell_id, MADNESS, cost, RULE)


@instruction_kind("madness_cast")
def _madness_cast(res: Resolution, ctx: ExecContext, params: Params) -> None:
    card = res.state.find_object(ctx.source)
    expected = ctx.bound.get(OBJECT_TIMESTAMP)
    if (
        card is None
        or card.zone is not Zone.EXILE
        or (expected is not None and card.timestamp != expected)
    ):
        res.note(LogKind.NOTE, "the card madness exiled is no longer in exile (400.7)", RULE)
        return
    owner = card.owner  # 702.35a: its owner may cast it
    cost = madness_cost(res.state, card)
    name = name_of(res.state, card.id)
    cast = False
    if cost is not None:
        answer = res.choose(
            owner,
            DecisionKind.MAY,
            f"{name_of(res.state, owner)} may cast {name} by paying its madness cost {cost}",
            (Option(CAST, f"cast {name} for {cost}"), Option(DONT, f"don't cast {name}")),
            RULE,
            context=(MADNESS, card.id),
        )
        cast = answer == CAST and cast_for_cost(res, card.id, owner, MADNESS)
    if cast:
        return
    res.note(
        LogKind.ZONE_CHANGE,
        f"{name} wasn't cast with madness: its owner puts it into their graveyard",
        RULE,
        objects=(card.id,),
    )
    move(res, card.id, Zone.GRAVEYARD)
