"""Named mechanics, one module each: adventurer cards (715), ascend and the city's blessing (702.131), delve (702.66),
fading and vanishing (702.32, 702.63), regeneration (701.19), linked exile (607.2a), transforming and flipping by a card's own text (701.27a, 710.2),
upkeep costs: echo and cumulative upkeep (702.30, 702.24), fabricate (702.123), evolve, training and dethrone (702.100, 702.149, 702.105), bloodthirst (702.54), unearth (702.84), extort (702.101), totem armor (702.89), unleash (702.98).

Importing the package registers the instructions they define.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry. Never the document,
actions or the game.
"""

from __future__ import annotations

from engine.mechanics import (
    adventure,
    ascend,
    bloodthirst,
    delve,
    extort,
    fabricate,
    fading_and_vanishing,
    growing_creatures,
    linked_exile,
    regeneration,
    totem_armor,
    transform_and_flip,
    unearth,
    unleash,
    upkeep_costs,
)

__all__ = [
    "adventure",
    "ascend",
    "bloodthirst",
    "delve",
    "extort",
    "fabricate",
    "fading_and_vanishing",
    "growing_creatures",
    "linked_exile",
    "regeneration",
    "totem_armor",
    "transform_and_flip",
    "unearth",
    "unleash",
    "upkeep_costs",
]
