"""Cleave (702.148a-b): "Cleave [cost]" means the spell may be cast by paying [cost] rather than
its mana cost (an alternative cost, 118.9, 601.2b, 601.2f-h), and, if it was, its text is
changed by removing every word within square brackets (a text-changing effect, 702.148b, 612).

The card definition holds the cost (`CardDef.cleave`) and the spell ability its text becomes
(`CardDef.cleaved`: the compiler reads the line without its bracketed words as it reads any
spell's, engine.oracle.compiler; only a card whose changed line is understood has it). The cast
action says `"cleave": true`; the spell remembers it (`GameObject.cast_for` is "cleave"), chooses
the targets of the changed text (601.2c), and resolves with it (engine.actions.resolve)."""

from __future__ import annotations

from engine.cards.model import CardDef, SpellAbility
from engine.core.state import GameObject, GameState
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.pipeline import Resolution

CLEAVE = "cleave"
RULE = "702.148a"


def has_cleave(card: CardDef | None) -> bool:
    return card is not None and bool(card.cleave) and card.cleaved is not None


def check_cleave(state: GameState, obj: GameObject, card: CardDef | None, cleave: bool) -> None:
    """Only a card with cleave can be cast for its cleave cost (702.148a)."""
    check_cast_for(state, obj, CLEAVE, RULE, asked=cleave, has_cost=has_cleave(card))


def pay_cleave(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9: the cleave cost is paid rather than the mana cost; the spell remembers it."""
    cast_for(res, spell_id, CLEAVE, cost, RULE)


def cleaved_ability(card: CardDef | None, cast_for_cleave: bool) -> SpellAbility | None:
    """The spell ability with its bracketed words removed (702.148a-b), if the spell is (being)
    cast for its cleave cost; None otherwise."""
    if not cast_for_cleave or card is None or not has_cleave(card):
        return None
    return card.cleaved


def cleaved_spell(card: CardDef | None, spell: GameObject) -> SpellAbility | None:
    """The changed spell ability of a spell on the stack cast for its cleave cost."""
    return cleaved_ability(card, spell.cast_for == CLEAVE)
