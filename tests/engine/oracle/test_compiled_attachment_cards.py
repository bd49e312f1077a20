"""Puzzle cards about attachments this round automates, compiled from the card file's Oracle
records (the scenarios that play them are in tests/engine/unattach_triggers,
aura_returns, attached_evasion and tap_or_untap)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.oracle.normalize import normalize_text

# card -> the template it needed
CARDS = {
    "Grafted Exoskeleton": "whenever ~ becomes unattached from a permanent; sacrifice that "
    "permanent (701.3d, 701.21a)",
    "Dragon Breath": "when a creature with mana value N or greater enters; return ~ from your "
    "graveyard to the battlefield attached to that creature (303.4f)",
    "Dragon Fangs": "when a creature with mana value N or greater enters; return ~ attached",
    "Hedgewitch's Mask": "equipped creature can't be blocked by ... (509.1b, 301.5f)",
    "Tideforce Elemental": "you may tap or untap another target creature (608.2d, 701.26)",
}


@pytest.mark.parametrize("name", list(CARDS))
def test_the_puzzle_card_is_automated_and_prints_its_oracle_text(
    name: str, records: dict[str, Mapping[str, Any]]
) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == normalize_text(str(records[name]["oracle_text"]), name)
