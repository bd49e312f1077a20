"""Real puzzle cards whose enters, dies or leaves trigger carries an effect of this area compile
as automated from the card file, and print back as their normalized Oracle text. Each line
named here has a scenario test under tests/engine/<mechanic>/ (subtype_targets, explore,
target_words, power_amounts, graveyard_to_library, may_have, damage_recipients,
exile_until_leaves, whole_hand, player_tokens, and_you_gain, self_triggers, same_name,
owner_discards, look_and_take, return_another)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record

CARDS = {
    "Voracious Vampire": "When ~ enters, target Vampire you control gets +1/+1 and gains menace "
    "until end of turn.",
    "Blacklance Paragon": "When ~ enters, target Knight gains deathtouch and lifelink until end "
    "of turn.",
    "Jade Bearer": "When ~ enters, put a +1/+1 counter on another target Merfolk you control.",
    "Venerable Knight": "When ~ dies, put a +1/+1 counter on target Knight you control.",
    "Pirate's Cutlass": "When ~ enters, attach it to target Pirate you control.",
    "Merfolk Branchwalker": "When ~ enters, it explores.",
    "Queen's Agent": "When ~ enters, it explores.",
    "Emissary of Sunrise": "When ~ enters, it explores.",
    "Acidic Slime": "When ~ enters, destroy target artifact, enchantment, or land.",
    "Corridor Monitor": "When ~ enters, untap target artifact or creature you control.",
    "Bone Shredder": "When ~ enters, destroy target nonartifact, nonblack creature.",
    "Jeskai Barricade": "When ~ enters, you may return another target creature you control to "
    "its owner's hand.",
    "Workshop Assistant": "When ~ dies, return another target artifact card from your graveyard "
    "to your hand.",
    "Fireblade Charger": "When ~ dies, it deals damage equal to its power to any target.",
    "Mortis Dogs": "When ~ dies, target player loses life equal to its power.",
    "Golgari Thug": "When ~ dies, put target creature card from your graveyard on top of your "
    "library.",
    "Mortuary Mire": "When ~ enters, you may put target creature card from your graveyard on "
    "top of your library.",
    "Goblin Arsonist": "When ~ dies, you may have it deal 1 damage to any target.",
    "Fourth Bridge Prowler": "When ~ enters, you may have target creature get -1/-1 until end "
    "of turn.",
    "Atzocan Archer": "When ~ enters, you may have it fight another target creature.",
    "Cartouche of Strength": "When ~ enters, you may have enchanted creature fight target "
    "creature an opponent controls.",
    "Tilonalli's Crown": "When ~ enters, it deals 1 damage to enchanted creature.",
    "Chaos Maw": "When ~ enters, it deals 3 damage to each other creature.",
    "Cast Out": "When ~ enters, exile target nonland permanent an opponent controls until ~ "
    "leaves the battlefield.",
    "Fairgrounds Warden": "When ~ enters, exile target creature an opponent controls until ~ "
    "leaves the battlefield.",
    "Suspension Field": "When ~ enters, you may exile target creature with toughness 3 or "
    "greater until ~ leaves the battlefield.",
    "Ox of Agonas": "When ~ enters, discard your hand, then draw three cards.",
    "Mindslicer": "When ~ dies, each player discards their hand.",
    "Wanted Scoundrels": "When ~ dies, target opponent creates two Treasure tokens.",
    "Mire Triton": "When ~ enters, mill two cards and you gain 2 life.",
    "Keldon Marauders": "When ~ enters or leaves the battlefield, it deals 1 damage to target "
    "player or planeswalker.",
    "Sun Titan": "Whenever ~ enters or attacks, you may return target permanent card with mana "
    "value 3 or less from your graveyard to the battlefield.",
    "Faerie Miscreant": "When ~ enters, if you control another creature named ~, draw a card.",
    "Daru Cavalier": "When ~ enters, you may search your library for a card named ~, reveal it, "
    "put it into your hand, then shuffle.",
    "Dinrova Horror": "When ~ enters, return target permanent to its owner's hand, then that "
    "player discards a card.",
    "Sea Gate Oracle": "When ~ enters, look at the top two cards of your library. Put one of "
    "them into your hand and the other on the bottom of your library.",
    "Tower Geist": "When ~ enters, look at the top two cards of your library. Put one of them "
    "into your hand and the other into your graveyard.",
    "Ambush Krotiq": "When ~ enters, return another creature you control to its owner's hand.",
    "Aviary Mechanic": "When ~ enters, you may return another permanent you control to its "
    "owner's hand.",
    "Arboreal Grazer": "When ~ enters, you may put a land card from your hand onto the "
    "battlefield tapped.",
}


@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_card_is_automated_and_prints_its_text(
    name: str, records: dict[str, Mapping[str, Any]]
) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized
    assert CARDS[name] in compiled.printed.splitlines()
