"""Protection (702.16): from a quality, from everything, and for players (The One Ring,
Teferi's Protection).

Protection does four things (DEBT, 702.16b-f): it stops targeting, enchanting/equipping/fortifying,
blocking by creatures with the quality, and damage from sources with it. Damage is the prevention
part, registered here as an effect kind; the other three are queries through `protected_from`.
"""

from __future__ import annotations

from typing import Any

from engine.core.events import DamageEvent, WouldEvent
from engine.core.state import Effect, GameObject, GameState, Params, Zone
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import (
    EVENT_EFFECT_SOURCES,
    Applied,
    EffectKind,
    effects_of_kind,
    ref_name,
    register,
)

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}

# Card-type qualities (702.16a: "protection from artifacts", "from instants"): the card type a
# source must have. An instant or a sorcery is a source only as a spell or as what its effect
# names (702.16e, 609.7a), so its type is read from the object as it is.
TYPE_QUALITIES = {
    "artifacts": "Artifact",
    "enchantments": "Enchantment",
    "instants": "Instant",
    "sorceries": "Sorcery",
    "lands": "Land",
    "planeswalkers": "Planeswalker",
}


def creature_type_plural(subtype: str) -> str:
    """How Oracle text writes a creature type in the plural ("Goblins", "Elves", "Wolves"),
    for protection from a creature type (702.16a)."""
    irregular = {
        "Elf": "Elves",
        "Dwarf": "Dwarves",
        "Wolf": "Wolves",
        "Werewolf": "Werewolves",
        "Kavu": "Kavu",
    }
    if subtype in irregular:
        return irregular[subtype]
    if subtype.endswith(("s", "x", "ch", "sh")):
        return subtype + "es"
    return subtype + "s"


def quality_matches(quality: Any, state: GameState, source: GameObject) -> bool:
    """Does `source` have the quality protection is from? ("everything", a color word, a list)."""
    if quality == "everything":
        return True  # 702.16j
    qualities = quality if isinstance(quality, tuple) else (quality,)
    c = chars(state, source)
    for q in qualities:
        if q in COLOR_WORDS and COLOR_WORDS[q] in c.colors:
            return True
        if q in ("creatures", "creature") and c.is_type("Creature"):
            return True
        if q == "multicolored" and len(c.colors) > 1:
            return True
        if q == "monocolored" and len(c.colors) == 1:
            return True
        if q in ("all colors", "each color") and c.colors:
            return True  # 702.16a, 702.11d: from each color, so from any colored source
        if q in TYPE_QUALITIES and c.is_type(TYPE_QUALITIES[q]):
            return True
        # A supertype (702.16a: sources that are permanents with it, or cards and spells with
        # it elsewhere): "protection from snow" (205.4g), "from legendary creatures".
        if q == "snow" and "Snow" in c.supertypes:
            return True
        if q == "legendary creatures" and "Legendary" in c.supertypes and c.is_type("Creature"):
            return True
        # A creature type in the plural ("Goblins"): 205.3m
        if (
            isinstance(q, str)
            and q[:1].isupper()
            and any(creature_type_plural(s) == q for s in c.subtypes)
        ):
            return True
    return False


PROTECTION_FROM = "protection from "


def protections(state: GameState, protected: str) -> list[Any]:
    """Every quality `protected` (a player or object id) has protection from."""
    obj = state.find_object(protected)
    found = [
        e.params.get("from")
        for e in effects_of_kind(state, "protection")
        if e.params.get("protected") == protected and still_the_object(e, obj)
    ]
    if obj is not None:
        found += keyword_qualities(state, obj)
    return found


def keyword_qualities(state: GameState, obj: GameObject) -> list[str]:
    """The qualities of the object's protection keywords as it has them now ("protection from
    red": "red")."""
    return [
        k.removeprefix(PROTECTION_FROM)
        for k in sorted(chars(state, obj).keywords)
        if k.startswith(PROTECTION_FROM)
    ]


