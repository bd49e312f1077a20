"""The shared effect vocabulary. Importing this package registers every effect kind."""

from __future__ import annotations

from engine.effects import activation, continuous, damage, life, mana, protection, zones  # noqa: F401  (registration)
from engine.effects import cant, damage_more  # noqa: F401  (registration)
from engine.effects.base import EFFECT_KINDS, Applied, Category, EffectKind, effect_kind, effects_in_force

__all__ = ["EFFECT_KINDS", "Applied", "Category", "EffectKind", "effect_kind", "effects_in_force"]
