"""The instruction vocabulary: what spells and abilities do as they resolve (608.2c).

`registry` holds INSTRUCTIONS (kind name -> executor), the execution context and the reference and
amount words; every other module of this package registers the kinds of one concept. Importing
the package registers all of them (the mechanics in engine.mechanics register their own).

May import: engine.core, engine.cards and engine.rules. Never mechanics, the document, actions
or the game.
"""

from __future__ import annotations

from engine.instructions import (
    attach,
    chosen_cards,
    color_prevention,
    control,
    control_conditions,
    creature_types,
    graveyard_counts,
    hands,
    library,
    look_and_take,
    looked_at_cards,
    looked_at_choice,
    mana,
    may_pay,
    optional_sacrifices,
    proliferate,
    protection,
    references,
    registry,
    repeats,
    sacrifice,
    scry,
    target_mana_values,
    top_of_library,
    unless_dealt_damage,
    unless_discarded,
    unless_paid,
)

INSTRUCTIONS = registry.INSTRUCTIONS

__all__ = [
    "INSTRUCTIONS",
    "attach",
    "chosen_cards",
    "color_prevention",
    "control",
    "hands",
    "library",
    "look_and_take",
    "creature_types",
    "graveyard_counts",
    "looked_at_cards",
    "looked_at_choice",
    "mana",
    "may_pay",
    "optional_sacrifices",
    "proliferate",
    "protection",
    "references",
    "registry",
    "repeats",
    "sacrifice",
    "scry",
    "top_of_library",
    "unless_discarded",
    "unless_paid",
    "unless_dealt_damage",
    "control_conditions",
    "target_mana_values",
]
