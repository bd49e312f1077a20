"""What a prototyped spell or permanent is (718.3b): the characteristics half of prototype.

A spell cast prototyped (`GameObject.cast_for` is "prototype", engine.mechanics.prototype) has,
on the stack and as the permanent it becomes, only the card's prototype mana cost, power and
toughness, and the colors of that mana cost (718.3b, 105.2); its other characteristics are the
card's (718.5). In every other zone, and on the stack or battlefield when not cast prototyped,
the card has only its normal characteristics (718.4). The alternative values are copiable
(718.2a): a copy of a prototyped permanent has them too (718.3d, `prototyped_values`).

May import: engine.core and engine.cards."""

from __future__ import annotations

from engine.cards.build import cost_colors
from engine.cards.model import CardDef
from engine.core.state import GameObject, Params, Zone

PROTOTYPE = "prototype"  # GameObject.cast_for of a spell cast prototyped (702.160a)
NOTE = "prototyped: its prototype mana cost, power and toughness (718.3b)"


def is_prototyped(obj: GameObject) -> bool:
    """718.3b, 718.4: a spell cast prototyped, or the permanent it became."""
    return obj.cast_for == PROTOTYPE and obj.zone in (Zone.STACK, Zone.BATTLEFIELD)


def prototyped_values(card: CardDef | None) -> Params | None:
    """The values a prototyped object has instead of the card's (718.3b): its mana cost, power,
    toughness and the colors of that cost (105.2); None for a card without prototype."""
    if card is None or card.prototype is None:
        return None
    cost, power, toughness = card.prototype
    return Params(
        {"mana_cost": cost, "power": power, "toughness": toughness, "colors": cost_colors(cost)}
    )
