"""Web-slinging (702.188a): "Web-slinging [cost]" means "You may cast this spell by paying [cost]
and returning a tapped creature you control to its owner's hand rather than paying its mana
cost." An alternative cost (118.9, paid as 601.2b and 601.2f-h say), so not with another one
(118.9a); the spell is cast from the hand at the usual time.

The definition holds the cost (`CardDef.web_slinging`); the cast action says it
(`"web_slinging": true`). It is refused when the caster controls no tapped creature to return
(118.3); the creature is chosen and returned as the cost is paid (the cost part "return a tapped
creature you control to its owner's hand", engine.rules.cost_payment). The spell and the
permanent it becomes remember the cost was paid (`GameObject.cast_for` is "web-slinging"), for
the abilities that ask ("if it was cast using web-slinging").

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.core.errors import IllegalAction
from engine.core.state import GameObject, GameState
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.cost_payment import pay_cost_parts, why_unpayable
from engine.rules.pipeline import Resolution, name_of
from engine.vocabulary.costs import Cost

WEB_SLINGING = "web-slinging"
RULE = "702.188a"
RETURN = Cost(return_to_hand="tapped Creature")


def web_slinging_cost(definition: CardDef | None) -> str | None:
    found = definition.web_slinging if definition is not None else None
    return found or None


def check_web_slinging(
    state: GameState, obj: GameObject, definition: CardDef | None, asked: bool
) -> None:
    """702.188a: a card with web-slinging, its caster controlling a tapped creature to return
    (118.3)."""
    has_cost = web_slinging_cost(definition) is not None
    check_cast_for(state, obj, WEB_SLINGING, RULE, asked=asked, has_cost=has_cost)
    if not asked:
        return
    problem = why_unpayable(state, obj.owner, obj.id, RETURN, casting=True)
    if problem is not None:
        raise IllegalAction(f"{problem} for {name_of(state, obj)}'s web-slinging cost", "118.3")


def pay_web_slinging(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9, 601.2h: the web-slinging cost is paid rather than the mana cost (its mana with the
    rest of the total cost), and a tapped creature the caster controls is returned now."""
    cast_for(res, spell_id, WEB_SLINGING, cost, RULE)
    spell = res.state.object(spell_id)
    pay_cost_parts(res, spell.controller, spell_id, RETURN, name_of(res.state, spell), "601.2h")
