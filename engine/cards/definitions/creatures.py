"""Creatures: legendary ones for the legend rule (704.5j), vanilla and French-vanilla ones (their
keywords are their whole rules text), mana creatures ("{T}: Add ..." is a mana ability, 605.1a)
and a firebreather. Each ability's Oracle text is its `text`."""

from __future__ import annotations

from engine.cards.build import creature
from engine.cards.model import ActivatedAbility, CardDef, Cost, Instruction, instruction

LEGENDARY = ("Legendary",)


def _legend(
    name: str, cost: str, subtypes: tuple[str, ...], power: int, toughness: int, *keywords: str
) -> CardDef:
    return creature(name, cost, subtypes, power, toughness, *keywords, supertypes=LEGENDARY)


def _mana(symbol: str, *more: Instruction) -> ActivatedAbility:
    # "{T}: Add {G}." (and whatever else the ability does, all at once, 605.3b)
    text = f"{{T}}: Add {{{symbol}}}."
    return ActivatedAbility(
        text, Cost(tap=True), (instruction("add_mana", mana={symbol: 1}), *more), mana_ability=True
    )


CARDS = (
    # Legendary creatures with no rules text beyond implemented keywords.
    _legend("Isamaru, Hound of Konda", "{W}", ("Dog",), 2, 2),
    _legend("Yargle, Glutton of Urborg", "{4}{B}", ("Frog", "Spirit"), 9, 3),
    _legend("Jasmine Boreal", "{3}{G}{W}", ("Human",), 4, 5),
    _legend("Tobias Andrion", "{3}{W}{U}", ("Human", "Advisor"), 4, 4),
    _legend("Lady Orca", "{5}{B}{R}", ("Demon",), 7, 4),
    _legend("Sivitri Scarzam", "{5}{U}{B}", ("Human",), 6, 4),
    _legend("Barktooth Warbeard", "{4}{B}{R}{R}", ("Human", "Warrior"), 6, 5),
    _legend("Jedit Ojanen", "{4}{W}{W}{U}", ("Cat", "Warrior"), 5, 5),
    # First strike
    _legend("Ramirez DePietro", "{3}{U}{B}{B}", ("Human", "Pirate"), 4, 3, "First strike"),
    # Flying, haste
    _legend("Rorix Bladewing", "{3}{R}{R}{R}", ("Dragon",), 6, 5, "Flying", "Haste"),
    # Flying, double strike, vigilance, trample, indestructible
    _legend(
        "Zetalpa, Primal Dawn",
        "{6}{W}{W}",
        ("Elder", "Dinosaur"),
        4,
        8,
        "Flying",
        "Double strike",
        "Vigilance",
        "Trample",
        "Indestructible",
    ),
    # Vanilla creatures.
    creature("Eager Cadet", "{W}", ("Human", "Soldier"), 1, 1),
    creature("Siege Mastodon", "{4}{W}", ("Elephant",), 3, 5),
    creature("Fugitive Wizard", "{U}", ("Human", "Wizard"), 1, 1),
    creature("Coral Eel", "{1}{U}", ("Fish",), 2, 1),
    creature("Walking Corpse", "{1}{B}", ("Zombie",), 2, 2),
    creature("Scathe Zombies", "{2}{B}", ("Zombie",), 2, 2),
    creature("Zombie Goliath", "{4}{B}", ("Zombie", "Giant"), 4, 3),
    creature("Mons's Goblin Raiders", "{R}", ("Goblin",), 1, 1),
    creature("Gray Ogre", "{2}{R}", ("Ogre",), 2, 2),
    creature("Balduvian Bears", "{1}{G}", ("Bear",), 2, 2),
    creature("Trained Armodon", "{1}{G}{G}", ("Elephant",), 3, 3),
    creature("Craw Wurm", "{4}{G}{G}", ("Wurm",), 6, 4),
    creature("Axebane Stag", "{6}{G}", ("Elk",), 6, 7),
    creature("Memnite", "{0}", ("Construct",), 1, 1, types=("Artifact", "Creature")),
    creature("Ornithopter", "{0}", ("Thopter",), 0, 2, "Flying", types=("Artifact", "Creature")),
    creature("Healer's Hawk", "{W}", ("Bird",), 1, 1, "Flying", "Lifelink"),
    # Mana creatures.
    creature("Elvish Mystic", "{G}", ("Elf", "Druid"), 1, 1, abilities=(_mana("G"),)),
    creature("Fyndhorn Elves", "{G}", ("Elf", "Druid"), 1, 1, abilities=(_mana("G"),)),
    creature("Avacyn's Pilgrim", "{G}", ("Human", "Monk"), 1, 1, abilities=(_mana("W"),)),
    creature(
        "Boreal Druid", "{G}", ("Elf", "Druid"), 1, 1, supertypes=("Snow",), abilities=(_mana("C"),)
    ),
    creature(
        "Elves of Deep Shadow",
        "{G}",
        ("Elf", "Druid"),
        1,
        1,
        abilities=(
            ActivatedAbility(
                "{T}: Add {B}. Elves of Deep Shadow deals 1 damage to you.",
                Cost(tap=True),
                (
                    instruction("add_mana", mana={"B": 1}),
                    instruction("deal_damage", amount=1, to="you"),
                ),
                mana_ability=True,
            ),
        ),
    ),
    creature(
        "Shivan Dragon",
        "{4}{R}{R}",
        ("Dragon",),
        5,
        5,
        "Flying",  # Flying
        abilities=(
            ActivatedAbility(
                "{R}: Shivan Dragon gets +1/+0 until end of turn.",
                Cost(mana="{R}"),
                (instruction("modify_pt", to="self", power=1, toughness=0),),
            ),
        ),
    ),
)
