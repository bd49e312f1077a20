"""Tribute N (702.104a): "As this creature enters, choose an opponent. That player may put an
additional N +1/+1 counters on it as it enters." A replacement of the creature's own entering,
chosen as it enters (614.1c, 614.12a): the effect kind "tribute" of the card's static ability
(params "count"). Its controller chooses the opponent (a decision when there is more than one),
then that opponent decides.

The permanent remembers what happened among what was chosen as it entered (`chosen["tribute"]`:
"paid" or "not_paid"), for the intervening "if" of its triggered abilities "When ~ enters, if
tribute wasn't paid, ..." (702.104b, 603.4: the condition "tribute_not_paid"). A permanent that
entered without its tribute ability applying (no opponent to choose) had no tribute paid.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.choices import DecisionKind, Option
from engine.core.events import DidEvent, ZoneChangeEvent
from engine.core.state import Effect, GameState, Params
from engine.core.variants import opponents_of
from engine.rules.effect_kinds import Applied, EffectKind, Resolving, register
from engine.rules.effects.entering import entering_itself
from engine.rules.pipeline import name_of
from engine.rules.triggers import CONDITIONS

TRIBUTE = "tribute"
RULE = "702.104a"
PAID = "paid"
NOT_PAID = "not_paid"
NOT_PAID_CONDITION = "tribute_not_paid"


@register
class Tribute(EffectKind[ZoneChangeEvent]):
    name = TRIBUTE
    watches = (ZoneChangeEvent,)
    as_it_enters = True
    rules = (RULE, "614.12a")

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        return entering_itself(effect, event)  # 614.12

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        """Without a decision, tribute isn't paid."""
        return Applied(
            replace(event, chosen=event.chosen.set(TRIBUTE, NOT_PAID)),
            f"{name_of(state, event.object)} enters without tribute's counters",
        )

    def apply_with(self, effect: Effect, event: ZoneChangeEvent, res: Resolving) -> Applied:
        state = res.state
        what = name_of(state, event.object)
        controller = effect.controller
        opponents = opponents_of(state, controller)
        if not opponents:
            return self.apply(effect, event, state)
        opponent = opponents[0]
        if len(opponents) > 1:
            opponent = res.choose(
                controller,
                DecisionKind.TARGET,
                f"As {what} enters, {name_of(state, controller)} chooses an opponent (tribute)",
                tuple(Option(p, name_of(state, p)) for p in opponents),
                RULE,
                context=("tribute_opponent", event.object, effect.id),
            )
        count = int(effect.params.get("count", 0))
        answer = res.choose(
            opponent,
            DecisionKind.MAY,
            f"{name_of(state, opponent)} may have {what} enter with {count} additional +1/+1 "
            "counters (tribute)",
            # first the choice made without a decision (`apply`): no tribute
            (Option(NOT_PAID, "don't"), Option(PAID, "put the counters on it")),
            RULE,
            context=("tribute", event.object, effect.id),
        )
        if answer != PAID:
            return Applied(
                replace(event, chosen=event.chosen.set(TRIBUTE, NOT_PAID)),
                f"{name_of(state, opponent)} doesn't pay tribute: {what} enters without the "
                "counters",
            )
        counters = event.counters.set("+1/+1", int(event.counters.get("+1/+1", 0)) + count)
        return Applied(
            replace(event, counters=counters, chosen=event.chosen.set(TRIBUTE, PAID)),
            f"{name_of(state, opponent)} pays tribute: {what} enters with {count} additional "
            "+1/+1 counters",
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"an opponent may have it enter with {effect.params.get('count')} additional +1/+1 "
            "counters"
        )


def _not_paid(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    """702.104b: "if tribute wasn't paid": the permanent didn't enter with tribute's counters."""
    who = getattr(event, "object", None) if event is not None else source
    found = state.find_object(who if isinstance(who, str) else (source or ""))
    return found is not None and found.chosen.get(TRIBUTE) != PAID


CONDITIONS[NOT_PAID_CONDITION] = (_not_paid, "'tribute wasn't paid'")
