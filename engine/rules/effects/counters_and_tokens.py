"""Replacement effects that put more counters or create more tokens (614.1a, 614.16).

- put_more_counters: "If an effect would put one or more counters on a permanent you control,
  it puts twice that many of those counters on that permanent instead." (Doubling Season's
  first sentence; "factor" 2) and "If one or more +1/+1 counters would be put on a creature you
  control, that many plus one +1/+1 counters are put on it instead." (Hardened Scales; "plus"
  1, "counter_kind" +1/+1, "permanent_types" Creature). Counters a permanent is given as it
  enters are put on it too (122.6: a planeswalker's loyalty, 306.5b, 614.1c). Counters put on
  to pay a cost (606.4: a loyalty ability's [+1]) aren't put by an effect: only a kind with
  "costs" sees them ("If you would put ...").
- create_more_tokens: "If an effect would create one or more tokens under your control, it
  creates twice that many of those tokens instead." (Doubling Season's second sentence,
  Parallel Lives, Anointed Procession; "factor" 2) and "that many plus one" ("plus" 1).

Each applies once to an event (614.5); with several, the affected permanent's controller or the
player creating the tokens orders them (616.1, engine.rules.pipeline): Hardened Scales then a
doubler turns one counter into four, the other order into three.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.tokens import token_name
from engine.core.events import CountersEvent, TokensEvent
from engine.core.log import counted
from engine.core.state import Effect, GameState, Params, Zone
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import Applied, EffectKind, register
from engine.rules.names import name_of

_TIMES = {1: "that many", 2: "twice that many", 3: "three times that many"}
_PLUS = {1: "one", 2: "two", 3: "three"}


def _factor(params: Params) -> int:
    return int(params.get("factor", 1 if params.get("plus") else 2))


def _plus(params: Params) -> int:
    return int(params.get("plus", 0))


def how_many(params: Params) -> str:
    """ "twice that many", "that many plus one", "three times that many"."""
    factor, plus = _factor(params), _plus(params)
    times = _TIMES.get(factor, f"{factor} times that many")
    return f"{times} plus {_PLUS.get(plus, str(plus))}" if plus else times


def _more_of(effect: Effect, new: CountersEvent | TokensEvent, what: str) -> Applied:
    """ "twice that many: 3 loyalty counters on Jace Beleren become 6"."""
    count = new.amount if isinstance(new, CountersEvent) else new.count
    verb = "becomes" if what.startswith("1 ") else "become"
    return Applied(new, f"{how_many(effect.params)}: {what} {verb} {count}")


def more(params: Params, count: int) -> int:
    return count * _factor(params) + _plus(params)


@register
class PutMoreCounters(EffectKind[CountersEvent]):
    name = "put_more_counters"
    watches = (CountersEvent,)
    rules = ("614.1a", "614.16", "122.6")

    def applies(self, effect: Effect, event: CountersEvent, state: GameState) -> bool:
        p = effect.params
        if event.amount <= 0 or (event.cost and not p.get("costs")):
            return False
        if p.get("counter_kind") and event.kind != p["counter_kind"]:
            return False
        obj = state.find_object(event.object)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.controller != effect.controller:
            return False
        types = p.get("permanent_types")
        return not types or any(chars(state, obj).is_type(str(t)) for t in types)

    def apply(self, effect: Effect, event: CountersEvent, state: GameState) -> Applied:
        what = f"{counted(event.amount, f'{event.kind} counter')} on {name_of(state, event.object)}"
        return _more_of(effect, replace(event, amount=more(effect.params, event.amount)), what)

    def describe(self, effect: Effect, state: GameState) -> str:
        p = effect.params
        kind = f"{p['counter_kind']} " if p.get("counter_kind") else ""
        what = " or ".join(str(t).lower() for t in p.get("permanent_types", ())) or "permanent"
        by = "an effect or a cost" if p.get("costs") else "an effect"
        return (
            f"if {by} would put one or more {kind}counters on a {what} "
            f"{name_of(state, effect.controller)} controls, {how_many(p)} are put on it instead"
        )


@register
class CreateMoreTokens(EffectKind[TokensEvent]):
    name = "create_more_tokens"
    watches = (TokensEvent,)
    rules = ("614.1a", "614.16", "111.1")

    def applies(self, effect: Effect, event: TokensEvent, state: GameState) -> bool:
        return event.count > 0 and event.player == effect.controller

    def apply(self, effect: Effect, event: TokensEvent, state: GameState) -> Applied:
        what = counted(event.count, token_name(event.name))  # 111.4: "2 Soldier Tokens"
        return _more_of(effect, replace(event, count=more(effect.params, event.count)), what)

    def describe(self, effect: Effect, state: GameState) -> str:
        who = name_of(state, effect.controller)
        return (
            f"if an effect would create one or more tokens under {who}'s control, it creates "
            f"{how_many(effect.params)} instead"
        )
