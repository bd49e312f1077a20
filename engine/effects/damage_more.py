"""More damage replacement and prevention kinds (614.1a, 615), with the same recipient and
source filters as `engine.effects.damage` ("to", "sources", "source_colors", "source_types",
"source_kind").

- multiply_damage: "factor" (Fiery Emancipation: 3); 701.10g for doubling is its factor 2 kin.
- prevent_damage_by: prevent "amount" of each damage event (Urza's Armor: 1), 615.
- prevent_half_damage: prevent half of each damage event, rounded up (Gisela's second ability).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.effects.base import Applied, EffectKind, register
from engine.effects.damage import _recipient_matches
from engine.events import DamageEvent
from engine.state import Effect, GameState


def _who(effect: Effect, state: GameState) -> str:
    to = effect.params.get("to", "any")
    player = state.find_player(str(to))
    if player is not None:
        return player.name
    return {
        "any": "a permanent or player",
        "yours": "its controller or their permanents",
        "opponents": "an opponent or their permanents",
    }.get(str(to), str(to))


@register
class MultiplyDamage(EffectKind):
    name = "multiply_damage"
    watches = (DamageEvent,)
    rules = ("614.1a",)

    def applies(self, effect: Effect, event: Any, state: GameState) -> bool:
        return event.amount > 0 and _recipient_matches(effect, event, state)

    def apply(self, effect: Effect, event: Any, state: GameState) -> Applied:
        factor = int(effect.params.get("factor", 2))
        new = replace(event, amount=event.amount * factor)
        return Applied(new, f"multiplies {event.amount} damage by {factor}: {new.amount}")

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"damage a source would deal to {_who(effect, state)} is multiplied by {effect.params.get('factor', 2)}"


@register
class PreventDamageBy(EffectKind):
    name = "prevent_damage_by"
    prevention = True
    watches = (DamageEvent,)
    rules = ("615.1a",)

    def applies(self, effect: Effect, event: Any, state: GameState) -> bool:
        # 615.12: damage that can't be prevented isn't reduced.
        return (
            event.amount > 0
            and not event.unpreventable
            and _recipient_matches(effect, event, state)
        )

    def apply(self, effect: Effect, event: Any, state: GameState) -> Applied:
        prevented = min(int(effect.params.get("amount", 1)), event.amount)
        new = replace(event, amount=event.amount - prevented)
        return Applied(
            new if new.amount else None,
            f"prevents {prevented} of {event.amount} damage",
            prevented=prevented,
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"prevent {effect.params.get('amount', 1)} of each damage to {_who(effect, state)}"


@register
class PreventHalfDamage(EffectKind):
    name = "prevent_half_damage"
    prevention = True
    watches = (DamageEvent,)
    rules = ("615.1a",)

    def applies(self, effect: Effect, event: Any, state: GameState) -> bool:
        return (
            event.amount > 0
            and not event.unpreventable
            and _recipient_matches(effect, event, state)
        )

    def apply(self, effect: Effect, event: Any, state: GameState) -> Applied:
        prevented = (event.amount + 1) // 2
        new = replace(event, amount=event.amount - prevented)
        return Applied(
            new if new.amount else None,
            f"prevents half of {event.amount} damage, rounded up ({prevented})",
            prevented=prevented,
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"prevent half the damage to {_who(effect, state)}, rounded up"
