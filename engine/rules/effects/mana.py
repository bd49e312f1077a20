"""Replacement effects on producing mana (106.12b, 106.6a, 614.1a).

They watch `ManaEvent`, the would-event of a spell or ability adding mana. Those that say "if you
tap a permanent for mana" see only events from a mana ability with {T} in its cost (106.12).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import ManaEvent, WouldEvent
from engine.core.mana import pool_text
from engine.core.state import Effect, GameState, Params
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import Applied, EffectKind, ref_name, register
from engine.rules.granted_abilities import ANY_COLOR_KIND, ANY_COLOR_MANA


def _total(mana: Params) -> int:
    return sum(int(v) for v in mana.values())


def _text(mana: Params) -> str:
    return pool_text(mana)


@register
class MultiplyMana(EffectKind[ManaEvent]):
    """Mana Reflection (x2), Nyxbloom Ancient (x3): "if you tap a permanent for mana, it produces
    N times as much of that mana instead". Params: "factor", "player" (who taps; bound "you")."""

    name = "multiply_mana"
    watches = (ManaEvent,)
    rules = ("106.12b", "106.6a")

    def applies(self, effect: Effect, event: ManaEvent, state: GameState) -> bool:
        return (
            isinstance(event, ManaEvent)
            and event.tapped_for_mana
            and event.player == effect.params.get("player", effect.controller)
            and _total(event.mana) > 0
        )

    def apply(self, effect: Effect, event: ManaEvent, state: GameState) -> Applied:
        factor = int(effect.params.get("factor", 2))
        mana = Params({k: int(v) * factor for k, v in event.mana.items()})
        return Applied(
            replace(event, mana=mana),
            f"{_text(event.mana)} becomes {_text(mana)} ({factor} times as much)",
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        factor = int(effect.params.get("factor", 2))
        times = {2: "twice", 3: "three times"}.get(factor, f"{factor} times")
        return f"a permanent its controller taps for mana produces {times} as much of that mana"


@register
class ManaTypeBecomes(EffectKind[ManaEvent]):
    """Contamination-style: "if a land is tapped for mana, it produces {B} instead". Params:
    "type" (the mana symbol), "sources" ("lands" or "any" permanent), "amount" ("same": keep the
    amount, only the type changes; or a number: exactly that much, 'instead of any other type
    and amount')."""

    name = "mana_type_becomes"
    watches = (ManaEvent,)
    rules = ("106.12b",)

    def applies(self, effect: Effect, event: ManaEvent, state: GameState) -> bool:
        if not isinstance(event, ManaEvent) or not event.tapped_for_mana or _total(event.mana) <= 0:
            return False
        if effect.params.get("sources", "lands") == "any":
            return True
        source = state.find_object(event.source)
        return source is not None and chars(state, source).is_type("Land")

    def apply(self, effect: Effect, event: ManaEvent, state: GameState) -> Applied:
        symbol = str(effect.params.get("type", "C"))
        amount = effect.params.get("amount", "same")
        count = _total(event.mana) if amount == "same" else int(amount)
        mana = Params({symbol: count})
        return Applied(
            replace(event, mana=mana),
            f"it produces {_text(mana)} instead of {_text(event.mana)}",
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        what = "a permanent" if effect.params.get("sources", "lands") == "any" else "a land"
        return f"{what} tapped for mana produces {{{effect.params.get('type', 'C')}}} instead"


@register
class AnyColorManaAbility(EffectKind[WouldEvent]):
    """Permanents ("objects") have "{T}: Add one mana of any color." (layer 6, 613.1f; a mana
    ability, 605.1a, activated like their own: engine.rules.characteristics)."""

    name = ANY_COLOR_KIND
    rules = ("613.1f", "605.1a")

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.params.get('objects'))} has “{ANY_COLOR_MANA.text}”"
