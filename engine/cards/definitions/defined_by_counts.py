"""Creatures whose power and toughness are defined by a count (604.3, 613.4a)."""

from __future__ import annotations

from engine.cards.build import card
from engine.cards.model import static

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

CARDS = (AN_HAVVA_CONSTABLE,)
