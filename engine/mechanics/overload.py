"""Overload (702.96a): "Overload [cost]" means the spell may be cast by paying [cost] rather than
its mana cost (an alternative cost, 118.9, 601.2b, 601.2f-h), and, if it was, its text is
changed by replacing every "target" with "each" (a text-changing effect, 702.96c, 612). Such a
spell has no targets (702.96b).

The card definition holds the cost (`CardDef.overload`) and the spell ability its text becomes
(`CardDef.overloaded`: the compiler reads the changed text as it reads any spell's,
engine.oracle.compiler; only a card whose every changed line is understood has it). The cast
action says `"overload": true`; the spell remembers it (`GameObject.cast_for` is "overload"),
chooses no targets, and resolves with the changed text (engine.actions.resolve)."""

from __future__ import annotations

from engine.cards.model import CardDef, SpellAbility
from engine.core.state import GameObject, GameState
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.pipeline import Resolution

OVERLOAD = "overload"
RULE = "702.96a"


def has_overload(card: CardDef | None) -> bool:
    return card is not None and bool(card.overload) and card.overloaded is not None


def check_overload(state: GameState, obj: GameObject, card: CardDef | None, overload: bool) -> None:
    """Only a card with overload can be cast for its overload cost (702.96a)."""
    check_cast_for(state, obj, OVERLOAD, RULE, asked=overload, has_cost=has_overload(card))


def pay_overload(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9: the overload cost is paid rather than the mana cost; the spell remembers it."""
    cast_for(res, spell_id, OVERLOAD, cost, RULE)


def overloaded_spell(card: CardDef | None, spell: GameObject) -> SpellAbility | None:
    """The spell ability with its changed text (702.96a), if the spell was cast for its
    overload cost; None otherwise."""
    if spell.cast_for != OVERLOAD or card is None or not has_overload(card):
        return None
    return card.overloaded
