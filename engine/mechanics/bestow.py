"""Bestow (702.103): "Bestow [cost]" means "As you cast this spell, you may choose to cast it
bestowed. If you do, you pay [cost] rather than its mana cost." (702.103a, an alternative cost:
118.9, 601.2b, 601.2f-h).

The cast action says it: `"bestow": true`; the spell remembers it (`GameObject.cast_for` is
"bestow"). Cast bestowed, it is an Aura enchantment with enchant creature on the stack, so it
targets a creature (702.103b, 303.4a), and so is the permanent it becomes, attached to that
creature (608.3c); engine.rules.bestowed has those characteristics. Only the bestowed
characteristics decide whether it can be cast (702.103d): it is an Aura, cast at sorcery speed
unless it has flash.

It ceases to be bestowed, and is a creature again, as it begins to resolve with an illegal
target (702.103e: it resolves as a creature spell, 608.3b, rather than not resolving), and when it
becomes unattached or is attached to an illegal object (702.103f, instead of going to the
graveyard by 704.5m: engine.rules.sba).
"""

from __future__ import annotations

from engine.cards.model import CardDef
from engine.core.state import GameObject, GameState
from engine.rules.alternative_costs import cast_for, check_cast_for
from engine.rules.bestowed import BESTOW, ENCHANT, cease_to_be_bestowed, is_bestowed
from engine.rules.pipeline import Resolution
from engine.rules.targets import why_illegal

RULE = "702.103a"


def check_bestow(state: GameState, obj: GameObject, card: CardDef | None, bestow: bool) -> None:
    """Only a card with bestow can be cast bestowed (702.103a)."""
    has_cost = card is not None and bool(card.bestow)
    check_cast_for(state, obj, BESTOW, RULE, asked=bestow, has_cost=has_cost)


def bestow_requirements() -> tuple[str, ...]:
    """702.103b, 303.4a: a bestowed Aura spell targets the creature it will enchant."""
    return (ENCHANT,)


def pay_bestow(res: Resolution, spell_id: str, cost: str) -> None:
    """118.9: the bestow cost is paid rather than the mana cost; from now on the spell is a
    bestowed Aura spell (702.103b)."""
    cast_for(res, spell_id, BESTOW, cost, "702.103a")


def resolves_bestowed(res: Resolution, top: GameObject, targets: tuple[str, ...]) -> None:
    """702.103e: as a bestowed Aura spell begins resolving with an illegal target, it ceases to be
    bestowed and resolves as a creature spell (608.3b) instead of not resolving (608.2b)."""
    if not is_bestowed(top):
        return
    problem = next(
        (
            p
            for t in targets[:1]
            if (p := why_illegal(res.state, ENCHANT, t, top, top.controller)) is not None
        ),
        None,
    )
    if targets and problem is None:
        return
    why = f"has an illegal target ({problem[0]})" if problem else "has no target"
    cease_to_be_bestowed(res, top, why, "702.103e")
