"""Creatures whose power and toughness are defined by a count (604.3, 613.4a)."""

from __future__ import annotations

from engine.cards.model import CardDef, static

NIGHTMARE = CardDef(
    name="Nightmare",
    mana_cost="{5}{B}",
    types=("Creature",),
    subtypes=("Nightmare", "Horse"),
    colors=("B",),
    keywords=("Flying",),
    abilities=(
        static(
            "Nightmare's power and toughness are each equal to the number of Swamps you control.",
            "cda_power_toughness",
            count="lands_of_type:Swamp",
        ),
    ),
)

DUNGROVE_ELDER = CardDef(
    name="Dungrove Elder",
    mana_cost="{2}{G}",
    types=("Creature",),
    subtypes=("Treefolk",),
    colors=("G",),
    keywords=("Hexproof",),
    abilities=(
        static(
            "Dungrove Elder's power and toughness are each equal to the number of Forests you control.",
            "cda_power_toughness",
            count="lands_of_type:Forest",
        ),
    ),
)

KELDON_WARLORD = CardDef(
    name="Keldon Warlord",
    mana_cost="{2}{R}{R}",
    types=("Creature",),
    subtypes=("Human", "Barbarian"),
    colors=("R",),
    abilities=(
        static(
            "Keldon Warlord's power and toughness are each equal to the number of non-Wall creatures you control.",
            "cda_power_toughness",
            count="nonwall_creatures_you_control",
        ),
    ),
)

MARO = CardDef(
    name="Maro",
    mana_cost="{2}{G}{G}",
    types=("Creature",),
    subtypes=("Elemental",),
    colors=("G",),
    abilities=(
        static(
            "Maro's power and toughness are each equal to the number of cards in your hand.",
            "cda_power_toughness",
            count="cards_in_your_hand",
        ),
    ),
)

CARDS = (NIGHTMARE, DUNGROVE_ELDER, KELDON_WARLORD, MARO)
