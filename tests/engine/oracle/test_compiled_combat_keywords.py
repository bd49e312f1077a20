"""Real cards whose every line is a combat keyword or sentence of this area compile as
automated from the card file, and print back as their normalized Oracle text: crew (702.122a),
fight (701.14a), blocking abilities (509.1a-b), mentor (702.134a), annihilator (702.86a), renown
(702.112a), adapt (701.46a), monstrosity (701.37a), rampage (702.23a). Each has a scenario test
under tests/engine/<mechanic>/."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record

CARDS = {
    "Renegade Freighter": "Crew 2",
    "Cultivator's Caravan": "Crew 3",
    "Prey Upon": "Target creature you control fights target creature you don't control.",
    "Go for Blood": "Target creature you control fights target creature you don't control.",
    "Brash Taunter": "{2}{R}, {T}: ~ fights another target creature.",
    "Pit Fight": "Target creature you control fights another target creature.",
    "Palace Guard": "~ can block any number of creatures.",
    "Skarrgan Pit-Skulk": "Creatures with power less than ~'s power can't block it.",
    "Barging Sergeant": "Mentor",
    "Goblin Banneret": "Mentor",
    "Ulamog's Crusher": "Annihilator 2",
    "Akroan Sergeant": "Renown 1",
    "Rhox Maulers": "Renown 2",
    "Aeromunculus": "{2}{G}{U}: Adapt 1.",
    "Nessian Asp": "{6}{G}: Monstrosity 4.",
    "Aerathi Berserker": "Rampage 3",
}


@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_card_is_automated_and_prints_its_text(
    name: str, records: dict[str, Mapping[str, Any]]
) -> None:
    compiled = compile_record(records[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized
    assert CARDS[name] in compiled.printed.splitlines()
