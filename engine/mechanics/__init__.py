"""Named mechanics, one module each: adventurer cards (715), ascend and the city's blessing (702.131), delve (702.66),
fading and vanishing (702.32, 702.63), regeneration (701.19), linked exile (607.2a), transforming and flipping by a card's own text (701.27a, 710.2).

Importing the package registers the instructions they define.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry. Never the document,
actions or the game.
"""

from __future__ import annotations

from engine.mechanics import (
    adventure,
    ascend,
    delve,
    fading_and_vanishing,
    linked_exile,
    regeneration,
    transform_and_flip,
)

__all__ = [
    "adventure",
    "ascend",
    "delve",
    "fading_and_vanishing",
    "linked_exile",
    "regeneration",
    "transform_and_flip",
]
