"""Named mechanics, one module each: adventurer cards (715), ascend and the city's blessing (702.131), buyback (702.27), delve (702.66), kicker (702.33),
fading and vanishing (702.32, 702.63), regeneration (701.19), linked exile (607.2a), split second (702.61).

Importing the package registers the instructions they define.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry. Never the document,
actions or the game.
"""

from __future__ import annotations

from engine.mechanics import (
    adventure,
    ascend,
    buyback,
    delve,
    fading_and_vanishing,
    kicker,
    linked_exile,
    regeneration,
    split_second,
)

__all__ = [
    "adventure",
    "ascend",
    "buyback",
    "delve",
    "fading_and_vanishing",
    "kicker",
    "linked_exile",
    "regeneration",
    "split_second",
]
