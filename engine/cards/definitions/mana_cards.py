"""Mana cards: "could produce" lands (106.7), mana replacement effects (106.12b), a triggered mana
ability (605.1b), dual lands (305.6), mana rocks and creatures, a ritual and an X spell.
Each ability's Oracle text is its `text`."""

from __future__ import annotations

from engine.cards.build import card
from engine.cards.model import (
    ActivatedAbility,
    CardDef,
    Cost,
    TriggeredAbility,
    instruction,
    static,
)

REFLECTING_POOL = card(
    "Reflecting Pool",
    "",
    ("Land",),
    abilities=(
        ActivatedAbility(
            "{T}: Add one mana of any type that a land you control could produce.",
            Cost(tap=True),
            (instruction("add_mana", choose_from="could_produce:you"),),
            mana_ability=True,
        ),
    ),
)

EXOTIC_ORCHARD = card(
    "Exotic Orchard",
    "",
    ("Land",),
    abilities=(
        ActivatedAbility(
            "{T}: Add one mana of any color that a land an opponent controls could produce.",
            Cost(tap=True),
            (instruction("add_mana", choose_from="could_produce:opponents", colors_only=True),),
            mana_ability=True,
        ),
    ),
)

MANA_REFLECTION = card(
    "Mana Reflection",
    "{4}{G}{G}",
    ("Enchantment",),
    colors=("G",),
    abilities=(
        static(
            "If you tap a permanent for mana, it produces twice as much of that mana instead.",
            "multiply_mana",
            factor=2,
            player="you",
        ),
    ),
)

NYXBLOOM_ANCIENT = card(
    "Nyxbloom Ancient",
    "{4}{G}{G}{G}",
    ("Enchantment", "Creature"),
    subtypes=("Elemental",),
    power=5,
    toughness=5,
    colors=("G",),
    keywords=("Trample",),  # Trample (702.19: engine.rules.combat)
    abilities=(
        static(
            "If you tap a permanent for mana, it produces three times as much of that mana instead.",
            "multiply_mana",
            factor=3,
            player="you",
        ),
    ),
)

HEARTBEAT_OF_SPRING = card(
    "Heartbeat of Spring",
    "{2}{G}",
    ("Enchantment",),
    colors=("G",),
    abilities=(
        TriggeredAbility(
            "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.",
            trigger="land_tapped_for_mana",
            effects=(instruction("add_mana", player="bound:player", choose_from="bound:produced"),),
            mana_ability=True,
        ),
    ),
)


def _tap_for(symbol: str) -> ActivatedAbility:
    return ActivatedAbility(
        f"{{T}}: Add {{{symbol}}}.",
        Cost(tap=True),
        (instruction("add_mana", mana={symbol: 1}),),
        mana_ability=True,
    )


LAND_TYPE_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def _dual(name: str, first: str, second: str) -> CardDef:
    # ({T}: Add {first} or {second}.) — reminder text: each basic land type gives its intrinsic
    # "{T}: Add [symbol]" ability (305.6), so the card has two mana abilities, in type-line order.
    return card(
        name,
        "",
        ("Land",),
        subtypes=(first, second),
        abilities=(_tap_for(LAND_TYPE_MANA[first]), _tap_for(LAND_TYPE_MANA[second])),
    )


DUAL_LANDS = (
    _dual("Savannah", "Forest", "Plains"),
    _dual("Plateau", "Mountain", "Plains"),
    _dual("Tropical Island", "Forest", "Island"),
)


CARDS = (
    REFLECTING_POOL,
    EXOTIC_ORCHARD,
    MANA_REFLECTION,
    NYXBLOOM_ANCIENT,
    HEARTBEAT_OF_SPRING,
    *DUAL_LANDS,
)
