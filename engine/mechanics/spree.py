"""Spree (702.172a): a static ability of some modal spells (700.2) working while the spell is on
the stack: its caster chooses one or more modes, and as an additional cost pays the cost printed
with each chosen mode ("+ {2} — Destroy target artifact.") (601.2b, 601.2f-h).

The definition's spell ability is modal with "one or more" chosen, each mode holding its cost
(`Mode.cost`); the cast action names the chosen modes as for any modal spell (`"mode"` or
`"modes"`, 601.2b), and their costs join the total cost (601.2f). 702.172b (the plus sign) has
no rules meaning.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.model import SpellAbility, add_mana_costs
from engine.core.log import LogKind
from engine.rules.pipeline import Resolution, name_of

RULE = "702.172a"
TIERED_RULE = "702.183a"
SPREE = "Spree"


def is_spree(spell: SpellAbility | None) -> bool:
    """A spree spell: modes that each have a cost."""
    return spell is not None and bool(spell.modes) and all(m.cost for m in spell.modes)


def is_tiered(spell: SpellAbility | None) -> bool:
    """A tiered spell (702.183a): one mode chosen, each mode with a cost and a name."""
    return (
        is_spree(spell)
        and spell is not None
        and spell.choose == "one"
        and all(m.name for m in spell.modes)
    )


def spree_cost(spell: SpellAbility | None, chosen: Sequence[int]) -> str:
    """702.172a: the costs of the chosen modes, added to the total cost (601.2f), or ""."""
    if spell is None or not is_spree(spell):
        return ""
    costs = [spell.modes[i].cost for i in chosen if 0 <= i < len(spell.modes)]
    return add_mana_costs("", *costs) if costs else ""


def note_spree(
    res: Resolution, spell_id: str, cost: str, chosen: Sequence[int], tiered: bool = False
) -> None:
    spell = res.state.object(spell_id)
    count = len(chosen)
    res.note(
        LogKind.STACK,
        f"{name_of(res.state, spell.owner)} pays the additional cost{'s' if count > 1 else ''} "
        f"of the chosen mode{'s' if count > 1 else ''} of {name_of(res.state, spell)}: {cost}",
        TIERED_RULE if tiered else RULE,
        "601.2f",
        objects=(spell_id,),
    )
