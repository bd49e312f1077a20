"""Damage replacement effects (614.1a): halving, doubling, adding to and multiplying damage, and
redirecting it (614.9), with the recipient and source filters ("to", "sources",
"source_colors", "source_types", "source_kind") that engine.rules.effects.damage_prevention
shares.

- multiply_damage: "factor" (Fiery Emancipation: 3); 701.10g for doubling is its factor 2 kin.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import DamageEvent
from engine.core.state import Effect, GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import Applied, EffectKind, ref_name, register


def _recipient_matches(effect: Effect, event: DamageEvent, state: GameState) -> bool:
    """The `to` parameter: "any" (permanent or player), a player id, "permanents_of:<id>", or
    "opponents" / "yours" (an opponent of the effect's controller or a permanent an opponent
    controls / the controller or a permanent they control). The source filters must hold too."""
    if not source_matches(effect, event, state):
        return False
    to = effect.params.get("to", "any")
    if to == "any":
        return True
    if to in ("opponents", "yours"):
        player = state.find_player(event.recipient)
        obj = None if player is not None else state.find_object(event.recipient)
        whose = player.id if player is not None else (obj.controller if obj is not None else None)
        return whose is not None and (whose == effect.controller) == (to == "yours")
    if isinstance(to, str) and to.startswith("permanents_of:"):
        obj = state.find_object(event.recipient)
        return obj is not None and obj.controller == to.split(":", 1)[1]
    if isinstance(to, tuple):
        return event.recipient in to
    return bool(event.recipient == to)


def source_matches(effect: Effect, event: DamageEvent, state: GameState) -> bool:
    """Filters on the damage's source, all optional: "sources" ("any", "yours", "opponents'":
    by the source's controller), "source_colors" (any of these colors), "source_types" (any of
    these card types) and "source_kind": "spell" (an instant or sorcery spell on the stack)."""
    sources = effect.params.get("sources", "any")
    if sources == "yours" and event.source_controller != effect.controller:
        return False
    if sources == "opponents'" and event.source_controller == effect.controller:
        return False
    colors, types, kind = (
        effect.params.get("source_colors"),
        effect.params.get("source_types"),
        effect.params.get("source_kind"),
    )
    if colors is None and types is None and kind is None:
        return True
    source = state.find_object(event.source)
    if source is None:
        return False
    c = chars(state, source)
    if colors is not None and not set(colors) & set(c.colors):
        return False
    if types is not None and not set(types) & set(c.types):
        return False
    return kind != "spell" or (
        source.zone is Zone.STACK and source.stack is not None and source.stack.kind == "spell"
    )


@register
class HalveDamage(EffectKind[DamageEvent]):
    """Ghosts of the Innocent: damage a source would deal is halved, rounded down."""

    name = "halve_damage"
    watches = (DamageEvent,)
    rules = ("614.1a",)

    def applies(self, effect: Effect, event: DamageEvent, state: GameState) -> bool:
        return event.amount > 0 and _recipient_matches(effect, event, state)

    def apply(self, effect: Effect, event: DamageEvent, state: GameState) -> Applied:
        new = replace(event, amount=event.amount // 2)
        return Applied(new, f"halves {event.amount} damage to {new.amount} (rounded down)")

    def describe(self, effect: Effect, state: GameState) -> str:
        return "damage a source would deal is halved, rounded down"


@register
class DoubleDamage(EffectKind[DamageEvent]):
    """Furnace of Rath and its kin: damage a source would deal is doubled."""

    name = "double_damage"
    watches = (DamageEvent,)
    rules = ("614.1a",)

    def applies(self, effect: Effect, event: DamageEvent, state: GameState) -> bool:
        return event.amount > 0 and _recipient_matches(effect, event, state)

    def apply(self, effect: Effect, event: DamageEvent, state: GameState) -> Applied:
        new = replace(event, amount=event.amount * 2)
        return Applied(new, f"doubles {event.amount} damage to {new.amount}")

    def describe(self, effect: Effect, state: GameState) -> str:
        return "damage a source would deal is doubled"


@register
class ModifyDamageBy(EffectKind[DamageEvent]):
    """Custom-card vocabulary: damage to a recipient is N more or N less (never below 0)."""

    name = "modify_damage_by"
    watches = (DamageEvent,)
    rules = ("614.1a",)

    def applies(self, effect: Effect, event: DamageEvent, state: GameState) -> bool:
        return event.amount > 0 and _recipient_matches(effect, event, state)

    def apply(self, effect: Effect, event: DamageEvent, state: GameState) -> Applied:
        delta = int(effect.params.get("amount", 0))
        new = replace(event, amount=max(0, event.amount + delta))
        return Applied(new, f"changes {event.amount} damage to {new.amount}")

    def describe(self, effect: Effect, state: GameState) -> str:
        delta = int(effect.params.get("amount", 0))
        return f"damage is {abs(delta)} {'more' if delta > 0 else 'less'}"


@register
class RedirectDamage(EffectKind[DamageEvent]):
    """Pariah: damage that would be dealt to a player is dealt to a creature instead (614.9)."""

    name = "redirect_damage"
    watches = (DamageEvent,)
    rules = ("614.9",)

    def applies(self, effect: Effect, event: DamageEvent, state: GameState) -> bool:
        target = effect.params.get("to_object")
        if event.amount <= 0 or event.recipient != effect.params.get("from") or not target:
            return False
        # 614.9: if the new recipient is gone or no longer a creature, the effect does nothing.
        obj = state.find_object(target)
        return (
            obj is not None
            and obj.zone is Zone.BATTLEFIELD
            and chars(state, obj).is_type("Creature")
        )

    def apply(self, effect: Effect, event: DamageEvent, state: GameState) -> Applied:
        target = str(effect.params.get("to_object"))
        return Applied(
            replace(event, recipient=target),
            f"redirects {event.amount} damage to {ref_name(state, target)}",
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"damage to {ref_name(state, effect.params.get('from'))} is dealt to {ref_name(state, effect.params.get('to_object'))}"


def describe_recipient(effect: Effect, state: GameState) -> str:
    to = effect.params.get("to", "any")
    player = state.find_player(str(to))
    if player is not None:
        return player.name
    return {
        "any": "a permanent or player",
        "yours": "its controller or their permanents",
        "opponents": "an opponent or their permanents",
    }.get(str(to), ref_name(state, to))


@register
class MultiplyDamage(EffectKind[DamageEvent]):
    name = "multiply_damage"
    watches = (DamageEvent,)
    rules = ("614.1a",)

    def applies(self, effect: Effect, event: DamageEvent, state: GameState) -> bool:
        return event.amount > 0 and _recipient_matches(effect, event, state)

    def apply(self, effect: Effect, event: DamageEvent, state: GameState) -> Applied:
        factor = int(effect.params.get("factor", 2))
        new = replace(event, amount=event.amount * factor)
        return Applied(new, f"multiplies {event.amount} damage by {factor}: {new.amount}")

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"damage a source would deal to {describe_recipient(effect, state)} is multiplied by {effect.params.get('factor', 2)}"
