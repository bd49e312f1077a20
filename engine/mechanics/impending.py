"""Impending (702.176a): "Impending N—[cost]" stands for four abilities:

- an alternative cost (118.9, 601.2b, 601.2f-h): the cast action's `"impending": true` pays
  [cost] rather than the mana cost; the spell and the permanent it becomes remember it
  (`GameObject.cast_for` is "impending", forgotten by any other move, 400.7);
- a replacement effect (614.1c): if that cost was paid, it enters with N time counters
  (engine.rules.zones.ENTERING_COUNTERS);
- a static ability: while that cost was paid and it has a time counter on it, it isn't a
  creature (layer 4, 613.1d: engine.rules.reconfigured.NOT_A_CREATURE, the test reconfigure's
  702.151b uses too);
- a triggered ability: at the beginning of its controller's end step, if that cost was paid and
  it has a time counter on it, a time counter is removed from it.

The first three are one static ability of kind "impending" (params "count", "mana"); the fourth
is an ordinary triggered ability with the intervening "if" condition "impending_time" (603.4).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.cards.model import Ability, CardDef, StaticAbility, TriggeredAbility, instruction
from engine.core.events import CountersEvent, DidEvent, WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameObject, GameState, Params, Zone
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.effect_kinds import EffectKind, register
from engine.rules.pipeline import Resolution, name_of
from engine.rules.reconfigured import NOT_A_CREATURE
from engine.rules.triggers import CONDITIONS
from engine.rules.zones import ENTERING_COUNTERS

IMPENDING = "impending"
KEYWORD = "Impending"
RULE = "702.176a"
TIME = "time"
HAS_TIME = "impending_time"
NOTE = "its impending cost was paid and it has a time counter: not a creature (702.176a)"


@register
class Impending(EffectKind[WouldEvent]):
    """A permanent's own impending N—[cost]: params "count" (N) and "mana" ([cost])."""

    name = IMPENDING
    rules = (RULE, "118.9", "614.1c")

    def describe(self, effect: Effect, state: GameState) -> str:
        return (
            f"may be cast for {effect.params.get('mana')} rather than its mana cost; then it "
            f"enters with {effect.params.get('count')} time counters and isn't a creature while "
            "it has one"
        )


def impending(n: int, mana: str) -> tuple[StaticAbility, TriggeredAbility]:
    """702.176a: the abilities "Impending N—[cost]" stands for."""
    static = StaticAbility(f"Impending {n}—{mana}", IMPENDING, Params({"count": n, "mana": mana}))
    end_step = TriggeredAbility(
        "At the beginning of your end step, if this permanent's impending cost was paid and it "
        "has a time counter on it, remove a time counter from it.",
        "beginning_of_step",
        (instruction("remove_impending_counter"),),
        params=Params({"step": "end", "whose": "your"}),
        intervening_if=HAS_TIME,
        keyword=KEYWORD,
    )
    return static, end_step


def _own(abilities: Iterable[Ability]) -> StaticAbility | None:
    return next(
        (a for a in abilities if isinstance(a, StaticAbility) and a.effect == IMPENDING), None
    )


def impending_mana(card: CardDef | None) -> str | None:
    """The card's impending cost, or None when it has no impending."""
    found = _own(card.abilities) if card is not None else None
    return None if found is None else str(found.params.get("mana", ""))


def check_impending(state: GameState, obj: GameObject, card: CardDef | None, asked: bool) -> None:
    """Only a card with impending can be cast for its impending cost (702.176a)."""
    check_cast_for(
        state, obj, IMPENDING, RULE, asked=asked, has_cost=impending_mana(card) is not None
    )


def pay_impending(res: Resolution, spell_id: str, card: CardDef) -> None:
    """118.9: the impending cost is paid rather than the mana cost; the spell remembers it."""
    cast_for(res, spell_id, IMPENDING, impending_mana(card) or "", RULE)


def _entering(res: Resolution, obj: GameObject, params: Params) -> tuple[int, str, tuple[str, ...]]:
    """702.176a, 614.1c: N time counters if its impending cost was paid."""
    if obj.cast_for != IMPENDING:
        return 0, TIME, ()
    return int(params.get("count", 0)), TIME, (RULE,)


def _not_a_creature(obj: GameObject, abilities: Iterable[Ability]) -> str | None:
    """702.176a: its impending cost was paid and it has a time counter on it."""
    paid = obj.zone is Zone.BATTLEFIELD and obj.cast_for == IMPENDING
    return NOTE if paid and obj.counter(TIME) > 0 and _own(abilities) is not None else None


def _has_time(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    found = state.find_object(source) if source is not None else None
    return (
        found is not None
        and found.zone is Zone.BATTLEFIELD
        and found.cast_for == IMPENDING
        and found.counter(TIME) > 0
    )


@instruction_kind("remove_impending_counter")
def _remove_counter(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """The end-step trigger's effect: a time counter is removed from the permanent."""
    obj = res.state.find_object(ctx.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.counter(TIME) <= 0:
        return
    res.note(
        LogKind.EVENT,
        f"a time counter is removed from {name_of(res.state, obj.id)} "
        f"({obj.counter(TIME) - 1} left)",
        RULE,
        objects=(obj.id,),
    )
    res.run(CountersEvent(obj.id, TIME, -1))


ENTERING_COUNTERS[IMPENDING] = _entering
NOT_A_CREATURE.append(_not_a_creature)
CONDITIONS[HAS_TIME] = (
    _has_time,
    "'its impending cost was paid and it has a time counter on it'",
)
