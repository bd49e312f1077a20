"""Named mechanics, one module each: adventurer cards (715), affinity (702.41), ascend and the
city's blessing (702.131), bloodthirst (702.54), buyback (702.27), convoke (702.51), dash
(702.109), delve (702.66), divided damage (601.2d), energy (107.14), entwine (702.42), escalate (702.120), evoke (702.74), extort (702.101), fabricate
(702.123), fading and vanishing (702.32, 702.63), evolve, training and dethrone (growing
creatures: 702.100, 702.149, 702.105), improvise (702.126), jump-start (702.133), kicker (702.33),
linked exile (607.2a), regeneration (701.19), retrace (702.81), split second (702.61), totem armor
(702.89), transforming and flipping by a card's own text (701.27a, 710.2), unearth (702.84),
unleash (702.98), upkeep costs: echo and cumulative upkeep (702.30, 702.24).

Importing the package registers the instructions they define.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry. Never the document,
actions or the game.
"""

from __future__ import annotations

from engine.mechanics import (
    adventure,
    affinity,
    ascend,
    bloodthirst,
    buyback,
    convoke,
    dash,
    delve,
    divided_damage,
    energy,
    entwine,
    escalate,
    evoke,
    extort,
    fabricate,
    fading_and_vanishing,
    growing_creatures,
    improvise,
    jump_start,
    kicker,
    linked_exile,
    regeneration,
    retrace,
    split_second,
    totem_armor,
    transform_and_flip,
    turn_history,
    unearth,
    unleash,
    upkeep_costs,
)

__all__ = [
    "adventure",
    "affinity",
    "ascend",
    "bloodthirst",
    "buyback",
    "convoke",
    "dash",
    "delve",
    "divided_damage",
    "energy",
    "entwine",
    "escalate",
    "evoke",
    "extort",
    "fabricate",
    "fading_and_vanishing",
    "growing_creatures",
    "improvise",
    "jump_start",
    "kicker",
    "linked_exile",
    "regeneration",
    "retrace",
    "split_second",
    "totem_armor",
    "transform_and_flip",
    "turn_history",
    "unearth",
    "unleash",
    "upkeep_costs",
]
