"""Level up (702.87) and the level symbols of leveler cards (711).

"Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a
sorcery." (702.87a): `level_up` builds that activated ability; the permanent has it whatever
its level (711.4).

A level symbol is a static ability (711.2): "{LEVEL N1-N2} [abilities] [P/T]" means "as long
as this creature has at least N1 and at most N2 level counters on it, it has base power and
toughness [P/T] and has [abilities]" (711.2a); "{LEVEL N3+}" has no upper bound (711.2b). A
definition holds each as static abilities with the condition "level:N1:N2" ("level:N3:" for
N3+; engine.rules.static_conditions): a layer 7b power and toughness (613.4b), keywords and
abilities granted in layer 6 (613.1f), and the striation's other static abilities under the
same condition. Below N1 of the first symbol, and in every other zone, the card has its printed
(uppermost) power and toughness (711.5, 711.6): the statics work on the battlefield only.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.cards.model import ActivatedAbility, Cost, instruction
from engine.core.state import GameObject, GameState
from engine.rules.static_conditions import condition

LEVEL = "level"  # the counter kind (122.1) and the condition's name
RULE = "702.87a"
SYMBOL_RULE = "711.2"


def level_up(cost: str) -> ActivatedAbility:
    """702.87a: "[Cost]: Put a level counter on this permanent. Activate only as a sorcery." """
    return ActivatedAbility(
        f"Level up {cost} ({cost}: Put a level counter on this. Level up only as a sorcery.)",
        Cost(mana=cost),
        (instruction("put_counters", to="self", kind=LEVEL, count=1),),
        sorcery_speed=True,
        keyword="Level up",
    )


def level_condition(low: int, high: int | None) -> str:
    """The condition of a level symbol: "level:N1:N2", or "level:N3:" for "N3+" (711.2)."""
    return f"{LEVEL}:{low}:{'' if high is None else high}"


def level_range(word: object) -> tuple[int, int | None] | None:
    """(N1, N2) of a level symbol's condition (N2 None for "N3+"), or None: not one."""
    if not isinstance(word, str):
        return None
    head, _, rest = word.partition(":")
    low, _, high = rest.partition(":")
    if head != LEVEL or not low.isdigit() or (high and not high.isdigit()):
        return None
    return int(low), int(high) if high else None


@condition(LEVEL)
def _level(state: GameState, obj: GameObject, bounds: str) -> bool:
    """711.2a-b: the creature has at least N1 and (if there's an N2) at most N2 level counters."""
    low, _, high = bounds.partition(":")
    count = obj.counter(LEVEL)
    return count >= int(low) and (not high or count <= int(high))
