"""Damage prevention effects (615): prevent the next N, prevent all, prevent a fixed amount of
each event or half of it, and "damage can't be prevented" (615.12), with the same recipient
and source filters as `engine.rules.effects.damage`.

- prevent_damage_by: prevent "amount" of each damage event (Urza's Armor: 1), 615.
- prevent_half_damage: prevent half of each damage event, rounded up (Gisela's second ability).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import DamageEvent, WouldEvent
from engine.core.state import Effect, GameState
from engine.rules.effect_kinds import Applied, EffectKind, ref_name, register
from engine.rules.effects.damage import _recipient_matches, describe_recipient


@register
class PreventDamageBy(EffectKind[DamageEvent]):
    name = "prevent_damage_by"
    prevention = True
    watches = (DamageEvent,)
    rules = ("615.1a",)

    def applies(self, effect: Effect, event: DamageEvent, state: GameState) -> bool:
        # 615.12: damage that can't be prevented isn't reduced.
        return (
            event.amount > 0
            and not event.unpreventable
            and _recipient_matches(effect, event, state)
        )

    def apply(self, effect: Effect, event: DamageEvent, state: GameState) -> Applied:
        prevented = min(int(effect.params.get("amount", 1)), event.amount)
        new = replace(event, amount=event.amount - prevented)
        return Applied(
            new if new.amount else None,
            f"prevents {prevented} of {event.amount} damage",
            prevented=prevented,
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"prevent {effect.params.get('amount', 1)} of each damage to {describe_recipient(effect, state)}"


@register
class PreventHalfDamage(EffectKind[DamageEvent]):
    name = "prevent_half_damage"
    prevention = True
    watches = (DamageEvent,)
    rules = ("615.1a",)

    def applies(self, effect: Effect, event: DamageEvent, state: GameState) -> bool:
        return (
            event.amount > 0
            and not event.unpreventable
            and _recipient_matches(effect, event, state)
        )

    def apply(self, effect: Effect, event: DamageEvent, state: GameState) -> Applied:
        prevented = (event.amount + 1) // 2
        new = replace(event, amount=event.amount - prevented)
        return Applied(
            new if new.amount else None,
            f"prevents half of {event.amount} damage, rounded up ({prevented})",
            prevented=prevented,
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"prevent half the damage to {describe_recipient(effect, state)}, rounded up"


@register
class PreventNextDamage(EffectKind[DamageEvent]):
    """A shield: prevent the next N damage that would be dealt to a recipient (615.7)."""

    name = "prevent_next_damage"
    prevention = True
    watches = (DamageEvent,)
    rules = ("615.7",)

    def applies(self, effect: Effect, event: DamageEvent, state: GameState) -> bool:
        # 615.12: unpreventable damage doesn't use the shield up; the pipeline logs that.
        return (
            event.amount > 0
            and not event.unpreventable
            and event.recipient == effect.params.get("recipient")
            and _shield(effect) > 0
        )

    def apply(self, effect: Effect, event: DamageEvent, state: GameState) -> Applied:
        shield = _shield(effect)
        prevented = min(shield, event.amount)
        left = shield - prevented
        new = replace(event, amount=event.amount - prevented)
        updated = replace(effect, params=effect.params.set("amount", left))
        text = f"prevents {prevented} of {event.amount} damage ({left} left on the shield)"
        return Applied(
            new if new.amount else None, text, updated, used_up=left == 0, prevented=prevented
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"prevent the next {effect.params.get('amount')} damage to {ref_name(state, effect.params.get('recipient'))}"


@register
class PreventAllDamage(EffectKind[DamageEvent]):
    """Prevent all damage to a recipient (e.g. protection from everything for a player, 702.16e)."""

    name = "prevent_all_damage"
    prevention = True
    watches = (DamageEvent,)
    rules = ("615.1a",)

    def applies(self, effect: Effect, event: DamageEvent, state: GameState) -> bool:
        if event.amount <= 0 or event.unpreventable:
            return False
        if effect.params.get("combat_only") and not event.combat:
            return False
        return _recipient_matches(effect, event, state)

    def apply(self, effect: Effect, event: DamageEvent, state: GameState) -> Applied:
        return Applied(None, f"prevents all {event.amount} damage", prevented=event.amount)

    def describe(self, effect: Effect, state: GameState) -> str:
        return "prevent all damage"


@register
class DamageCantBePrevented(EffectKind[WouldEvent]):
    """Excruciator: damage the source would deal can't be prevented (615.12). Read when the
    damage event is made; prevention effects then leave it alone."""

    name = "damage_cant_be_prevented"
    rules = ("615.12",)

    def describe(self, effect: Effect, state: GameState) -> str:
        p = effect.params
        what = "combat damage" if p.get("combat_only") else "damage"
        group = _group_words(effect, state)
        if group:
            return f"{what} that would be dealt by {group} can't be prevented"
        return f"{what} from {ref_name(state, p.get('source'))} can't be prevented"


def _group_words(effect: Effect, state: GameState) -> str:
    """ "creatures Alice controls": the group filters of a damage effect, in words."""
    p = effect.params
    if not any(k in p for k in ("sources", "source_types", "source_colors")):
        return ""
    types = " or ".join(str(t).lower() for t in p.get("source_types", ())) or "source"
    colors = " or ".join(str(c) for c in p.get("source_colors", ()))
    noun = f"{colors + ' ' if colors else ''}{types}s"
    sources = p.get("sources", "any")
    who = ref_name(state, effect.controller)
    if sources == "yours":
        return f"{noun} {who} controls"
    if sources == "opponents'":
        return f"{noun} {who}'s opponents control"
    return noun


def _shield(effect: Effect) -> int:
    """What is left on a "prevent the next N damage" shield (0 for a malformed amount)."""
    amount = effect.params.get("amount", 0)
    return amount if isinstance(amount, int) and not isinstance(amount, bool) else 0
