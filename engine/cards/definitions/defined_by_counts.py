"""Creatures whose power and toughness are defined by a count (604.3, 613.4a)."""

from __future__ import annotations

from engine.cards.build import card
from engine.cards.model import static

NIGHTMARE = card(
    "Nightmare",
    "{5}{B}",
    ("Creature",),
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

DUNGROVE_ELDER = card(
    "Dungrove Elder",
    "{2}{G}",
    ("Creature",),
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

KELDON_WARLORD = card(
    "Keldon Warlord",
    "{2}{R}{R}",
    ("Creature",),
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

MARO = card(
    "Maro",
    "{2}{G}{G}",
    ("Creature",),
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

TARMOGOYF = card(
    "Tarmogoyf",
    "{1}{G}",
    ("Creature",),
    subtypes=("Lhurgoyf",),
    abilities=(
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

AN_HAVVA_CONSTABLE = card(
    "An-Havva Constable",
    "{1}{G}{G}",
    ("Creature",),
    subtypes=("Human",),
    power=2,
    abilities=(
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
