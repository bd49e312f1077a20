"""Permanents whose abilities hang on entering and leaving the battlefield: fading (702.32a,
engine.mechanics.fading_and_vanishing), a linked "exile ... / return the exiled card" pair (607.2a,
engine.mechanics.linked_exile) and constellation (an enchantment entering under your control).
"""

from __future__ import annotations

from engine.cards.build import card, creature
from engine.cards.keyword_abilities import fading
from engine.cards.model import TriggeredAbility, instruction

CARDS = (
    creature(
        "Blastoderm",
        "{2}{G}{G}",
        ("Beast",),
        5,
        5,
        "Fading",
        "Shroud",
        # Shroud (This creature can't be the target of spells or abilities.)
        # Fading 3 (This creature enters the battlefield with three fade counters on it. At the
        # beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)
        abilities=fading(3),
    ),
    card(
        "Journey to Nowhere",
        "{1}{W}",
        ("Enchantment",),
        abilities=(
            TriggeredAbility(
                "When Journey to Nowhere enters the battlefield, exile target creature.",
                "self_enters",
                (instruction("exile_linked", to=0),),
                targets=("creature",),
            ),
            TriggeredAbility(
                "When Journey to Nowhere leaves the battlefield, return the exiled card to the "
                "battlefield under its owner's control.",
                "self_leaves_battlefield",
                (instruction("return_linked"),),
            ),
        ),
    ),
    creature(
        "Humbler of Mortals",
        "{4}{G}{G}",
        ("Elemental",),
        5,
        5,
        # Constellation is an ability word (207.2c): it has no rules meaning, so no keyword.
        types=("Enchantment", "Creature"),
        abilities=(
            TriggeredAbility(
                "Constellation — Whenever Humbler of Mortals or another enchantment enters the "
                "battlefield under your control, creatures you control gain trample until end of "
                "turn.",
                "enchantment_enters_under_your_control",
                (instruction("grant_keywords", to="your_creatures", keywords=["Trample"]),),
            ),
        ),
    ),
)
