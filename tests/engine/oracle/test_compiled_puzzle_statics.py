"""The real cards of this round's productions compile automated from the card file: any number
of target players and mana added by an ability that isn't a mana ability (605.1a), riot
(702.136a) and spells that can't be countered (101.2), a creature only as long as a condition
holds (611.3a), a creature counting its counters (613.4b), a dies trigger returning the card
(400.7), graft (702.58a)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record

CARDS = (
    "Priest of Forgotten Gods",
    "Hunters' Feast",
    "Rhythm of the Wild",
    "Zhur-Taa Goblin",
    "Gaea's Herald",
    "Sphinx of the Final Word",
    "Root Sliver",
    "Rusted Relic",
    "Chimeric Mass",
    "Necroskitter",
    "Aquastrand Spider",
    "Simic Initiate",
    "Llanowar Reborn",
)


@pytest.mark.parametrize("name", CARDS)
def test_the_card_compiles_automated(name: str, records: dict[str, Mapping[str, Any]]) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized
