"""Regeneration shields (701.19, 614.8): a destruction-replacement effect.

"regeneration_shield" parameters:
- "object": the permanent it protects (for a card's static ability, "self" or "enchanted");
- "object_timestamp" (optional): that permanent's timestamp when the shield was made. A permanent
  that leaves the battlefield and comes back is a new object (400.7) the shield doesn't protect,
  although the engine keeps its id; a shield written without it protects whatever has the id.

A stored shield (made by the "regenerate" instruction as a spell or ability resolves, 701.19a)
replaces the next destruction and is used up; it lasts until end of turn like any "this turn"
effect (514.2). The same kind as a static ability of a card replaces each destruction (701.19b).
It turns the destruction into a `RegenerateEvent`, performed by `engine.mechanics.regeneration`. Two
shields made the same way for one permanent are identical effects: one is used, without a question
(616.1), and the other stays for a later destruction.

Destruction is the only event a shield sees: indestructible permanents are never destroyed
(702.12b, `engine.rules.zones.destroy`), so their shields stay unused, and a creature put into the
graveyard for having 0 toughness (704.5f) or sacrificed (701.21a) isn't destroyed either.
"""

from __future__ import annotations

from typing import Any

from engine.core.events import RegenerateEvent, ZoneChangeEvent
from engine.core.state import Effect, GameState, Zone
from engine.rules.effect_kinds import Applied, EffectKind, Stopped, register
from engine.rules.effects.cant import regeneration_forbidden
from engine.rules.pipeline import name_of


def _protects(effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
    """The event destroys the very permanent the shield was made for (701.8a: destroying moves
    a permanent from the battlefield; another replacement may already have changed where to)."""
    if not event.destroy or event.from_zone is not Zone.BATTLEFIELD:
        return False
    if event.object != effect.params.get("object"):
        return False
    obj = state.find_object(event.object)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    stamp = effect.params.get("object_timestamp")
    return stamp is None or stamp == obj.timestamp


def _name(state: GameState, ref: Any) -> str:
    return name_of(state, str(ref)) if ref is not None else "no permanent"


@register
class RegenerationShield(EffectKind[ZoneChangeEvent]):
    name = "regeneration_shield"
    watches = (ZoneChangeEvent,)
    rules = ("614.8", "701.19a")

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        # 701.19c: "can't be regenerated" keeps shields from being applied.
        return (
            _protects(effect, event, state) and regeneration_forbidden(state, event.object) is None
        )

    def stopped(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Stopped | None:
        if not _protects(effect, event, state):
            return None
        forbidding = regeneration_forbidden(state, event.object)
        if forbidding is None:
            return None
        why = _name(state, forbidding.source) if forbidding.source else "an effect"
        return Stopped(
            f"{_name(state, event.object)} can't be regenerated ({why}): its regeneration shield "
            "isn't applied and stays unused",
            ("701.19c",),
        )

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        what = _name(state, event.object)
        # A stored shield is used up (701.19a); one of a static ability applies each time
        # (701.19b), and the pipeline never stores or removes those.
        used_up = state.effect(effect.id) is not None
        why = "its regeneration shield is used up" if used_up else "each time, by a static ability"
        return Applied(
            RegenerateEvent(event.object),
            f"{what} would be destroyed: it regenerates instead ({why})",
            used_up=used_up,
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        what = _name(state, effect.params.get("object"))
        if state.effect(effect.id) is None:  # a static ability's (701.19b)
            return f"each time {what} would be destroyed, it regenerates instead"
        return (
            f"a regeneration shield protects {what} "
            "(the next time it would be destroyed, it regenerates instead)"
        )
