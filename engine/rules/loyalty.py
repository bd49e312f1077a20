"""Planeswalkers' loyalty (306.5) and loyalty abilities (606); a battle's defense counters as it
enters (310.4b), put on the same way as a planeswalker's loyalty counters.

A loyalty ability is an activated ability whose cost puts loyalty counters on its permanent or
removes them (`Cost.loyalty`, e.g. +2 or -3). It may be activated only when its controller could
cast a sorcery (606.3), only if no loyalty ability of that permanent was activated this turn
(606.3), and a negative cost needs that many counters (606.6). A planeswalker enters with as many
loyalty counters as its printed loyalty (306.5b).
"""

from __future__ import annotations

from engine.cards.model import ActivatedAbility
from engine.core.errors import IllegalAction
from engine.core.events import CountersEvent
from engine.core.log import LogKind, counted
from engine.core.state import Duration, Effect, GameObject, GameState, Params
from engine.rules.activation import RECORD
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import effects_of_kind
from engine.rules.pipeline import Resolution, name_of

LOYALTY = "loyalty"  # the `ability` value of an activation record for any loyalty ability


def check_loyalty(
    state: GameState, obj: GameObject, ability: ActivatedAbility, timing: str | None
) -> None:
    """Refuse a loyalty ability that can't be activated now; `timing` is why it isn't sorcery
    timing (None when it is)."""
    cost = ability.cost.loyalty
    if cost is None:
        return
    if timing:
        raise IllegalAction(
            f"a loyalty ability can be activated only at sorcery speed and {timing}", "606.3"
        )
    if loyalty_used_this_turn(state, obj):
        raise IllegalAction(
            f"a loyalty ability of {name_of(state, obj)} was already activated this turn", "606.3"
        )
    if cost < 0 and obj.counter("loyalty") < -cost:
        raise IllegalAction(
            f"{name_of(state, obj)} has {counted(obj.counter('loyalty'), 'loyalty counter')}: "
            f"it can't pay [{cost}]",
            "606.6",
        )


def loyalty_used_this_turn(state: GameState, obj: GameObject) -> bool:
    return any(
        e.params.get("object") == obj.id
        and e.params.get("ability") == LOYALTY
        and e.params.get("turn") == state.turn.number
        and e.params.get("timestamp") == obj.timestamp
        for e in effects_of_kind(state, RECORD)
    )


def pay_loyalty(res: Resolution, obj: GameObject, ability: ActivatedAbility) -> None:
    """606.4: the cost is putting on or removing loyalty counters; the activation is remembered
    for the rest of the turn (606.3)."""
    cost = ability.cost.loyalty
    if cost is None:
        return
    params = Params(
        {
            "object": obj.id,
            "ability": LOYALTY,
            "turn": res.state.turn.number,
            "timestamp": obj.timestamp,
        }
    )
    state, effect_id = res.state.take_id("e")
    state, timestamp = state.take_timestamp()
    res.set_state(
        state.with_effect(
            Effect(
                effect_id, RECORD, obj.controller, obj.id, params, Duration.END_OF_TURN, timestamp
            )
        )
    )
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, obj.id)}'s loyalty cost [{cost:+d}] is paid",
        "606.4",
        objects=(obj.id,),
    )
    if cost:
        # a cost, not an effect: "if an effect would put counters" doesn't see it (614.16)
        res.run(CountersEvent(obj.id, "loyalty", cost, cost=True))
    res.judge(
        LogKind.NOTE,
        f"no other loyalty ability of {name_of(res.state, obj.id)} can be activated this turn",
        "606.3",
        objects=(obj.id,),
    )


def entering_counters(res: Resolution, object_id: str, kind: str, count: int) -> int:
    """How many counters of `kind` a permanent entering the battlefield is given (122.6, 614.1c)
    once replacements of putting counters have applied (614.16: Doubling Season, Hardened
    Scales; the controller orders them, 616.1). The permanent is already where it enters."""
    if count <= 0:
        return count
    final = res.replace(CountersEvent(object_id, kind, count))
    return final.amount if isinstance(final, CountersEvent) else 0


def enters_with_loyalty(res: Resolution, obj: GameObject, phyrexian_life: int = 0) -> GameObject:
    """306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty (a
    replacement effect, 614.1c, so they are there as it enters). Compleated (702.150a): if its
    caster paid life for `phyrexian_life` Phyrexian symbols of its cost (107.4f), it enters with
    two fewer for each."""
    printed = chars(res.state, obj)
    if not printed.is_type("Planeswalker"):
        return obj
    loyalty = printed.loyalty
    if phyrexian_life and loyalty and printed.has("compleated"):
        fewer = min(loyalty, 2 * phyrexian_life)
        res.judge(
            LogKind.REPLACEMENT,
            f"compleated: life was paid for {counted(phyrexian_life, 'Phyrexian mana symbol')} "
            f"of {name_of(res.state, obj)}'s cost, so it enters with {fewer} fewer loyalty "
            "counters",
            "702.150a",
            "614.1c",
            objects=(obj.id,),
        )
        loyalty -= fewer
        if not loyalty:
            return obj
    return _enters_with_printed(res, obj, "loyalty", loyalty, "306.5b")


def enters_with_defense(res: Resolution, obj: GameObject) -> GameObject:
    """310.4b: a battle enters with defense counters equal to its printed defense (a
    replacement effect, 614.1c, so they are there as it enters)."""
    printed = chars(res.state, obj)
    if not printed.is_type("Battle"):
        return obj
    return _enters_with_printed(res, obj, "defense", printed.defense, "310.4b")


def _enters_with_printed(
    res: Resolution, obj: GameObject, kind: str, printed: int | None, rule: str
) -> GameObject:
    """The object enters with `printed` counters of `kind` (unless it already has some, or a
    replacement leaves it none: 614.1c, 122.6)."""
    if not printed or obj.counter(kind):
        return obj
    count = entering_counters(res, obj.id, kind, printed)
    if count <= 0:
        return obj
    entered = obj.with_counters(kind, count)
    res.set_state(res.state.with_object(entered))
    res.note(
        LogKind.REPLACEMENT,
        f"{name_of(res.state, obj)} enters with {counted(count, f'{kind} counter')}",
        rule,
        "614.1c",
        objects=(obj.id,),
    )
    return entered
