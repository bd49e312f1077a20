"""Amplify N (702.38a): "As this object enters, reveal any number of cards from your hand that
share a creature type with it. This permanent enters with N +1/+1 counters on it for each card
revealed this way." A replacement of its own entering, chosen as it enters (614.1c, 614.12a):
the effect kind "amplify" of the card's static ability (params "count"). Its controller decides
for each card of their hand sharing a creature type with it (205.3m, changelings included)
whether to reveal it; the card itself isn't in the hand as it enters, so it can't be revealed.
Each instance works separately (702.38b): each is one ability of the definition.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.events import ZoneChangeEvent
from engine.core.state import Effect, GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import Applied, EffectKind, Resolving, register
from engine.rules.effects.entering import entering_itself
from engine.rules.pipeline import name_of

AMPLIFY = "amplify"
RULE = "702.38a"
REVEAL = "reveal"
KEEP = "keep"


@register
class Amplify(EffectKind[ZoneChangeEvent]):
    name = AMPLIFY
    watches = (ZoneChangeEvent,)
    as_it_enters = True
    rules = (RULE, "614.12a")

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        return entering_itself(effect, event)  # 614.12

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        """Without a decision, no card is revealed."""
        return Applied(event, f"{name_of(state, event.object)} enters without amplify's counters")

    def apply_with(self, effect: Effect, event: ZoneChangeEvent, res: Resolving) -> Applied:
        state = res.state
        entering = state.object(event.object)
        types = set(chars(state, replace(entering, zone=Zone.BATTLEFIELD)).subtypes)
        player = effect.controller
        eligible = [
            c
            for c in state.zone(Zone.HAND, player)
            if c.id != entering.id and types & set(chars(state, c).subtypes)
        ]
        what = name_of(state, event.object)
        revealed = []
        for card in eligible:
            answer = res.choose(
                player,
                DecisionKind.MAY,
                f"As {what} enters, {name_of(state, player)} may reveal "
                f"{name_of(state, card.id)} (amplify: it shares a creature type)",
                (Option(REVEAL, f"reveal {name_of(state, card.id)}"), Option(KEEP, "don't")),
                RULE,
                context=(AMPLIFY, event.object, effect.id, card.id),
            )
            if answer == REVEAL:
                revealed.append(card.id)
        if not revealed:
            return self.apply(effect, event, state)
        count = int(effect.params.get("count", 1)) * len(revealed)
        counters = event.counters.set("+1/+1", int(event.counters.get("+1/+1", 0)) + count)
        names = ", ".join(name_of(state, c) for c in revealed)
        return Applied(
            replace(event, counters=counters),
            f"{name_of(state, player)} reveals {names}: {what} enters with {count} +1/+1 "
            "counters (amplify)",
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"enters with {effect.params.get('count')} +1/+1 counters for each card sharing a "
            "creature type with it revealed from its controller's hand"
        )
