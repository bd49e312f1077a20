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
            static(
                "If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.",
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
            static(
                "If a creature you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.",
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
            static(
                "If a source you control would deal damage to a permanent or player, it deals triple that damage to that permanent or player instead.",
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
            static(
                "If a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.",
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
            static(
                "If a red source you control would deal damage to an opponent or a permanent an opponent controls, it deals that much damage plus 2 instead.",
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
            static(
                "If a spell would deal damage to a permanent or player, it deals that much damage minus 1 to that permanent or player instead.",
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
            static(
                "If a source would deal damage to an opponent or a permanent an opponent controls, that source deals double that damage to that player or permanent instead.",
                "double_damage",
                to="opponents",
            ),
            static(
                "If a source would deal damage to you or a permanent you control, prevent half that damage, rounded up.",
                "prevent_half_damage",
                to="yours",
            ),
        ),
    ),
)
