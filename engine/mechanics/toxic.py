"""Toxic (702.164): "Toxic N" is a static ability (702.164a). Combat damage a creature with toxic
deals to a player also gives that player poison counters equal to the creature's total toxic
value, the sum of the N of all its toxic abilities (702.164b-c), beside the damage's other
results (120.3: the life loss, or poison counters for infect). Ten or more poison counters lose
the game as a state-based action (704.5c, 122.1f).

The ability is a static ability of the kind `toxic` with its "count"; it changes no rule on its
own (the effect kind only describes it), the damage's results read it from the creature's
abilities (engine.rules.damage.DAMAGE_RESULTS), so a toxic ability granted in layer 6 counts
toward the total too (613.1f).
"""

from __future__ import annotations

from engine.cards.model import StaticAbility
from engine.core.events import DamageEvent, PoisonEvent, WouldEvent
from engine.core.log import LogKind
from engine.core.state import Effect, GameState
from engine.rules.characteristics import chars
from engine.rules.damage import DAMAGE_RESULTS
from engine.rules.effect_kinds import EffectKind, ref_name, register
from engine.rules.pipeline import Resolution, name_of


@register
class Toxic(EffectKind[WouldEvent]):
    """Params: "count": the N of "Toxic N" (702.164a)."""

    name = "toxic"
    rules = ("702.164a",)

    def describe(self, effect: Effect, state: GameState) -> str:
        return f"{ref_name(state, effect.source)} has toxic {effect.params.get('count', 1)}"


def total_toxic_value(state: GameState, creature: str) -> int:
    """702.164b: the sum of the N of every toxic ability the creature has."""
    obj = state.find_object(creature)
    if obj is None:
        return 0
    return sum(
        int(a.params.get("count", 1))
        for a in chars(state, obj).abilities
        if isinstance(a, StaticAbility) and a.effect == Toxic.name
    )


def _poison(res: Resolution, event: DamageEvent) -> None:
    """702.164c: combat damage to a player by a creature with toxic."""
    if not event.combat or res.state.find_player(event.recipient) is None:
        return
    total = total_toxic_value(res.state, event.source)
    if total <= 0:
        return
    res.note(
        LogKind.DAMAGE,
        f"{name_of(res.state, event.source)} has toxic {total}: "
        f"{name_of(res.state, event.recipient)} also gets {total} poison counters",
        "702.164c",
        "702.164b",
        objects=(event.source,),
    )
    res.run(PoisonEvent(event.recipient, total, event.source))


DAMAGE_RESULTS.append(_poison)
