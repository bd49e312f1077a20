"""Unleash (702.98a): "You may have this permanent enter with an additional +1/+1 counter on it"
and "This permanent can't block as long as it has a +1/+1 counter on it."

The first is a replacement of the permanent's own entering, chosen as it enters (614.1c,
614.12a): the effect kind "unleash" of the card's static ability. The second is read by
engine.rules.combat.restrictions from the same ability (509.1a).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.events import ZoneChangeEvent
from engine.core.state import Effect, GameState
from engine.rules.effect_kinds import Applied, EffectKind, Resolving, register
from engine.rules.effects.entering import entering_itself
from engine.rules.pipeline import name_of

UNLEASH = "unleash"


@register
class Unleash(EffectKind[ZoneChangeEvent]):
    name = UNLEASH
    watches = (ZoneChangeEvent,)
    as_it_enters = True
    rules = ("702.98a", "614.12a")

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        return entering_itself(effect, event)  # 614.12

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        """Without a decision, the player doesn't unleash it."""
        return Applied(event, f"{name_of(state, event.object)} enters without the counter")

    def apply_with(self, effect: Effect, event: ZoneChangeEvent, res: Resolving) -> Applied:
        what = name_of(res.state, event.object)
        answer = res.choose(
            effect.controller,
            DecisionKind.MAY,
            f"As {what} enters, {name_of(res.state, effect.controller)} may have it enter with "
            "an additional +1/+1 counter (then it can't block while it has one)",
            (Option("counter", "with a +1/+1 counter"), Option("decline", "without it")),
            "702.98a",
            context=("as_it_enters", event.object, effect.id),
        )
        if answer != "counter":
            return self.apply(effect, event, res.state)
        counters = event.counters.set("+1/+1", int(event.counters.get("+1/+1", 0)) + 1)
        return Applied(
            replace(event, counters=counters),
            f"{what} is unleashed: it enters with an additional +1/+1 counter",
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return "may enter with an additional +1/+1 counter; can't block while it has one"
