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
        # Nightmare's power and toughness are each equal to the number of Swamps you control.
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
        # Dungrove Elder's power and toughness are each equal to the number of Forests you control.
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
        # Keldon Warlord's power and toughness are each equal to the number of non-Wall creatures you control.
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
        # Maro's power and toughness are each equal to the number of cards in your hand.
        static(
            "Maro's power and toughness are each equal to the number of cards in your hand.",
            "cda_power_toughness",
            count="cards_in_your_hand",
        ),
    ),
)

TARMOGOYF = CardDef(
    name="Tarmogoyf",
    mana_cost="{1}{G}",
    types=("Creature",),
    subtypes=("Lhurgoyf",),
    colors=("G",),
    abilities=(
        # Tarmogoyf's power is equal to the number of card types among cards in all graveyards
        # and its toughness is equal to that number plus 1.
        static(
            "Tarmogoyf's power is equal to the number of card types among cards in all "
            "graveyards and its toughness is equal to that number plus 1.",
            "cda_power_toughness",
            power_count="card_types_in_all_graveyards",
            toughness_count="card_types_in_all_graveyards",
            toughness_plus=1,
        ),
    ),
)

AN_HAVVA_CONSTABLE = CardDef(
    name="An-Havva Constable",
    mana_cost="{1}{G}{G}",
    types=("Creature",),
    subtypes=("Human",),
    colors=("G",),
    power=2,
    abilities=(
        # An-Havva Constable's toughness is equal to 1 plus the number of green creatures on the
        # battlefield.
        static(
            "An-Havva Constable's toughness is equal to 1 plus the number of green creatures on "
            "the battlefield.",
            "cda_power_toughness",
            toughness_count="creatures_on_battlefield:G",
            toughness_plus=1,
        ),
    ),
)

CARDS = (NIGHTMARE, DUNGROVE_ELDER, KELDON_WARLORD, MARO, TARMOGOYF, AN_HAVVA_CONSTABLE)