def still_the_object(effect: Effect, obj: GameObject | None) -> bool:
    """An effect that gave this object protection as a spell resolved stops applying once the
    object has changed zones: it's a new object (400.7, 611.2c)."""
    stamp = effect.params.get("protected_timestamp")
    return stamp is None or (obj is not None and obj.timestamp == stamp)


def protected_from(state: GameState, protected: str, source: GameObject | None) -> bool:
    return protecting_quality(state, protected, source) is not None


def protecting_quality(state: GameState, protected: str, source: GameObject | None) -> Any:
    """The first quality `protected` has protection from that `source` has, or None."""
    if source is None:
        return None
    return next(
        (q for q in protections(state, protected) if quality_matches(q, state, source)), None
    )


def quality_words(quality: Any) -> str:
    """A quality as protection and hexproof name it ("red", "white and from blue")."""
    if isinstance(quality, tuple | list):
        return " and from ".join(str(q) for q in quality)
    return str(quality)


@register
class HexproofFrom(EffectKind[WouldEvent]):
    """Hexproof from a quality (702.11d): a query of the targeting rules (`hexproof_from`),
    no event of its own."""

    name = "hexproof_from"
    rules = ("702.11d",)

    def describe(self, effect: Effect, state: GameState) -> str:
        name = ref_name(state, effect.params.get("protected"))
        return f"{name} has hexproof from {effect.params.get('from')}"


def hexproof_from(state: GameState, target: str, source: GameObject | None) -> bool:
    """702.11d: does `target` have hexproof from a quality `source` has? (The caller checks that
    the source's controller is an opponent: hexproof from stops only opponents.)"""
    return hexproof_quality(state, target, source) is not None


def hexproof_quality(state: GameState, target: str, source: GameObject | None) -> Any:
    """The quality of the first "hexproof from" of `target` that `source` has, or None."""
    if source is None:
        return None
    obj = state.find_object(target)
    return next(
        (
            e.params.get("from")
            for e in effects_of_kind(state, "hexproof_from")
            if e.params.get("protected") == target
            and still_the_object(e, obj)
            and quality_matches(e.params.get("from"), state, source)
        ),
        None,
    )


@register
class Protection(EffectKind[DamageEvent]):
    """The damage part of protection: damage from a source with the quality is prevented (702.16e)."""

    name = "protection"
    prevention = True
    watches = (DamageEvent,)
    rules = ("702.16e",)

    def applies(self, effect: Effect, event: DamageEvent, state: GameState) -> bool:
        if (
            event.amount <= 0
            or event.unpreventable
            or event.recipient != effect.params.get("protected")
            or not still_the_object(effect, state.find_object(event.recipient))
        ):
            return False
        source = state.find_object(event.source)
        return source is not None and quality_matches(effect.params.get("from"), state, source)

    def apply(self, effect: Effect, event: DamageEvent, state: GameState) -> Applied:
        return Applied(
            None, f"protection prevents all {event.amount} damage", prevented=event.amount
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        name = ref_name(state, effect.params.get("protected"))
        return f"{name} has protection from {effect.params.get('from')}"


def keyword_protection_effects(state: GameState, event: WouldEvent) -> tuple[Effect, ...]:
    """702.16e: damage from a source with the quality is prevented for a permanent with the
    keyword "protection from <quality>" as it has it now (printed, inline or granted in layer 6),
    not only for a protection effect. One prevention effect per protection keyword of the
    recipient, in force for this event (the keyword's other parts, targeting and blocking, are
    read from the characteristics directly: engine.rules.effects.protection.protections)."""
    if not isinstance(event, DamageEvent):
        return ()
    obj = state.find_object(event.recipient)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return ()
    return tuple(
        Effect(
            id=f"{obj.id}:{PROTECTION_FROM}{quality}",
            kind="protection",
            controller=obj.controller,
            source=obj.id,
            params=Params({"protected": obj.id, "from": quality}),
            timestamp=obj.layer_timestamp,
        )
        for quality in keyword_qualities(state, obj)
    )


EVENT_EFFECT_SOURCES.append(keyword_protection_effects)
