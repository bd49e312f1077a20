"""Awaken N—[cost] (702.113a): an alternative cost (118.9, 601.2b, 601.2f-h) and a spell ability:
"If this spell's awaken cost was paid, put N +1/+1 counters on target land you control. That
land becomes a 0/0 Elemental creature with haste. It's still a land."

The cast action says it: `"awaken": true`; the spell remembers it (`GameObject.cast_for` is
"awaken"). Only then does the spell have the additional target, chosen after its own (702.113b;
`awaken_requirements`), and as it resolves its own instructions run first, then the awakening on
that land (`awaken_effects`): the counters (122.1), then the land becomes an Elemental creature
in addition to its other types (layer 4, 613.1d, 205.1b) with base power and toughness 0/0
(layer 7b, 613.4b) and haste (layer 6, 613.1f), with no duration (611.2a: indefinitely).
"""

from __future__ import annotations

from engine.cards.model import CardDef, Instruction, instruction
from engine.core.state import GameObject, GameState
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.pipeline import Resolution

AWAKEN = "awaken"
RULE = "702.113a"
LAND_YOU_CONTROL = "land_you_control"


def awaken_cost(card: CardDef | None) -> str | None:
    return card.awaken[1] if card is not None and card.awaken is not None else None


def check_awaken(state: GameState, obj: GameObject, card: CardDef | None, awaken: bool) -> None:
    """Only a card with awaken can be cast for its awaken cost (702.113a)."""
    check_cast_for(state, obj, AWAKEN, RULE, asked=awaken, has_cost=awaken_cost(card) is not None)


def pay_awaken(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9: the awaken cost is paid rather than the mana cost; the spell remembers it."""
    cast_for(res, spell_id, AWAKEN, cost, RULE)


def awaken_requirements(awakened: bool) -> tuple[str, ...]:
    """702.113b: the target of the awaken ability, only if its cost is paid."""
    return (LAND_YOU_CONTROL,) if awakened else ()


def awaken_effects(card: CardDef | None, spell: GameObject) -> tuple[Instruction, ...]:
    """The awakening of the land, its one target (index 0), if the awaken cost was paid."""
    if card is None or card.awaken is None or spell.cast_for != AWAKEN:
        return ()
    count = card.awaken[0]
    forever = "indefinite"
    return (
        instruction("put_counters", to=0, kind="+1/+1", count=count),
        instruction("becomes_creature", to=0, subtypes=("Elemental",), duration=forever),
        instruction("set_base_pt", to=0, power=0, toughness=0, duration=forever),
        instruction("grant_keywords", to=0, keywords=("Haste",), duration=forever),
    )
