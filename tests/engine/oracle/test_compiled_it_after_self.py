""" "It" naming the object with the ability in a sentence after one that named it "~" (608.2c),
on the real cards of the card file: the printer gives their Oracle text back."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record

CARDS = {
    "Fearless Fledgling": "put a +1/+1 counter on ~. It gains flying until end of turn.",
    "Bristling Hydra": "Put a +1/+1 counter on ~. It gains hexproof until end of turn.",
    "Benthicore": "Untap ~. It gains shroud until end of turn.",
    "Drudge Sentinel": "Tap ~. It gains indestructible until end of turn.",
    "Roving Keep": "It can attack this turn as though it didn't have defender.",
    "Undercity Necrolisk": "Put a +1/+1 counter on ~. It gains menace until end of turn.",
}


@pytest.mark.parametrize("name", sorted(CARDS))
def test_it_after_the_named_object_compiles_automated(
    name: str, records: Mapping[str, Mapping[str, Any]]
) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized
    assert CARDS[name] in compiled.printed
