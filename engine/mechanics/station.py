"""Station (702.184) and the station symbols of station cards (721).

"Station" means "Tap another untapped creature you control: Put a number of charge counters on
this permanent equal to the tapped creature's power. Activate only as a sorcery." (702.184a):
`station` builds that activated ability. Its cost is the cost part "tap another untapped
creature you control" (engine.rules.cost_payment, 701.26a); the creature tapped is bound to the
ability as it's activated (`bind_tapped`, 602.2b) and its power is read as the ability resolves
(its last known power if it has left the battlefield, 608.2h). A station card has the ability
whatever its charge counters (721.4).

A station symbol "{N+}" is a static ability (721.2): "As long as this permanent has N or more
charge counters on it, it has [abilities]" (721.2a), and with a power/toughness box "... and is
a creature with base power and toughness [P/T] in addition to its other types" (721.2b). A
definition holds each as static abilities with the condition "station:N" (this module's static
condition): the keywords of its striation granted in layer 6 (613.1f), its other abilities held
by engine.oracle.conditional_abilities, and for a power/toughness box the card type creature
added in layer 4 (613.1d) and the base power and toughness set in layer 7b (613.4b). The
statics work on the battlefield only; elsewhere a station card has no power or toughness
(721.2c: its printed card has none).

702.184c (static abilities making station read another characteristic) is not modelled: such a
line stays unapplied.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.cards.model import ActivatedAbility, Cost, instruction
from engine.core.events import CountersEvent
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, Zone
from engine.instructions.references import stat_or_last_known
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.pipeline import Resolution, name_of
from engine.rules.static_conditions import condition

KEYWORD = "Station"
RULE = "702.184a"
SYMBOL_RULE = "721.2"
CHARGE = "charge"  # the counter kind (122.1)
CONDITION = "station"  # "station:N": N or more charge counters (721.2a)
TAPPED = "tapped_for_cost"  # the bound creature tapped to pay the cost


def station() -> ActivatedAbility:
    """702.184a: "Tap another untapped creature you control: Put a number of charge counters on
    this permanent equal to the tapped creature's power. Activate only as a sorcery." """
    return ActivatedAbility(
        "Station (Tap another creature you control: Put charge counters equal to its power on "
        "this permanent. Station only as a sorcery.)",
        Cost(tap_untapped=1, tap_untapped_type="Creature", tap_untapped_other=True),
        (instruction("station_charge"),),
        sorcery_speed=True,
        keyword=KEYWORD,
    )


def station_condition(threshold: int) -> str:
    """The condition of a station symbol "{N+}" (721.2a)."""
    return f"{CONDITION}:{threshold}"


def station_threshold(word: object) -> int | None:
    """N of a station symbol's condition "station:N", or None: not one."""
    if not isinstance(word, str):
        return None
    head, _, rest = word.partition(":")
    return int(rest) if head == CONDITION and rest.isdigit() else None


def bind_tapped(bound: Params, cost: Cost, used: tuple[str, ...]) -> Params:
    """602.2b: the creature tapped to pay a station cost is the one "the tapped creature" of its
    effect names (702.184a)."""
    if cost.tap_untapped != 1 or not cost.tap_untapped_other or not used:
        return bound
    return bound.set(TAPPED, used[0])


@instruction_kind("station_charge")
def _station_charge(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.184a: charge counters equal to the tapped creature's power on this permanent."""
    tapped = ctx.bound.get(TAPPED)
    source = res.state.find_object(ctx.source)
    if not isinstance(tapped, str) or source is None or source.zone is not Zone.BATTLEFIELD:
        res.note(LogKind.NOTE, "no permanent to put charge counters on", "400.7")
        return
    power = stat_or_last_known(res, tapped, "power")
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, tapped)} has power {power}: {name_of(res.state, source.id)} gets "
        f"that many charge counters",
        RULE,
        objects=(source.id, tapped),
    )
    if power > 0:
        res.run(CountersEvent(source.id, CHARGE, power))


@condition(CONDITION)
def _charged(state: GameState, obj: GameObject, threshold: str) -> bool:
    """721.2a: the permanent has N or more charge counters on it."""
    return threshold.isdigit() and obj.counter(CHARGE) >= int(threshold)
