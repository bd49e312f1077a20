"""A permanent that is exiled with counters instead of dying, and counts down from exile
(Darigaaz Reincarnated): "If ~ would die, instead exile it with three egg counters on it. / At
the beginning of your upkeep, if ~ is exiled with an egg counter on it, remove an egg counter
from it. Then if ~ has no egg counters on it, return it to the battlefield."

- "dies_exiled_with_counters" (a static ability's replacement effect, 614.1a): params "kind" and
  "count". If the permanent would be put into a graveyard from the battlefield (700.4), it is
  exiled instead, with the counters put on it as part of the same event (122.6-like: the exiled
  card has them as it arrives; 614.6: the death never happens, so "dies" abilities don't
  trigger).
- The intervening "if" condition "self_exiled_with_counter:KIND" (603.4): the source is in exile
  with a KIND counter on it, when the upkeep begins and again on resolution. Its triggered
  ability works from exile (113.6b: the ability says it is exiled; engine.rules.triggers).
- "exiled_countdown" (params "kind"): remove one KIND counter from the card if it is still in
  exile (400.7: the same object); then, if it has none, return it to the battlefield under its
  owner's control (110.2a: the ability's controller, the owner of a card in exile, puts it
  there). A card with no counter to remove still checks the second sentence (608.2c)."""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import DidEvent, ZoneChangeEvent
from engine.core.log import LogKind, counted
from engine.core.state import Effect, GameState, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.effect_kinds import Applied, EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.triggers import CONDITIONS
from engine.rules.zones import move

KIND = "dies_exiled_with_counters"
CONDITION_PREFIX = "self_exiled_with_counter:"


@register
class DiesExiledWithCounters(EffectKind[ZoneChangeEvent]):
    """If the source would die, it is exiled instead with "count" "kind" counters (614.1a)."""

    name = KIND
    watches = (ZoneChangeEvent,)
    rules = ("614.1a", "700.4", "122.6")

    def applies(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> bool:
        obj = state.find_object(event.object)
        return (
            obj is not None
            and obj.id == effect.source
            and obj.zone is Zone.BATTLEFIELD
            and event.from_zone is Zone.BATTLEFIELD
            and event.to_zone is Zone.GRAVEYARD
        )

    def apply(self, effect: Effect, event: ZoneChangeEvent, state: GameState) -> Applied:
        kind, count = str(effect.params.get("kind", "")), int(effect.params.get("count", 0))
        counters = Params({**dict(event.counters), kind: count})
        return Applied(
            replace(event, to_zone=Zone.EXILE, destroy=False, counters=counters),
            f"{ref_name(state, event.object)} would die: it is exiled instead with "
            f"{counted(count, f'{kind} counter')} on it",
        )

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"if {ref_name(state, effect.source)} would die, it is exiled with "
            f"{effect.params.get('count')} {effect.params.get('kind')} counters instead"
        )


def exiled_with_counter(state: GameState, source: str | None, kind: str) -> bool:
    obj = state.find_object(source) if source is not None else None
    return obj is not None and obj.zone is Zone.EXILE and obj.counter(kind) > 0


def register_condition(kind: str) -> str:
    """The condition's name for a counter kind, registered on first use."""
    name = f"{CONDITION_PREFIX}{kind}"
    if name not in CONDITIONS:

        def check(
            state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
        ) -> bool:
            return exiled_with_counter(state, source, kind)

        CONDITIONS[name] = (check, f"'~ is exiled with a {kind} counter on it'")
    return name


register_condition("egg")


@instruction_kind("exiled_countdown")
def _exiled_countdown(res: Resolution, ctx: ExecContext, params: Params) -> None:
    kind = str(params.get("kind", ""))
    obj = res.state.find_object(ctx.source)
    if obj is None or obj.zone is not Zone.EXILE:
        return  # 400.7: the card left exile; the ability can't find it
    timestamp = ctx.bound.get("object_timestamp")
    if isinstance(timestamp, int) and obj.timestamp != timestamp:
        return  # a new object since the ability triggered (400.7)
    if obj.counter(kind) > 0:
        res.set_state(res.state.with_object(obj.with_counters(kind, -1)))
        res.note(
            LogKind.EVENT,
            f"a {kind} counter is removed from {name_of(res.state, obj.id)}",
            "122.1",
            objects=(obj.id,),
        )
    obj = res.state.object(obj.id)
    if obj.counter(kind) > 0:
        return
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, obj.id)} has no {kind} counters: it returns to the battlefield",
        "608.2c",
        "110.2a",
        objects=(obj.id,),
    )
    move(res, obj.id, Zone.BATTLEFIELD)
