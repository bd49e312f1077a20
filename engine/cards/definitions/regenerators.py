"""Regeneration (701.19): creatures that regenerate themselves, an Aura that regenerates the
creature it enchants and an instant that regenerates a target. Each ability is preceded by its
Oracle sentence; "Regenerate" makes a shield that lasts this turn (engine.mechanics.regeneration)."""

from __future__ import annotations

from engine.cards.build import card, creature, spell
from engine.cards.model import ActivatedAbility, Cost, instruction, static

REMINDER = (
    "(The next time this creature would be destroyed this turn, it isn't. Instead tap it, remove "
    "all damage from it, and remove it from combat.)"
)


def _regenerate_self(cost: str, name: str, reminder: bool = False) -> ActivatedAbility:
    # "{cost}: Regenerate [this creature]."
    text = f"{cost}: Regenerate {name}." + (f" {REMINDER}" if reminder else "")
    return ActivatedAbility(text, Cost(mana=cost), (instruction("regenerate", to="self"),))


CARDS = (
    creature(
        "Drudge Skeletons",
        "{1}{B}",
        ("Skeleton",),
        1,
        1,
        # {B}: Regenerate Drudge Skeletons. (The next time this creature would be destroyed this
        # turn, it isn't. Instead tap it, remove all damage from it, and remove it from combat.)
        abilities=(_regenerate_self("{B}", "Drudge Skeletons", reminder=True),),
    ),
    creature(
        "River Boa",
        "{1}{G}",
        ("Snake",),
        2,
        1,
        # Islandwalk (This creature can't be blocked as long as defending player controls an
        # Island.) (702.14c: engine.rules.combat.restrictions)
        "Islandwalk",
        # {G}: Regenerate River Boa.
        abilities=(_regenerate_self("{G}", "River Boa"),),
    ),
    card(
        "Mortivore",
        "{2}{B}{B}",
        ("Creature",),
        subtypes=("Lhurgoyf",),
        abilities=(
            # Mortivore's power and toughness are each equal to the number of creature cards in
            # all graveyards.
            static(
                "Mortivore's power and toughness are each equal to the number of creature cards in all graveyards.",
                "cda_power_toughness",
                count="creature_cards_in_all_graveyards",
            ),
            # {B}: Regenerate Mortivore.
            _regenerate_self("{B}", "Mortivore"),
        ),
    ),
    card(
        "Regeneration",
        "{1}{G}",
        ("Enchantment",),
        subtypes=("Aura",),
        keywords=("Enchant",),
        # Enchant creature (Target a creature as you cast this. This card enters the battlefield
        # attached to that creature.)
        enchant="creature",
        abilities=(
            # {G}: Regenerate enchanted creature. (The next time that creature would be destroyed
            # this turn, it isn't. Instead tap it, remove all damage from it, and remove it from
            # combat.)
            ActivatedAbility(
                "{G}: Regenerate enchanted creature. (The next time that creature would be destroyed this turn, it isn't. Instead tap it, remove all damage from it, and remove it from combat.)",
                Cost(mana="{G}"),
                (instruction("regenerate", to="enchanted"),),
            ),
        ),
    ),
    spell(
        "Mending Touch",
        "{G}",
        "Instant",
        # Regenerate target creature.
        "Regenerate target creature.",
        (instruction("regenerate", to=0),),
        ("creature",),
    ),
)
