"""Spells that change control of a permanent (613.1b, layer 2; see engine.rules.effects.control)."""

from __future__ import annotations

from engine.cards.build import spell
from engine.cards.model import instruction

CARDS = (
    spell(
        "Act of Treason",
        "{2}{R}",
        "Sorcery",
        # Gain control of target creature until end of turn. Untap that creature. It gains haste
        # until end of turn. (It can attack and {T} this turn.)
        "Gain control of target creature until end of turn. Untap that creature. It gains haste "
        "until end of turn. (It can attack and {T} this turn.)",
        (
            instruction("gain_control", to=0, duration="end_of_turn"),
            instruction("untap", to=0),
            instruction("grant_keywords", to=0, keywords=["Haste"]),
        ),
        ("creature",),
    ),
    spell(
        "Wrangle",
        "{1}{R}",
        "Sorcery",
        # Gain control of target creature with power 4 or less until end of turn. Untap that
        # creature. It gains haste until end of turn.
        "Gain control of target creature with power 4 or less until end of turn. Untap that "
        "creature. It gains haste until end of turn.",
        (
            instruction("gain_control", to=0, duration="end_of_turn"),
            instruction("untap", to=0),
            instruction("grant_keywords", to=0, keywords=["Haste"]),
        ),
        ("creature_with_power_4_or_less",),
    ),
)
