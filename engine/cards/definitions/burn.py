"""Burn: spells that deal damage to targets or to everything (120). Each ability's Oracle text is its `text`; what a definition doesn't model is in its `oracle_text`."""

from __future__ import annotations

from typing import Any

from engine.cards.build import modal, spell
from engine.cards.model import CardDef, Mode, StaticAbility, instruction
from engine.core.state import Params, Zone

ANY = ("any",)
PLAYER_OR_PW = ("player_or_planeswalker",)


def _bolt(
    name: str, cost: str, kind: str, n: int, requirement: str = "any", **extra: Any
) -> CardDef:
    # "<Name> deals N damage to any target." (or "to target creature" / "to target player or
    # planeswalker")
    words = {
        "any": "any target",
        "creature": "target creature",
        "player_or_planeswalker": "target player or planeswalker",
    }[requirement]
    return spell(
        name,
        cost,
        kind,
        f"{name} deals {n} damage to {words}.",
        (instruction("deal_damage", amount=n, to=0),),
        (requirement,),
        **extra,
    )


# A static ability that works on the stack, 113.6g.
UNCOUNTERABLE = StaticAbility(
    "This spell can't be countered.", "cant_be_countered", Params({"object": "self"}), Zone.STACK
)

CARDS: tuple[CardDef, ...] = (
    spell(
        "Incinerate",
        "{1}{R}",
        "Instant",
        "Incinerate deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.",
        (
            instruction("deal_damage", amount=3, to=0),
            instruction("cant_be_regenerated", to=0, if_dealt_damage=True),
        ),
        ANY,
    ),
    spell(
        "Zap",
        "{2}{R}",
        "Instant",
        "Zap deals 1 damage to any target. Draw a card.",
        (instruction("deal_damage", amount=1, to=0), instruction("draw", player="you", count=1)),
        ANY,
    ),
    spell(
        "Skullcrack",
        "{1}{R}",
        "Instant",
        "Players can't gain life this turn. Damage can't be prevented this turn. Skullcrack deals 3 damage to target player or planeswalker.",
        (
            instruction(
                "create_effect",
                kind="cant_gain_life",
                params={"player": "each"},
                duration="end_of_turn",
            ),
            instruction(
                "create_effect",
                kind="damage_cant_be_prevented",
                params={"source": "any"},
                duration="end_of_turn",
            ),
            instruction("deal_damage", amount=3, to=0),
        ),
        PLAYER_OR_PW,
    ),
    spell(
        "Chandra's Outrage",
        "{2}{R}{R}",
        "Instant",
        "Chandra's Outrage deals 4 damage to target creature and 2 damage to that creature's controller.",
        (instruction("deal_damage", amount=4, to=0, and_amount=2, and_to="controller_of:0"),),
        ("creature",),
    ),
    spell(
        "Sorin's Thirst",
        "{B}{B}",
        "Instant",
        "Sorin's Thirst deals 2 damage to target creature and you gain 2 life.",
        (
            instruction("deal_damage", amount=2, to=0),
            instruction("gain_life", player="you", amount=2),
        ),
        ("creature",),
    ),
    spell(
        "Blightning",
        "{1}{B}{R}",
        "Sorcery",
        "Blightning deals 3 damage to target player or planeswalker. That player or that planeswalker's controller discards two cards.",
        (
            instruction("deal_damage", amount=3, to=0),
            instruction("discard", player="controller_of:0", count=2),
        ),
        PLAYER_OR_PW,
    ),
    spell(
        "Volcanic Fallout",
        "{1}{R}{R}",
        "Instant",
        "Volcanic Fallout deals 2 damage to each creature and each player.",
        (instruction("deal_damage", amount=2, to=("each_creature", "each_player")),),
        abilities=(UNCOUNTERABLE,),
    ),
    spell(
        "Banefire",
        "{X}{R}",
        "Sorcery",
        "Banefire deals X damage to any target.",
        (instruction("deal_damage", amount="x", to=0),),
        ANY,
        abilities=(
            # Static abilities of a spell work on the stack (113.6g); min_x reads the X it was
            # cast with (107.3a).
            StaticAbility(
                "If X is 5 or more, this spell can't be countered.",
                "cant_be_countered",
                Params({"object": "self", "min_x": 5}),
                Zone.STACK,
            ),
            StaticAbility(
                "If X is 5 or more, the damage can't be prevented.",
                "damage_cant_be_prevented",
                Params({"source": "self", "min_x": 5}),
                Zone.STACK,
            ),
        ),
    ),
)

BOROS_CHARM = modal(
    "Boros Charm",
    "{R}{W}",
    "Instant",
    (
        Mode(
            "Boros Charm deals 4 damage to target player or planeswalker.",
            (instruction("deal_damage", amount=4, to=0),),
            PLAYER_OR_PW,
        ),
        Mode(
            "Permanents you control gain indestructible until end of turn.",
            (instruction("grant_keywords", to="your_permanents", keywords=["Indestructible"]),),
        ),
        Mode(
            "Target creature gains double strike until end of turn.",
            (instruction("grant_keywords", to=0, keywords=["Double strike"]),),
            ("creature",),
        ),
    ),
)

CARDS = (*CARDS, BOROS_CHARM)
