"""Real cards that create Eldrazi Spawn or Scion tokens with their stated mana ability (111.4,
605.1a) compile as automated from the card file and print back as their normalized Oracle text
(scenario test: tests/engine/token_abilities)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record

SPAWN = 'They have "Sacrifice ~: Add {C}."'
CARDS = {
    "Kozilek's Predator": "When ~ enters, create two 0/1 colorless Eldrazi Spawn creature "
    f"tokens. {SPAWN}",
    "Nest Invader": "When ~ enters, create a 0/1 colorless Eldrazi Spawn creature token. It has "
    '"Sacrifice ~: Add {C}."',
    "Emrakul's Hatcher": "When ~ enters, create three 0/1 colorless Eldrazi Spawn creature "
    f"tokens. {SPAWN}",
    "Blisterpod": "When ~ dies, create a 1/1 colorless Eldrazi Scion creature token. It has "
    '"Sacrifice ~: Add {C}."',
}


@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_card_is_automated_and_prints_its_text(
    name: str, records: dict[str, Mapping[str, Any]]
) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized
    assert CARDS[name] in compiled.printed.splitlines()
