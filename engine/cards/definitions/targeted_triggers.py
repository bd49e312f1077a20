"""Creatures whose "enters" triggered ability targets: the targets are chosen as the ability is
put on the stack (603.3d), so Flametongue Kavu alone on the battlefield must target itself, and
an ability with no legal target is removed instead. Each ability's Oracle text is its `text`."""

from __future__ import annotations

from engine.cards.build import creature
from engine.cards.model import TriggeredAbility, instruction

CARDS = (
    creature(
        "Flametongue Kavu",
        "{3}{R}",
        ("Kavu",),
        4,
        2,
        abilities=(
            TriggeredAbility(
                "When Flametongue Kavu enters the battlefield, it deals 4 damage to target creature.",
                "self_enters",
                (instruction("deal_damage", amount=4, to=0),),
                targets=("creature",),
            ),
        ),
    ),
    creature(
        "Fire Imp",
        "{2}{R}",
        ("Imp",),
        2,
        1,
        abilities=(
            TriggeredAbility(
                "When Fire Imp enters the battlefield, it deals 2 damage to target creature.",
                "self_enters",
                (instruction("deal_damage", amount=2, to=0),),
                targets=("creature",),
            ),
        ),
    ),
    creature(
        "Man-o'-War",
        "{2}{U}",
        ("Jellyfish",),
        2,
        2,
        abilities=(
            TriggeredAbility(
                "When Man-o'-War enters the battlefield, return target creature to its owner's hand.",
                "self_enters",
                (instruction("return_to_hand", to=0),),
                targets=("creature",),
            ),
        ),
    ),
    creature(
        "Ravenous Chupacabra",
        "{2}{B}{B}",
        ("Beast", "Horror"),
        2,
        2,
        abilities=(
            TriggeredAbility(
                "When Ravenous Chupacabra enters the battlefield, destroy target creature an opponent controls.",
                "self_enters",
                (instruction("destroy", to=0),),
                targets=("creature_an_opponent_controls",),
            ),
        ),
    ),
)
