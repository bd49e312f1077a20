"""Card definitions: a registry of small declarative definitions (see `model`)."""

from __future__ import annotations

from engine.cards.model import (
    ActivatedAbility,
    CardDef,
    Cost,
    Instruction,
    StaticAbility,
    TriggeredAbility,
    instruction,
    static,
)
from engine.cards.registry import REGISTRY, card_def

__all__ = [
    "REGISTRY",
    "ActivatedAbility",
    "CardDef",
    "Cost",
    "Instruction",
    "StaticAbility",
    "TriggeredAbility",
    "card_def",
    "instruction",
    "static",
]
