"""Cards for activated-ability restrictions (602: {Q}, once each turn, sorcery speed, life costs)
and for library zone changes (mill 701.17, dies triggers). Each ability's Oracle text is its `text`."""

from __future__ import annotations

from engine.cards.build import card
from engine.cards.model import (
    ActivatedAbility,
    Cost,
    SpellAbility,
    TriggeredAbility,
    instruction,
)

SAFEHOLD_SENTRY = card(
    "Safehold Sentry",
    "{1}{W}",
    ("Creature",),
    subtypes=("Elf", "Warrior"),
    power=2,
    toughness=2,
    colors=("W",),
    abilities=(
        # {Q} is the untap symbol.
        ActivatedAbility(
            "{2}{W}, {Q}: Safehold Sentry gets +0/+2 until end of turn.",
            Cost(mana="{2}{W}", untap=True),
            (instruction("modify_pt", to="self", power=0, toughness=2, duration="end_of_turn"),),
        ),
    ),
)

ROOTWALLA = card(
    "Rootwalla",
    "{2}{G}",
    ("Creature",),
    subtypes=("Lizard",),
    power=2,
    toughness=2,
    colors=("G",),
    abilities=(
        ActivatedAbility(
            "{1}{G}: Rootwalla gets +2/+2 until end of turn. Activate only once each turn.",
            Cost(mana="{1}{G}"),
            (instruction("modify_pt", to="self", power=2, toughness=2, duration="end_of_turn"),),
            once_each_turn=True,
        ),
    ),
)

PUTRID_LEECH = card(
    "Putrid Leech",
    "{B}{G}",
    ("Creature",),
    subtypes=("Zombie", "Leech"),
    power=2,
    toughness=2,
    colors=("B", "G"),
    abilities=(
        ActivatedAbility(
            "Pay 2 life: Putrid Leech gets +2/+2 until end of turn. Activate only once each turn.",
            Cost(life=2),
            (instruction("modify_pt", to="self", power=2, toughness=2, duration="end_of_turn"),),
            once_each_turn=True,
        ),
    ),
)

TRAVELING_MINISTER = card(
    "Traveling Minister",
    "{W}",
    ("Creature",),
    subtypes=("Human", "Cleric"),
    power=1,
    toughness=1,
    colors=("W",),
    abilities=(
        ActivatedAbility(
            "{T}: Target creature gets +1/+0 until end of turn. You gain 1 life. Activate only as a sorcery.",
            Cost(tap=True),
            (
                instruction("modify_pt", to=0, power=1, toughness=0, duration="end_of_turn"),
                instruction("gain_life", player="you", amount=1),
            ),
            sorcery_speed=True,
            targets=("creature",),
        ),
    ),
)


THOUGHT_SCOUR = card(
    "Thought Scour",
    "{U}",
    ("Instant",),
    colors=("U",),
    abilities=(
        SpellAbility(
            "Target player mills two cards. Draw a card.",
            (instruction("mill", player=0, count=2), instruction("draw", player="you", count=1)),
            ("player",),
        ),
    ),
)


DOOMED_DISSENTER = card(
    "Doomed Dissenter",
    "{1}{B}",
    ("Creature",),
    subtypes=("Human",),
    power=1,
    toughness=1,
    colors=("B",),
    abilities=(
        TriggeredAbility(
            "When Doomed Dissenter dies, create a 2/2 black Zombie creature token.",
            trigger="self_dies",
            effects=(
                instruction(
                    "create_tokens",
                    token={
                        "name": "Zombie",
                        "types": ["Creature"],
                        "subtypes": ["Zombie"],
                        "power": 2,
                        "toughness": 2,
                        "colors": ["B"],
                    },
                ),
            ),
        ),
    ),
)

CARDS = (
    SAFEHOLD_SENTRY,
    ROOTWALLA,
    PUTRID_LEECH,
    TRAVELING_MINISTER,
    THOUGHT_SCOUR,
    DOOMED_DISSENTER,
)
