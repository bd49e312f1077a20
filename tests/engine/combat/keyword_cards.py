"""Oracle records (2026 card file) of the cards the evergreen keyword scenarios play with: one
place for the records and the boards they share, each keyword's test in its own rule-numbered
file."""

from __future__ import annotations

from typing import Any

from engine.core.state import GameState
from engine.testing.scenario import board

RESOLVE = {"type": "resolve"}
BOBS_TURN = {"number": 2, "active_player": "B", "step": "precombat_main"}
SHOCK_IT = {"type": "cast", "object": "shock", "targets": ["it"]}


def shock_at(permanent: str, caster: str) -> GameState:
    """Alice controls `permanent` ("it"); `caster` (A or B) has Shock and {R} in their own main
    phase."""
    alice: dict[str, Any] = {"id": "A", "battlefield": [{"id": "it", "card": permanent}]}
    bob: dict[str, Any] = {"id": "B"}
    (alice if caster == "A" else bob).update(
        hand=[{"id": "shock", "card": "Shock"}], mana_pool={"R": 1}
    )
    return board(alice, bob, **({} if caster == "A" else {"turn": BOBS_TURN}))


RECORDS: dict[str, dict[str, Any]] = {
    "Typhoid Rats": {
        "keywords": ["Deathtouch"],
        "layout": "normal",
        "mana_cost": "{B}",
        "name": "Typhoid Rats",
        "colors": ["B"],
        "oracle_text": "Deathtouch (Any amount of damage this deals to a creature is enough to "
        "destroy it.)",
        "power": "1",
        "toughness": "1",
        "type_line": "Creature — Rat",
    },
    "Craw Wurm": {
        "keywords": [],
        "layout": "normal",
        "mana_cost": "{4}{G}{G}",
        "name": "Craw Wurm",
        "colors": ["G"],
        "oracle_text": "",
        "power": "6",
        "toughness": "4",
        "type_line": "Creature — Wurm",
    },
    "Wall of Stone": {
        "keywords": ["Defender"],
        "layout": "normal",
        "mana_cost": "{1}{R}{R}",
        "name": "Wall of Stone",
        "colors": ["R"],
        "oracle_text": "Defender (This creature can't attack.)",
        "power": "0",
        "toughness": "8",
        "type_line": "Creature — Wall",
    },
    "Fencing Ace": {
        "keywords": ["Double strike"],
        "layout": "normal",
        "mana_cost": "{1}{W}",
        "name": "Fencing Ace",
        "colors": ["W"],
        "oracle_text": "Double strike",
        "power": "1",
        "toughness": "1",
        "type_line": "Creature — Human Soldier",
    },
    "Youthful Knight": {
        "keywords": ["First strike"],
        "layout": "normal",
        "mana_cost": "{1}{W}",
        "name": "Youthful Knight",
        "colors": ["W"],
        "oracle_text": "First strike",
        "power": "2",
        "toughness": "1",
        "type_line": "Creature — Human Knight",
    },
    "Ambush Viper": {
        "keywords": ["Deathtouch", "Flash"],
        "layout": "normal",
        "mana_cost": "{1}{G}",
        "name": "Ambush Viper",
        "colors": ["G"],
        "oracle_text": "Flash\nDeathtouch",
        "power": "2",
        "toughness": "1",
        "type_line": "Creature — Snake",
    },
    "Wind Drake": {
        "keywords": ["Flying"],
        "layout": "normal",
        "mana_cost": "{2}{U}",
        "name": "Wind Drake",
        "colors": ["U"],
        "oracle_text": "Flying",
        "power": "2",
        "toughness": "2",
        "type_line": "Creature — Drake",
    },
    "Giant Spider": {
        "keywords": ["Reach"],
        "layout": "normal",
        "mana_cost": "{3}{G}",
        "name": "Giant Spider",
        "colors": ["G"],
        "oracle_text": "Reach (This creature can block creatures with flying.)",
        "power": "2",
        "toughness": "4",
        "type_line": "Creature — Spider",
    },
    "Raging Goblin": {
        "keywords": ["Haste"],
        "layout": "normal",
        "mana_cost": "{R}",
        "name": "Raging Goblin",
        "colors": ["R"],
        "oracle_text": "Haste (This creature can attack and {T} as soon as it comes under your "
        "control.)",
        "power": "1",
        "toughness": "1",
        "type_line": "Creature — Goblin Berserker",
    },
    "Gladecover Scout": {
        "keywords": ["Hexproof"],
        "layout": "normal",
        "mana_cost": "{G}",
        "name": "Gladecover Scout",
        "colors": ["G"],
        "oracle_text": "Hexproof (This creature can't be the target of spells or abilities your "
        "opponents control.)",
        "power": "1",
        "toughness": "1",
        "type_line": "Creature — Elf Scout",
    },
    "Darksteel Myr": {
        "keywords": ["Indestructible"],
        "layout": "normal",
        "mana_cost": "{3}",
        "name": "Darksteel Myr",
        "colors": [],
        "oracle_text": 'Indestructible (Damage and effects that say "destroy" don\'t destroy '
        "this creature. If its toughness is 0 or less, it's still put into its "
        "owner's graveyard.)",
        "power": "0",
        "toughness": "1",
        "type_line": "Artifact Creature — Myr",
    },
    "Ajani's Sunstriker": {
        "keywords": ["Lifelink"],
        "layout": "normal",
        "mana_cost": "{W}{W}",
        "name": "Ajani's Sunstriker",
        "colors": ["W"],
        "oracle_text": "Lifelink (Damage dealt by this creature also causes you to gain that "
        "much life.)",
        "power": "2",
        "toughness": "2",
        "type_line": "Creature — Cat Cleric",
    },
    "Serra Angel": {
        "keywords": ["Flying", "Vigilance"],
        "layout": "normal",
        "mana_cost": "{3}{W}{W}",
        "name": "Serra Angel",
        "colors": ["W"],
        "oracle_text": "Flying, vigilance",
        "power": "4",
        "toughness": "4",
        "type_line": "Creature — Angel",
    },
    "Colossal Dreadmaw": {
        "keywords": ["Trample"],
        "layout": "normal",
        "mana_cost": "{4}{G}{G}",
        "name": "Colossal Dreadmaw",
        "colors": ["G"],
        "oracle_text": "Trample (This creature can deal excess combat damage to the player or "
        "planeswalker it's attacking.)",
        "power": "6",
        "toughness": "6",
        "type_line": "Creature — Dinosaur",
    },
    "Soltari Foot Soldier": {
        "keywords": ["Shadow"],
        "layout": "normal",
        "mana_cost": "{W}",
        "name": "Soltari Foot Soldier",
        "colors": ["W"],
        "oracle_text": "Shadow (This creature can block or be blocked by only creatures with "
        "shadow.)",
        "power": "1",
        "toughness": "1",
        "type_line": "Creature — Soltari Soldier",
    },
    "Severed Legion": {
        "keywords": ["Fear"],
        "layout": "normal",
        "mana_cost": "{1}{B}{B}",
        "name": "Severed Legion",
        "colors": ["B"],
        "oracle_text": "Fear (This creature can't be blocked except by artifact creatures "
        "and/or black creatures.)",
        "power": "2",
        "toughness": "2",
        "type_line": "Creature — Zombie",
    },
    "Plague Stinger": {
        "keywords": ["Flying", "Infect"],
        "layout": "normal",
        "mana_cost": "{1}{B}",
        "name": "Plague Stinger",
        "colors": ["B"],
        "oracle_text": "Flying\n"
        "Infect (This creature deals damage to creatures in the form of -1/-1 "
        "counters and to players in the form of poison counters.)",
        "power": "1",
        "toughness": "1",
        "type_line": "Creature — Phyrexian Insect Horror",
    },
    "Boggart Brute": {
        "keywords": ["Menace"],
        "layout": "normal",
        "mana_cost": "{2}{R}",
        "name": "Boggart Brute",
        "colors": ["R"],
        "oracle_text": "Menace (This creature can't be blocked except by two or more creatures.)",
        "power": "3",
        "toughness": "2",
        "type_line": "Creature — Goblin Warrior",
    },
    "Pacifism": {
        "keywords": ["Enchant"],
        "layout": "normal",
        "mana_cost": "{1}{W}",
        "name": "Pacifism",
        "colors": ["W"],
        "oracle_text": "Enchant creature\nEnchanted creature can't attack or block.",
        "type_line": "Enchantment — Aura",
    },
    "Bonesplitter": {
        "keywords": ["Equip"],
        "layout": "normal",
        "mana_cost": "{1}",
        "name": "Bonesplitter",
        "colors": [],
        "oracle_text": "Equipped creature gets +2/+0.\nEquip {1}",
        "type_line": "Artifact — Equipment",
    },
    "Drifting Meadow": {
        "keywords": ["Cycling"],
        "layout": "normal",
        "mana_cost": "",
        "name": "Drifting Meadow",
        "colors": [],
        "oracle_text": "Drifting Meadow enters the battlefield tapped.\n"
        "{T}: Add {W}.\n"
        "Cycling {2} ({2}, Discard this card: Draw a card.)",
        "type_line": "Land",
    },
    "Shock": {
        "keywords": [],
        "layout": "normal",
        "mana_cost": "{R}",
        "name": "Shock",
        "colors": ["R"],
        "oracle_text": "Shock deals 2 damage to any target.",
        "type_line": "Instant",
    },
    "Lightning Bolt": {
        "keywords": [],
        "layout": "normal",
        "mana_cost": "{R}",
        "name": "Lightning Bolt",
        "colors": ["R"],
        "oracle_text": "Lightning Bolt deals 3 damage to any target.",
        "type_line": "Instant",
    },
    "Grizzly Bears": {
        "keywords": [],
        "layout": "normal",
        "mana_cost": "{1}{G}",
        "name": "Grizzly Bears",
        "colors": ["G"],
        "oracle_text": "",
        "power": "2",
        "toughness": "2",
        "type_line": "Creature — Bear",
    },
    "Argothian Enchantress": {
        "keywords": ["Shroud"],
        "layout": "normal",
        "mana_cost": "{1}{G}",
        "name": "Argothian Enchantress",
        "colors": ["G"],
        "oracle_text": "Shroud (This creature can't be the target of spells or abilities.)\n"
        "Whenever you cast an enchantment spell, draw a card.",
        "power": "0",
        "toughness": "1",
        "type_line": "Creature — Human Druid",
    },
    "Accursed Spirit": {
        "keywords": ["Intimidate"],
        "layout": "normal",
        "mana_cost": "{3}{B}",
        "name": "Accursed Spirit",
        "colors": ["B"],
        "oracle_text": "Intimidate (This creature can't be blocked except by artifact creatures "
        "and/or creatures that share a color with it.)",
        "power": "3",
        "toughness": "2",
        "type_line": "Creature — Spirit",
    },
    "Benthic Giant": {
        "keywords": ["Hexproof"],
        "layout": "normal",
        "mana_cost": "{5}{U}",
        "name": "Benthic Giant",
        "colors": ["U"],
        "oracle_text": "Hexproof (This creature can't be the target of spells or abilities your "
        "opponents control.)",
        "power": "4",
        "toughness": "5",
        "type_line": "Creature — Giant",
    },
    "Barkhide Mauler": {
        "keywords": ["Cycling"],
        "layout": "normal",
        "mana_cost": "{4}{G}",
        "name": "Barkhide Mauler",
        "colors": ["G"],
        "oracle_text": "Cycling {2} ({2}, Discard this card: Draw a card.)",
        "power": "4",
        "toughness": "4",
        "type_line": "Creature — Beast",
    },
    "Sickle Ripper": {
        "keywords": ["Wither"],
        "layout": "normal",
        "mana_cost": "{1}{B}",
        "name": "Sickle Ripper",
        "colors": ["B"],
        "oracle_text": "Wither (This deals damage to creatures in the form of -1/-1 counters.)",
        "power": "2",
        "toughness": "1",
        "type_line": "Creature — Elemental Warrior",
    },
}
