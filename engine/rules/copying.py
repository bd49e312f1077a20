"""Copy effects (707) in layer 1a (613.2a): which definition an object's abilities come from.

A copy effect is a stored effect of kind "copy_of" (see `engine.rules.effects.copies`). Its
parameters: "object", the permanent that is a copy, or "enchanted" for whatever the effect's
source is attached to (Metamorphic Alteration); "original", the object copied; "card", the
name of the definition whose copiable values were locked in as the effect began (707.2b-c,
707.3: a copy of a copy copies what that copy was); and "timestamp", the timestamp of the object
whose presence the effect lasts for (the copy itself, or the Aura), so the effect ends as that
object leaves (400.7).

Every reader of a permanent's abilities (its static effects, triggers, activated abilities)
goes through `effective_def`, so a copy has the original's abilities and not its own (707.2a).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.cards.model import CardDef
from engine.cards.registry import card_def
from engine.core.state import Effect, GameObject, GameState, Params, Zone, memo
from engine.rules.face_down import is_face_down
from engine.rules.faces import object_definition, with_every_ability
from engine.rules.prototyped import is_prototyped, prototyped_values

if TYPE_CHECKING:
    from engine.core.events import ZoneChangeEvent

COPY_KIND = "copy_of"


def copy_effects(state: GameState) -> tuple[Effect, ...]:
    """The stored copy effects, once per state (most states have none)."""
    cache = memo(state)
    found: tuple[Effect, ...] | None = cache.get("copy_effects")
    if found is None:
        found = tuple(
            sorted(
                (e for e in state.effects if e.kind == COPY_KIND),
                key=lambda e: e.timestamp,
            )
        )
        cache["copy_effects"] = found
    return found


def copied_object(state: GameState, effect: Effect) -> str | None:
    """The id of the permanent the copy effect applies to now, or None while it applies to
    nothing (its object or Aura has left the battlefield: 400.7)."""
    target = effect.params.get("object")
    anchor_id = effect.source if target == "enchanted" else target
    anchor = state.find_object(str(anchor_id)) if anchor_id is not None else None
    if anchor is None or anchor.zone is not Zone.BATTLEFIELD:
        return None
    stamp = effect.params.get("timestamp")
    if stamp is not None and stamp != anchor.timestamp:
        return None
    if target == "enchanted":
        return anchor.attached_to
    return anchor.id


def copy_effect_on(state: GameState, obj: GameObject) -> Effect | None:
    """The copy effect that decides the object's copiable values: the latest applying one
    (613.2: within layer 1a, timestamp order, so the last one wins)."""
    effects = copy_effects(state)
    if not effects or obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
        return None
    found = None
    for effect in effects:
        if copied_object(state, effect) == obj.id:
            found = effect
    return found


def copied_definition(
    state: GameState, effect: Effect, seen: frozenset[str] = frozenset()
) -> CardDef | None:
    """The definition a copy effect gives: the locked-in one (707.2b), else the original's
    current copiable values (a document may leave "card" out)."""
    if effect.params.get("face_down"):
        return None  # 707.2, 708.10: a copy of a face-down 2/2 has no text to copy
    name = effect.params.get("card")
    if name is not None:
        definition = card_def(state, str(name))
        merged = effect.params.get(MERGED)
        if definition is not None and merged:
            # 730.2a, 707.2: a merged permanent's copiable values have every component's
            # abilities (702.140e)
            parts = tuple((card_def(state, str(n)), ()) for n in merged)
            return with_every_ability(definition, parts)
        return definition
    original = state.find_object(str(effect.params.get("original")))
    if original is None or original.id in seen:
        return None
    return effective_def(state, original, seen | {original.id})


def effective_def(
    state: GameState, obj: GameObject, seen: frozenset[str] = frozenset()
) -> CardDef | None:
    """The definition an object's characteristics and abilities come from: its own card's, or,
    while a copy effect applies to it, the copied values (707.2, 707.3)."""
    if not state.effects or not copy_effects(state):
        return object_definition(state, obj)
    effect = copy_effect_on(state, obj)
    if effect is None:
        return object_definition(state, obj)
    return copied_definition(state, effect, seen | {obj.id})


def copiable_name(state: GameState, obj: GameObject) -> str | None:
    """The name of the definition holding the object's copiable values (707.3), to lock in."""
    definition = effective_def(state, obj)
    return definition.name if definition is not None else None


