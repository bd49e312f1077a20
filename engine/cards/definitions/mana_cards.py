"""Mana cards: "could produce" lands (106.7), mana replacement effects (106.12b), a triggered mana
ability (605.1b), dual lands (305.6), mana rocks and creatures, a ritual and an X spell.
Each ability is preceded by its Oracle sentence."""

from __future__ import annotations

from engine.cards.model import (
    ActivatedAbility,
    CardDef,
    Cost,
    SpellAbility,
    TriggeredAbility,
    instruction,
    static,
)

REFLECTING_POOL = CardDef(
    name="Reflecting Pool",
    types=("Land",),
    abilities=(
        # {T}: Add one mana of any type that a land you control could produce.
        ActivatedAbility(
            "{T}: Add one mana of any type that a land you control could produce.",
            Cost(tap=True),
            (instruction("add_mana", choose_from="could_produce:you"),),
            mana_ability=True,
        ),
    ),
)

EXOTIC_ORCHARD = CardDef(
    name="Exotic Orchard",
    types=("Land",),
    abilities=(
        # {T}: Add one mana of any color that a land an opponent controls could produce.
        ActivatedAbility(
            "{T}: Add one mana of any color that a land an opponent controls could produce.",
            Cost(tap=True),
            (instruction("add_mana", choose_from="could_produce:opponents", colors_only=True),),
            mana_ability=True,
        ),
    ),
)

MANA_REFLECTION = CardDef(
    name="Mana Reflection",
    mana_cost="{4}{G}{G}",
    types=("Enchantment",),
    colors=("G",),
    abilities=(
        # If you tap a permanent for mana, it produces twice as much of that mana instead.
        static(
            "If you tap a permanent for mana, it produces twice as much of that mana instead.",
            "multiply_mana",
            factor=2,
            player="you",
        ),
    ),
)

NYXBLOOM_ANCIENT = CardDef(
    name="Nyxbloom Ancient",
    mana_cost="{4}{G}{G}{G}",
    types=("Enchantment", "Creature"),
    subtypes=("Elemental",),
    power=5,
    toughness=5,
    colors=("G",),
    keywords=("Trample",),  # Trample (702.19: engine.rules.combat)
    abilities=(
        # If you tap a permanent for mana, it produces three times as much of that mana instead.
        static(
            "If you tap a permanent for mana, it produces three times as much of that mana instead.",
            "multiply_mana",
            factor=3,
            player="you",
        ),
    ),
)

HEARTBEAT_OF_SPRING = CardDef(
    name="Heartbeat of Spring",
    mana_cost="{2}{G}",
    types=("Enchantment",),
    colors=("G",),
    abilities=(
        # Whenever a player taps a land for mana, that player adds one mana of any type that land
        # produced.
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
    return CardDef(
        name=name,
        types=("Land",),
        subtypes=(first, second),
        abilities=(_tap_for(LAND_TYPE_MANA[first]), _tap_for(LAND_TYPE_MANA[second])),
    )


DUAL_LANDS = (
    _dual("Tundra", "Plains", "Island"),
    _dual("Underground Sea", "Island", "Swamp"),
    _dual("Badlands", "Swamp", "Mountain"),
    _dual("Taiga", "Mountain", "Forest"),
    _dual("Savannah", "Forest", "Plains"),
    _dual("Scrubland", "Plains", "Swamp"),
    _dual("Volcanic Island", "Island", "Mountain"),
    _dual("Bayou", "Swamp", "Forest"),
    _dual("Plateau", "Mountain", "Plains"),
    _dual("Tropical Island", "Forest", "Island"),
)

SOL_RING = CardDef(
    name="Sol Ring",
    mana_cost="{1}",
    types=("Artifact",),
    abilities=(
        # {T}: Add {C}{C}.
        ActivatedAbility(
            "{T}: Add {C}{C}.",
            Cost(tap=True),
            (instruction("add_mana", mana={"C": 2}),),
            mana_ability=True,
        ),
    ),
)

LOTUS_PETAL = CardDef(
    name="Lotus Petal",
    mana_cost="{0}",
    types=("Artifact",),
    abilities=(
        # {T}, Sacrifice Lotus Petal: Add one mana of any color.
        ActivatedAbility(
            "{T}, Sacrifice Lotus Petal: Add one mana of any color.",
            Cost(tap=True, sacrifice_self=True),
            (instruction("add_mana", choose_from="any_color"),),
            mana_ability=True,
        ),
    ),
)

BIRDS_OF_PARADISE = CardDef(
    name="Birds of Paradise",
    mana_cost="{G}",
    types=("Creature",),
    subtypes=("Bird",),
    power=0,
    toughness=1,
    colors=("G",),
    keywords=("Flying",),  # Flying (702.9: engine.rules.combat)
    abilities=(
        # {T}: Add one mana of any color.
        ActivatedAbility(
            "{T}: Add one mana of any color.",
            Cost(tap=True),
            (instruction("add_mana", choose_from="any_color"),),
            mana_ability=True,
        ),
    ),
)

DARK_RITUAL = CardDef(
    name="Dark Ritual",
    mana_cost="{B}",
    types=("Instant",),
    colors=("B",),
    abilities=(
        # Add {B}{B}{B}.
        SpellAbility("Add {B}{B}{B}.", (instruction("add_mana", mana={"B": 3}),)),
    ),
)

BLAZE = CardDef(
    name="Blaze",
    mana_cost="{X}{R}",
    types=("Sorcery",),
    colors=("R",),
    abilities=(
        # Blaze deals X damage to any target.
        SpellAbility(
            "Blaze deals X damage to any target.",
            (instruction("deal_damage", amount="x", to=0),),
            ("any",),
        ),
    ),
)

CARDS = (
    REFLECTING_POOL,
    EXOTIC_ORCHARD,
    MANA_REFLECTION,
    NYXBLOOM_ANCIENT,
    HEARTBEAT_OF_SPRING,
    *DUAL_LANDS,
    SOL_RING,
    LOTUS_PETAL,
    BIRDS_OF_PARADISE,
    DARK_RITUAL,
    BLAZE,
)
