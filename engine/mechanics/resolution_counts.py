"""How many times an ability has resolved this turn (608.2): "If this is the third time this
ability has resolved this turn, ..." (Ashling the Pilgrim, Inner-Flame Igniter).

"This ability" is one ability of one object: its source (by id and by its timestamp as the
ability was activated, so a permanent that left the battlefield and came back is a new object
whose abilities start counting afresh, 400.7) and which of its abilities it is. Only an
ability that resolves counts: one countered, or removed because all its targets became illegal
(608.2b), didn't resolve. The count includes the resolution in progress, and is checked as the
instruction that asks runs (608.2c).

The record is engine.mechanics.turn_history's: one "ability_resolved" fact per resolution,
until end of turn (514.2), written only for abilities whose instructions ask (the conditions
`ORDINALS`), after they resolve. The activation binds the source's timestamp
(engine.instructions.registry.SOURCE_TIMESTAMP) for such an ability.

"Remove all +1/+1 counters from ~, and it deals that much damage to ..." is the instruction
`remove_all_counters` (122.1): the counters of the kind on the source, if it is still the object
that activated the ability (400.7), bound as "that much" for the damage that follows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.cards.model import Instruction
from engine.core.events import CountersEvent
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, Zone
from engine.instructions.registry import (
    CONTEXT_CONDITIONS,
    SOURCE_TIMESTAMP,
    ExecContext,
    instruction_kind,
)
from engine.mechanics.turn_history import ABILITY_RESOLVED, KIND, record
from engine.rules.effect_kinds import effects_of_kind
from engine.rules.pipeline import Resolution, name_of
from engine.vocabulary.words import Condition

ORDINALS: dict[str, int] = {
    Condition.FIRST_RESOLUTION_THIS_TURN.value: 1,
    Condition.SECOND_RESOLUTION_THIS_TURN.value: 2,
    Condition.THIRD_RESOLUTION_THIS_TURN.value: 3,
}
ORDINAL_WORDS = {1: "first", 2: "second", 3: "third"}


def counts_resolutions(effects: Iterable[Instruction]) -> bool:
    """Does one of these instructions ask which time the ability is resolving?"""
    return any(
        str(step.params.get(key, "")) in ORDINALS for step in effects for key in ("if", "unless")
    )


def _identity(state: GameState, source: str, bound: object, ability: int) -> tuple[str, int, int]:
    stamp = bound if isinstance(bound, int) and not isinstance(bound, bool) else None
    if stamp is None:
        obj = state.find_object(source)
        stamp = obj.timestamp if obj is not None else -1
    return source, ability, stamp


def resolved_before(state: GameState, source: str, ability: int, stamp: int) -> int:
    """How many times that ability of that object has resolved this turn, before now."""
    return sum(
        1
        for e in effects_of_kind(state, KIND)
        if e.params.get("event") == ABILITY_RESOLVED
        and (e.params.get("object"), e.params.get("ability"), e.params.get("timestamp"))
        == (source, ability, stamp)
    )


def _resolution(res: Resolution, ctx: ExecContext) -> int:
    """Which time this resolution is (1 for the first): those recorded, and this one."""
    source, ability, stamp = _identity(
        res.state, ctx.source, ctx.bound.get(SOURCE_TIMESTAMP), ctx.ability
    )
    return resolved_before(res.state, source, ability, stamp) + 1


def _is_nth(nth: int) -> Callable[[Resolution, ExecContext], bool]:
    def check(res: Resolution, ctx: ExecContext) -> bool:
        found = _resolution(res, ctx)
        res.judge(
            LogKind.NOTE,
            f"this is time {found} this turn that {name_of(res.state, ctx.source)}'s ability "
            f"has resolved (it asks for the {ORDINAL_WORDS[nth]})",
            "608.2c",
            objects=(ctx.source,),
        )
        return found == nth

    return check


for _word, _nth in ORDINALS.items():
    CONTEXT_CONDITIONS[_word] = _is_nth(_nth)


def record_resolution(
    res: Resolution, top: GameObject, effects: Iterable[Instruction], ability: int
) -> None:
    """After an ability that asks has resolved (608.2), remember it did."""
    info = top.stack
    if info is None or info.kind == "spell" or not counts_resolutions(effects):
        return
    source, index, stamp = _identity(
        res.state, info.source, info.bound.get(SOURCE_TIMESTAMP), ability
    )
    nth = resolved_before(res.state, source, index, stamp) + 1
    about = (("object", source), ("ability", index), ("timestamp", stamp), ("resolution", nth))
    record(res, ABILITY_RESOLVED, top.controller, about)


@instruction_kind("remove_all_counters")
def _remove_all_counters(res: Resolution, ctx: ExecContext, params: Params) -> None:
    kind = str(params.get("kind", "+1/+1"))
    key = str(params.get("bind", "removed"))
    ctx.bound[key] = 0
    obj = res.state.find_object(ctx.source)
    stamp = ctx.bound.get(SOURCE_TIMESTAMP)
    if (
        obj is None
        or obj.zone is not Zone.BATTLEFIELD
        or (stamp is not None and obj.timestamp != stamp)
    ):
        res.note(
            LogKind.NOTE,
            f"{name_of(res.state, ctx.source)} isn't on the battlefield as the object it was: "
            "no counters are removed",
            "400.7",
        )
        return
    had = obj.counter(kind)
    if had <= 0:
        return
    res.run(CountersEvent(obj.id, kind, -had))
    now = res.state.find_object(obj.id)
    ctx.bound[key] = had - (now.counter(kind) if now is not None else 0)
