"""Creatures whose static abilities pump other creatures of a subtype (613.4c, 613.1f): a
"creatures" filter narrowed by "subtype" and "other" (engine.rules.characteristics)."""

from __future__ import annotations

from engine.cards.build import creature
from engine.cards.model import static

OTHER_ANGELS = "Other Angels you control get +1/+1 and have lifelink."

CARDS = (
    creature(
        "Lyra Dawnbringer",
        "{3}{W}{W}",
        ("Angel",),
        5,
        5,
        "Flying",  # 702.9: engine.rules.combat
        "First strike",  # 702.7: engine.rules.combat.damage
        "Lifelink",  # 702.15: engine.rules.damage
        supertypes=("Legendary",),
        abilities=(
            # Other Angels you control get +1/+1 and have lifelink. (One sentence, two effects:
            # layer 7c for the +1/+1, layer 6 for lifelink.)
            static(
                OTHER_ANGELS,
                "modify_power_toughness",
                creatures="yours",
                subtype="Angel",
                other=True,
                power=1,
                toughness=1,
            ),
            static(
                OTHER_ANGELS,
                "gain_keywords",
                creatures="yours",
                subtype="Angel",
                other=True,
                keywords=("Lifelink",),
            ),
        ),
    ),
)
