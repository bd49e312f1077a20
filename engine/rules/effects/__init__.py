"""The shared effect vocabulary. Importing this package registers every effect kind."""

from __future__ import annotations

from engine.rules.effect_kinds import (
    EFFECT_KINDS,
    Applied,
    Category,
    EffectKind,
    effect_kind,
    effects_in_force,
)
from engine.rules.effects import (  # noqa: F401  (registration)
    ability_costs,
    activation,
    cant,
    cant_activate,
    choose_as_enters,
    continuous,
    control,
    copies,
    counter_rules,
    counters_and_tokens,
    creature_types,
    damage,
    damage_prevention,
    deck_construction,
    entering,
    granted_abilities,
    land_plays,
    life,
    mana,
    player_abilities,
    protection,
    regeneration,
    skipped_steps,
    spell_costs,
    untap,
    zones,
)

__all__ = ["EFFECT_KINDS", "Applied", "Category", "EffectKind", "effect_kind", "effects_in_force"]
