"""Pump: +N/+N until end of turn (613.4c, the affected set locked in, 611.2c), keywords granted
until end of turn (613.1f), Auras and anthems (static abilities, applied continuously). Each ability's Oracle text is its `text`."""

from __future__ import annotations

from engine.cards.build import card, spell
from engine.cards.model import CardDef, Instruction, instruction, static


def _growth(
    name: str,
    cost: str,
    power: int,
    toughness: int,
    *keywords: str,
    kind: str = "Instant",
    requirement: str = "creature",
) -> CardDef:
    # "Target creature gets +P/+T [and gains <keyword>] until end of turn."
    who = {
        "creature": "Target creature",
        "creature_you_control": "Target creature you control",
        "attacking_creature": "Target attacking creature",
    }[requirement]
    gains = f" and gains {' and '.join(k.lower() for k in keywords)}" if keywords else ""
    steps: tuple[Instruction, ...] = (
        instruction("modify_pt", to=0, power=power, toughness=toughness),
    )
    if keywords:
        steps += (instruction("grant_keywords", to=0, keywords=list(keywords)),)
    return spell(
        name,
        cost,
        kind,
        f"{who} gets {power:+d}/{toughness:+d}{gains} until end of turn.",
        steps,
        (requirement,),
    )


def _team(
    name: str,
    cost: str,
    power: int,
    toughness: int,
    who: str = "your_creatures",
    *keywords: str,
    kind: str = "Instant",
) -> CardDef:
    # "Creatures you control get +P/+T [and gain <keyword>] until end of turn."
    subject = {
        "your_creatures": "Creatures you control",
        "attacking_creatures": "Attacking creatures",
    }[who]
    gains = f" and gain {' and '.join(k.lower() for k in keywords)}" if keywords else ""
    steps: tuple[Instruction, ...] = (
        instruction("modify_pt", to=who, power=power, toughness=toughness),
    )
    if keywords:
        steps += (instruction("grant_keywords", to=who, keywords=list(keywords)),)
    return spell(
        name,
        cost,
        kind,
        f"{subject} get {power:+d}/{toughness:+d}{gains} until end of turn.",
        steps,
    )


def _aura(name: str, cost: str, power: int, toughness: int) -> CardDef:
    # Enchant creature / "Enchanted creature gets +P/+T."
    return card(
        name,
        cost,
        ("Enchantment",),
        subtypes=("Aura",),
        keywords=("Enchant",),
        enchant="creature",
        abilities=(
            static(
                f"Enchanted creature gets {power:+d}/{toughness:+d}.",
                "modify_power_toughness",
                objects=("enchanted",),
                power=power,
                toughness=toughness,
            ),
        ),
    )


CARDS = (
    _growth("Titanic Growth", "{1}{G}", 4, 4),
    _growth("Monstrous Growth", "{1}{G}", 4, 4, kind="Sorcery"),
    _growth("Might of Oaks", "{3}{G}", 7, 7),
    _growth("Brute Force", "{R}", 3, 3),
    _growth("Mighty Leap", "{1}{W}", 2, 2, "Flying"),
    _growth("Brute Strength", "{1}{R}", 3, 1, "Trample"),
    _growth("Predator's Strike", "{1}{G}", 3, 3, "Trample"),
    _growth("Sure Strike", "{1}{R}", 3, 0, "First strike"),
    _growth("Run Amok", "{1}{R}", 3, 3, "Trample", requirement="attacking_creature"),
    # (It can't be the target of spells or abilities your opponents control.) is reminder text.
    _growth("Ranger's Guile", "{G}", 1, 1, "Hexproof", requirement="creature_you_control"),
    _growth("Blossoming Defense", "{G}", 2, 2, "Hexproof", requirement="creature_you_control"),
    spell(
        "Jump",
        "{U}",
        "Instant",
        "Target creature gains flying until end of turn.",
        (instruction("grant_keywords", to=0, keywords=["Flying"]),),
        ("creature",),
    ),
    _team("Warrior's Honor", "{2}{W}", 1, 1),
    _team("Inspired Charge", "{2}{W}{W}", 2, 1),
    _team("Overrun", "{2}{G}{G}{G}", 3, 3, "your_creatures", "Trample", kind="Sorcery"),
    _team("Trumpet Blast", "{2}{R}", 2, 0, "attacking_creatures"),
    _aura("Giant Strength", "{R}{R}", 2, 2),
    _aura("Holy Strength", "{W}", 1, 2),
    _aura("Unholy Strength", "{B}", 2, 1),
    card(
        "Glorious Anthem",
        "{1}{W}{W}",
        ("Enchantment",),
        abilities=(
            static(
                "Creatures you control get +1/+1.",
                "modify_power_toughness",
                creatures="yours",
                power=1,
                toughness=1,
            ),
        ),
    ),
)
