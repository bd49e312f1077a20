"""Named mechanics, one module each: adventurer cards (715), affinity (702.41), ascend and the
city's blessing (702.131), buyback (702.27), convoke (702.51), dash (702.109), delve (702.66),
entwine (702.42), evoke (702.74), fading and vanishing (702.32, 702.63), improvise (702.126),
jump-start (702.133), kicker (702.33), linked exile (607.2a), regeneration (701.19), retrace
(702.81), split second (702.61), transforming and flipping by a card's own text (701.27a, 710.2).

Importing the package registers the instructions they define.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry. Never the document,
actions or the game.
"""

from __future__ import annotations

from engine.mechanics import (
    adventure,
    affinity,
    ascend,
    buyback,
    convoke,
    dash,
    delve,
    entwine,
    evoke,
    fading_and_vanishing,
    improvise,
    jump_start,
    kicker,
    linked_exile,
    regeneration,
    retrace,
    split_second,
    transform_and_flip,
)

__all__ = [
    "adventure",
    "affinity",
    "ascend",
    "buyback",
    "convoke",
    "dash",
    "delve",
    "entwine",
    "evoke",
    "fading_and_vanishing",
    "improvise",
    "jump_start",
    "kicker",
    "linked_exile",
    "regeneration",
    "retrace",
    "split_second",
    "transform_and_flip",
]
