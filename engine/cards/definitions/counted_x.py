"""X in two ways: an {X} that only mana of one color may pay (602.1b: "Spend only black mana on
X" is text after the colon that defines an aspect of the activation cost; `Cost.x_colors`), and an
X the spell defines as a count of lands you control (107.3c, counted as it resolves, 608.2h). Each ability's Oracle text is its `text`."""

from __future__ import annotations

from engine.cards.build import creature, spell
from engine.cards.model import ActivatedAbility, Cost, instruction

CARDS = (
    creature(
        "Crypt Rats",
        "{2}{B}",
        ("Rat",),
        1,
        1,
        abilities=(
            ActivatedAbility(
                "{X}: Crypt Rats deals X damage to each creature and each player. Spend only "
                "black mana on X.",
                Cost(mana="{X}", x_colors=("B",)),
                # 120.4: one damage event, to every creature and player at once.
                (instruction("deal_damage", amount="x", to=("each_creature", "each_player")),),
            ),
        ),
    ),
    creature(
        "Crimson Hellkite",
        "{6}{R}{R}{R}",
        ("Dragon",),
        6,
        6,
        "Flying",
        abilities=(
            ActivatedAbility(
                "{X}, {T}: Crimson Hellkite deals X damage to target creature. Spend only red "
                "mana on X.",
                Cost(mana="{X}", tap=True, x_colors=("R",)),
                (instruction("deal_damage", amount="x", to=0),),
                targets=("creature",),
            ),
        ),
    ),
    spell(
        "Tendrils of Corruption",
        "{3}{B}",
        "Instant",
        "Tendrils of Corruption deals X damage to target creature and you gain X life, where X "
        "is the number of Swamps you control.",
        (
            instruction("deal_damage", amount="lands_of_type:Swamp", to=0),
            # Counted again: nothing between the two changes the Swamps you control (no
            # state-based actions happen mid-resolution, 704.3), so both read the same X.
            instruction("gain_life", player="you", amount="lands_of_type:Swamp"),
        ),
        ("creature",),
    ),
)
