"""Basic lands and simple mana creatures: "{T}: Add {C}" abilities are mana abilities (605.1a)."""

from __future__ import annotations

from engine.cards.build import card
from engine.cards.model import ActivatedAbility, CardDef, Cost, instruction

BASIC_LANDS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def _tap_for(symbol: str) -> ActivatedAbility:
    return ActivatedAbility(
        f"{{T}}: Add {{{symbol}}}.",
        Cost(tap=True),
        (instruction("add_mana", mana={symbol: 1}),),
        mana_ability=True,
    )


def _basic(name: str, symbol: str) -> CardDef:
    # 305.6: a basic land type gives the intrinsic ability "{T}: Add [its mana]".
    return card(
        name,
        "",
        ("Land",),
        supertypes=("Basic",),
        subtypes=(name,),
        abilities=(_tap_for(symbol),),
    )


LLANOWAR_ELVES = card(
    "Llanowar Elves",
    "{G}",
    ("Creature",),
    subtypes=("Elf", "Druid"),
    power=1,
    toughness=1,
    colors=("G",),
    abilities=(_tap_for("G"),),  # {T}: Add {G}.
)

CARDS = (*(_basic(name, symbol) for name, symbol in BASIC_LANDS.items()), LLANOWAR_ELVES)
