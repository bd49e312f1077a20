"""Damage doublers, triplers and reducers: replacement effects on damage (614.1a, 701.10g) and
prevention of part of it (615). Each ability's Oracle text is its `text`."""

from __future__ import annotations

from engine.cards.build import card, creature
from engine.cards.model import static

CARDS = (
    card(
        "Dictate of the Twin Gods",
        "{3}{R}{R}",
        ("Enchantment",),
        keywords=("Flash",),
        abilities=(
            # If a source would deal damage to a permanent or player, it deals double that damage
            # to that permanent or player instead.
            static(
                "Damage a source would deal to a permanent or player is doubled.",
                "double_damage",
                to="any",
            ),
        ),
    ),
    card(
        "Gratuitous Violence",
        "{2}{R}{R}{R}",
        ("Enchantment",),
        abilities=(
            # If a creature you control would deal damage to a permanent or player, it deals double
            # that damage to that permanent or player instead.
            static(
                "Damage a creature you control would deal to a permanent or player is doubled.",
                "double_damage",
                to="any",
                sources="yours",
                source_types=("Creature",),
            ),
        ),
    ),
    card(
        "Fiery Emancipation",
        "{3}{R}{R}{R}",
        ("Enchantment",),
        abilities=(
            # If a source you control would deal damage to a permanent or player, it deals triple
            # that damage to that permanent or player instead.
            static(
                "Damage a source you control would deal is tripled.",
                "multiply_damage",
                to="any",
                sources="yours",
                factor=3,
            ),
        ),
    ),
    creature(
        "Angrath's Marauders",
        "{5}{R}{R}",
        ("Human", "Pirate"),
        4,
        4,
        abilities=(
            # If a source you control would deal damage to a permanent or player, it deals double
            # that damage to that permanent or player instead.
            static(
                "Damage a source you control would deal is doubled.",
                "double_damage",
                to="any",
                sources="yours",
            ),
        ),
    ),
    creature(
        "Torbran, Thane of Red Fell",
        "{1}{R}{R}{R}",
        ("Dwarf", "Noble"),
        2,
        4,
        supertypes=("Legendary",),
        abilities=(
            # If a red source you control would deal damage to an opponent or a permanent an
            # opponent controls, it deals that much damage plus 2 instead.
            static(
                "A red source you control deals 2 more damage to an opponent or a permanent an opponent controls.",
                "modify_damage_by",
                amount=2,
                to="opponents",
                sources="yours",
                source_colors=("R",),
            ),
        ),
    ),
    creature(
        "Benevolent Unicorn",
        "{1}{W}",
        ("Unicorn",),
        1,
        2,
        abilities=(
            # If a spell would deal damage to a permanent or player, it deals that much damage
            # minus 1 to that permanent or player instead.
            static(
                "A spell deals 1 less damage to a permanent or player.",
                "modify_damage_by",
                amount=-1,
                to="any",
                source_kind="spell",
            ),
        ),
    ),
    creature(
        "Gisela, Blade of Goldnight",
        "{4}{R}{W}{W}",
        ("Angel",),
        5,
        5,
        "Flying",  # Flying, first strike
        "First strike",
        supertypes=("Legendary",),
        abilities=(
            # If a source would deal damage to an opponent or a permanent an opponent controls, that
            # source deals double that damage to that player or permanent instead.
            static(
                "Damage to an opponent or a permanent an opponent controls is doubled.",
                "double_damage",
                to="opponents",
            ),
            # If a source would deal damage to you or a permanent you control, prevent half that
            # damage, rounded up.
            static(
                "Prevent half the damage to you or a permanent you control, rounded up.",
                "prevent_half_damage",
                to="yours",
            ),
        ),
    ),
)
