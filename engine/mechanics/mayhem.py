"""Mayhem (702.187): a static ability that works while the card is in a graveyard (702.187a).
"Mayhem [cost]" means "As long as you discarded this card this turn, you may cast it from your
graveyard by paying [cost] rather than paying its mana cost." (702.187b): an alternative cost
(118.9, paid as 601.2b and 601.2f-h say), so it can't be combined with another one (118.9a).
Timing rules still apply: a sorcery or a permanent card only when its card type could be cast.

The definition holds the cost (`CardDef.mayhem`); the cast action says it (`"mayhem": true`).
Whether the card was discarded this turn is the turn's history (engine.mechanics.turn_history:
the discard, 701.9a, of that card as the object it became in the graveyard; once it has left the
graveyard and come back it is a new object, 400.7). The spell and the permanent it becomes
remember the cost was paid (`GameObject.cast_for` is "mayhem").

"Mayhem" without a cost (702.187c: the card may be played from the graveyard, a land too) is not
read: such a line stays unapplied.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.core.errors import IllegalAction
from engine.core.state import GameObject, GameState, Zone
from engine.mechanics.turn_history import discarded_this_turn
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.faces import object_definition
from engine.rules.pipeline import Resolution, name_of

MAYHEM = "mayhem"
RULE = "702.187b"


def mayhem_cost(definition: CardDef | None) -> str | None:
    return definition.mayhem if definition is not None and definition.mayhem else None


def can_cast_with_mayhem(state: GameState, obj: GameObject) -> bool:
    """The card has mayhem, is in its owner's graveyard, and was discarded this turn."""
    return mayhem_cost(object_definition(state, obj)) is not None and discarded_this_turn(
        state, obj
    )


def check_mayhem(
    state: GameState, obj: GameObject, definition: CardDef | None, mayhem: bool
) -> None:
    """702.187b: only a card with mayhem, from its owner's graveyard, discarded this turn."""
    has_cost = mayhem_cost(definition) is not None
    check_cast_for(state, obj, MAYHEM, RULE, asked=mayhem, has_cost=has_cost)
    if not mayhem:
        return
    if obj.zone is not Zone.GRAVEYARD:
        raise IllegalAction(
            f"{name_of(state, obj.id)} isn't in its owner's graveyard: mayhem casts it from there",
            RULE,
        )
    if not discarded_this_turn(state, obj):
        raise IllegalAction(
            f"{name_of(state, obj.owner)} didn't discard {name_of(state, obj.id)} this turn",
            RULE,
        )


def pay_mayhem(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9: the mayhem cost is paid rather than the mana cost; the spell remembers it."""
    cast_for(res, spell_id, MAYHEM, cost, RULE)