def copiable_exceptions(state: GameState, obj: GameObject) -> Params:
    """The exceptions of the copy effect deciding the object's copiable values (707.9b: they
    are part of those values, so a copy of this copy has them too); empty if none."""
    effect = copy_effect_on(state, obj) if copy_effects(state) else None
    exceptions = effect.params.get("except") if effect is not None else None
    return exceptions if isinstance(exceptions, Params) else Params()


# The last-known key holding what a copy effect made a permanent a copy of (608.2h).
LAST_COPIABLE = "copiable"
# The copiable-values key naming a merged permanent's components' cards, in the order they
# merged (730.2a: merging is a copiable effect; 702.140e: every component's abilities).
MERGED = "merged"


def copiable_merged(state: GameState, obj: GameObject) -> tuple[str, ...]:
    """The cards whose abilities a copy of the permanent has beyond its copiable card's (730.2a,
    702.140e): a merged permanent's face-up components' cards in the order they merged (the
    topmost one's included), or what a copy effect on it locked in; () for anything else."""
    effect = copy_effect_on(state, obj) if copy_effects(state) else None
    if effect is not None:
        locked = effect.params.get(MERGED)
        return tuple(str(n) for n in locked) if locked else ()
    if not obj.merged:
        return ()
    components = sorted(
        [(obj.top_rank, obj.card, obj.face_down)]
        + [(m.rank, m.card, m.face_down) for m in obj.merged]
    )
    return tuple(name for _, name, face_down in components if not face_down)


def copiable_values(state: GameState, obj: GameObject) -> Params:
    """What a copy of the permanent copies beyond its own card and face: the definition and
    exceptions a copy effect on it gives (707.3, 707.9b), "face_down" (708.10), or the
    "original" it copies when no definition can be locked in; empty when its own card's values
    are its copiable values."""
    if is_face_down(obj):
        return Params({"face_down": True})
    effect = copy_effect_on(state, obj)
    if effect is None:
        # 718.2a, 718.3d: a prototyped permanent's prototype values are part of its copiable
        # values (as a copy effect's exceptions are, 707.9b).
        prototyped = prototyped_values(card_def(state, obj.card)) if is_prototyped(obj) else None
        if prototyped is not None:
            return Params({"card": obj.card, "except": prototyped})
        merged = copiable_merged(state, obj)
        if merged:
            return Params({"card": obj.card, MERGED: merged})  # 730.2a
        return Params()
    if effect.params.get("face_down"):
        return Params({"face_down": True})
    name = copiable_name(state, obj)
    if name is None:
        # No definition to lock in (a face of a multi-face card): copy what it copies, as the
        # copy effect on it does.
        return Params({"original": effect.params.get("original")})
    exceptions = copiable_exceptions(state, obj)
    merged = copiable_merged(state, obj)
    return Params(
        {
            "card": name,
            **({"except": exceptions} if exceptions else {}),
            **({MERGED: merged} if merged else {}),
        }
    )


def last_copiable_values(state: GameState, obj: GameObject) -> Params:
    """The facts engine.rules.zones keeps as a permanent leaves the battlefield (608.2h); a
    token's card too, since the token itself will cease to exist (704.5d)."""
    values = copiable_values(state, obj)
    if not values and obj.token and card_def(state, obj.card) is not None:
        values = Params({"card": obj.card})
    return Params({**values, "face": obj.face}) if values or obj.face else Params()


def moved_copy_effects(state: GameState, object_id: str, event: ZoneChangeEvent) -> GameState:
    """As an object moves: copy effects lasting for it end as it leaves the battlefield (400.7);
    one it enters with begins now, with its new timestamp (707.5: it enters as the copy)."""
    kept = tuple(e for e in state.effects if not (e.kind == COPY_KIND and e.source == object_id))
    obj = state.object(object_id)
    chose = event.copy
    if chose and obj.zone is Zone.BATTLEFIELD:
        on = "enchanted" if chose.get("enchanted") else obj.id
        kept += (
            Effect(
                id=f"{obj.id}.copy",
                kind=COPY_KIND,
                controller=obj.controller,
                source=obj.id,
                params=Params(
                    {
                        "object": on,
                        "original": chose.get("original"),
                        **({"card": chose["card"]} if chose.get("card") else {}),
                        **({"except": chose["except"]} if chose.get("except") else {}),
                        **({"face_down": True} if chose.get("face_down") else {}),  # 708.10
                        **({MERGED: chose[MERGED]} if chose.get(MERGED) else {}),  # 730.2a
                        "timestamp": obj.timestamp,
                    }
                ),
                timestamp=obj.timestamp,
            ),
        )
    if kept == state.effects:
        return state
    return replace(state, effects=kept)
