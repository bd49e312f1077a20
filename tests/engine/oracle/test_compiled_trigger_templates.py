"""Puzzle cards the trigger templates of this round automate, compiled from the card file's
Oracle records (the scenarios that play them are in tests/engine/optional_payments,
evasion_this_turn, optional_sacrifices, flashback, triggers, discard_triggers, board_conditions, trigger_events and
turn_history)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.oracle.normalize import normalize_text

# card -> the template it needed
CARDS = {
    "Dawn of Hope": "you may pay {M}. If you do, [sentence]. (603.5, 608.2c)",
    "Soul Net": "you may pay {M}. If you do, [sentence].",
    "Myrsmith": "you may pay {M}. If you do, [sentence].",
    "Serene Steward": "you may pay {M}. If you do, [sentence].",
    "Underhanded Designs": "you may pay {M}. If you do, [sentence].",
    "Hematite Talisman": "you may pay {M}. If you do, [sentence].",
    "Glassdust Hulk": "~ gets +N/+N until end of turn and can't be blocked this turn",
    "Elusive Spellfist": "~ gets +N/+N until end of turn and can't be blocked this turn",
    "Temmet, Vizier of Naktamun": "target creature token you control",
    "Battle-Rattle Shaman": "you may have [subject] [verb]",
    "Blightcaster": "you may have [subject] [verb]",
    "Hissing Iguanar": "you may have ~ deal N damage",
    "Blood Seeker": "a creature enters under an opponent's control; that player",
    "Suture Priest": "you may gain N life; that player",
    "Massacre Wurm": "a creature an opponent controls dies; that player",
    "Disciple of the Vault": "an artifact is put into a graveyard from the battlefield",
    "Marionette Master": "an artifact you control ...; loses life equal to ~'s power",
    "Sultai Flayer": "a creature you control with toughness N or greater dies",
    "Kheru Bloodsucker": "a creature you control with toughness N or greater dies",
    "Shadowstorm Vizier": "whenever you cycle or discard a card (701.9a, 702.29a)",
    "Horror of the Broken Lands": "whenever you cycle or discard another card",
    "Cunning Survivor": "whenever you cycle or discard a card",
    "Drake Haven": "whenever you cycle or discard a card",
    "Faith of the Devoted": "whenever you cycle or discard a card",
    "Test of Endurance": "you win the game (104.2b)",
    "Revel in Riches": "if you control N or more SUBTYPE",
    "Kezzerdrix": "if your opponents control no TYPE",
    "Pestilence": "if no TYPE are on the battlefield",
    "Ophiomancer": "if you control no SUBTYPE",
    "Defiant Bloodlord": "that much (life gained, 119.3)",
    "Windreader Sphinx": "whenever a creature with flying attacks",
    "Rockslide Sorcerer": "an instant, sorcery, or SUBTYPE spell",
    "Foundry Street Denizen": "another [color] creature enters under your control",
    "Midnight Entourage": "~ or another SUBTYPE you control dies",
    "Setessan Champion": "put a counter on ~ and draw a card",
    "Oreskos Sun Guide": "whenever ~ becomes untapped (inspired)",
    "Crested Sunmare": "at the beginning of each end step",
    "Angelic Renewal": "a creature is put into your graveyard ...; you may sacrifice ~. If you do,",
    "Field of Souls": "a nontoken creature is put into your graveyard from the battlefield",
    "Prismatic Strands": "sources of the color of your choice; Flashback—Tap an untapped white",
}


@pytest.mark.parametrize("name", list(CARDS))
def test_the_puzzle_card_is_automated_and_prints_its_oracle_text(
    name: str, records: dict[str, Mapping[str, Any]]
) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == normalize_text(str(records[name]["oracle_text"]), name)
