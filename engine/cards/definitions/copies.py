"""Cards that copy creatures (707): Clone enters as a copy (707.5, 614.1c); Metamorphic
Alteration makes the creature it enchants a copy of a creature chosen as it enters (614.12a,
303.4m). The copy effects apply in layer 1a (613.2a, engine.rules.copying)."""

from __future__ import annotations

from engine.cards.build import card
from engine.cards.model import static

CARDS = (
    card(
        "Clone",
        "{3}{U}",
        ("Creature",),
        subtypes=("Shapeshifter",),
        power=0,
        toughness=0,
        colors=("U",),
        abilities=(
            # You may have Clone enter the battlefield as a copy of any creature on the
            # battlefield. (707.5: it enters as the copy; choosing none leaves a 0/0, 704.5f)
            static(
                "You may have Clone enter the battlefield as a copy of any creature on the "
                "battlefield.",
                "enters_as_copy",
            ),
        ),
    ),
    card(
        "Metamorphic Alteration",
        "{1}{U}",
        ("Enchantment",),
        subtypes=("Aura",),
        colors=("U",),
        keywords=("Enchant",),  # Enchant creature
        enchant="creature",
        abilities=(
            # As Metamorphic Alteration enters the battlefield, choose a creature.
            # Enchanted creature is a copy of the chosen creature. (614.12a: not targeted;
            # 707.2c: the copiable values are fixed as the effect begins)
            static(
                "As Metamorphic Alteration enters the battlefield, choose a creature. "
                "Enchanted creature is a copy of the chosen creature.",
                "enters_choosing_copy",
            ),
        ),
    ),
)
