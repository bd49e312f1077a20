"""Named mechanics, one module each: adventurer cards (715), affinity (702.41), annihilator
(702.86), ascend and the city's blessing (702.131), bloodthirst (702.54), boast (702.142), buyback (702.27),
convoke (702.51), crew (702.122), dash (702.109), delve (702.66), divided damage (601.2d), dredge
(702.52), embalm and eternalize (702.128, 702.129), energy (107.14), entwine (702.42), escalate
(702.120), escape (702.138), evoke (702.74), extort (702.101), fabricate (702.123), fading and
vanishing (702.32, 702.63), fight (701.14), evolve, training and dethrone (growing
creatures: 702.100, 702.149, 702.105), improvise (702.126), jump-start (702.133), kicker (702.33),
linked exile (607.2a), adapt and monstrosity (701.46, 701.37), rampage (702.23), regeneration (701.19), renown (702.112), retrace (702.81), split second (702.61), totem armor
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
    annihilator,
    ascend,
    bloodthirst,
    boast,
    buyback,
    convoke,
    crew,
    dash,
    delve,
    divided_damage,
    dredge,
    embalm_and_eternalize,
    energy,
    entwine,
    escalate,
    escape,
    evoke,
    extort,
    fabricate,
    fading_and_vanishing,
    fight,
    growing_creatures,
    improvise,
    jump_start,
    kicker,
    linked_exile,
    monstrosity,
    rampage,
    regeneration,
    renown,
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
    "annihilator",
    "ascend",
    "bloodthirst",
    "boast",
    "buyback",
    "convoke",
    "crew",
    "dash",
    "delve",
    "dredge",
    "embalm_and_eternalize",
    "divided_damage",
    "energy",
    "entwine",
    "escape",
    "escalate",
    "evoke",
    "extort",
    "fabricate",
    "fading_and_vanishing",
    "fight",
    "growing_creatures",
    "improvise",
    "jump_start",
    "kicker",
    "linked_exile",
    "monstrosity",
    "rampage",
    "regeneration",
    "renown",
    "retrace",
    "split_second",
    "totem_armor",
    "transform_and_flip",
    "turn_history",
    "unearth",
    "unleash",
    "upkeep_costs",
]
