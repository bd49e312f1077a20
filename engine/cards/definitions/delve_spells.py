"""Spells with delve (702.66): as the spell is cast, each card its caster exiles from their
graveyard pays for {1} of the generic mana (the cast action's `delve` list, engine.mechanics.delve). Each
ability is preceded by its Oracle sentence; the keyword is declared, never scripted.

Not here: Dead Drop ("Target player sacrifices two creatures."), since the instruction vocabulary
has no sacrifice chosen by a player.
"""

from __future__ import annotations

from engine.cards.build import creature, spell
from engine.cards.model import instruction

CARDS = (
    # Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)
    creature("Gurmag Angler", "{6}{B}", ("Zombie", "Fish"), 5, 5, "Delve"),
    # Delve / Flying
    creature("Sultai Scavenger", "{5}{B}", ("Bird", "Warrior"), 3, 3, "Delve", "Flying"),
    spell(
        "Treasure Cruise",
        "{7}{U}",
        "Sorcery",
        # Delve / Draw three cards.
        "Draw three cards.",
        (instruction("draw", count=3),),
        keywords=("Delve",),
    ),
    spell(
        "Murderous Cut",
        "{4}{B}",
        "Instant",
        # Delve / Destroy target creature.
        "Destroy target creature.",
        (instruction("destroy", to=0),),
        ("creature",),
        keywords=("Delve",),
    ),
)
