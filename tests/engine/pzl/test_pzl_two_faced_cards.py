"""Forge names a card with two faces by one face ("Giant Killer", "Thraben Sentry|Transformed");
the importer plays it by the engine's definition of the whole card ("Giant Killer // Chop Down",
709.4, 712, 715), with the face up that the puzzle says, and exports the name Forge wrote."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.pzl import parse, records_lookup, to_scenario
from engine.pzl.exporter import from_scenario
from engine.pzl.text import dump
from engine.rules.characteristics import chars

# Card data (Scryfall's records, trimmed to what the compiler reads).
GIANT_KILLER: dict[str, Any] = {
    "name": "Giant Killer // Chop Down",
    "layout": "adventure",
    "type_line": "Creature — Human Peasant // Instant — Adventure",
    "mana_cost": "{W} // {2}{W}",
    "colors": ["W"],
    "keywords": [],
    "card_faces": [
        {
            "name": "Giant Killer",
            "type_line": "Creature — Human Peasant",
            "mana_cost": "{W}",
            "oracle_text": "{1}{W}, {T}: Tap target creature.",
            "power": "1",
            "toughness": "2",
            "colors": ["W"],
        },
        {
            "name": "Chop Down",
            "type_line": "Instant — Adventure",
            "mana_cost": "{2}{W}",
            "oracle_text": "Destroy target creature with power 4 or greater. (Then exile this "
            "card. You may cast the creature later from exile.)",
            "colors": ["W"],
        },
    ],
}
THRABEN_SENTRY: dict[str, Any] = {
    "name": "Thraben Sentry // Thraben Militia",
    "layout": "transform",
    "type_line": "Creature — Human Soldier // Creature — Human Soldier",
    "colors": ["W"],
    "keywords": ["Transform", "Vigilance", "Trample"],
    "card_faces": [
        {
            "name": "Thraben Sentry",
            "type_line": "Creature — Human Soldier",
            "mana_cost": "{3}{W}",
            "oracle_text": "Vigilance\nWhenever another creature you control dies, you may "
            "transform Thraben Sentry.",
            "power": "2",
            "toughness": "2",
            "colors": ["W"],
        },
        {
            "name": "Thraben Militia",
            "type_line": "Creature — Human Soldier",
            "mana_cost": "",
            "oracle_text": "Trample",
            "power": "5",
            "toughness": "4",
            "colors": ["W"],
        },
    ],
}
RECORDS = {r["name"]: r for r in (GIANT_KILLER, THRABEN_SENTRY)}
lookup = records_lookup(RECORDS.values())
PUZZLE = """[metadata]
Name:Two faces
Goal:Win
Turns:1
Difficulty:Easy
Description:Win this turn.
[state]
turn=1
activeplayer=p0
activephase=MAIN1
p0life=20
p0hand=Giant Killer
p0battlefield=Thraben Sentry|Transformed;Forest
p1life=20
p1battlefield=Thraben Militia
"""


@pytest.fixture(autouse=True)
def compiled_two_faced_cards(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_a_card_named_by_one_face_plays_as_the_whole_card() -> None:
    document, report = to_scenario(parse(PUZZLE), lookup)
    (killer,) = document["players"][0]["hand"]
    sentry, _forest = document["players"][0]["battlefield"]
    (militia,) = document["players"][1]["battlefield"]
    assert killer["card"] == "Giant Killer // Chop Down" and "face" not in killer
    # Transformed: the back face is up (712.8e); a card named by its back face is too.
    assert (sentry["card"], sentry["face"]) == ("Thraben Sentry // Thraben Militia", 1)
    assert (militia["card"], militia["face"]) == ("Thraben Sentry // Thraben Militia", 1)
    assert report.automation == "automated", report.to_json()
    state = engine.load(document)
    shown = chars(state, state.object(sentry["id"]))
    assert (shown.name, shown.power, shown.toughness) == ("Thraben Militia", 5, 4)


def test_the_export_writes_the_face_names_forge_wrote() -> None:
    document, _ = to_scenario(parse(PUZZLE), lookup)
    exported = dump(from_scenario(document))
    assert "p0hand=Giant Killer\n" in exported
    assert "Thraben Sentry|Transformed" in exported
    assert "Thraben Militia|Transformed" in exported
    again, _ = to_scenario(parse(exported), lookup)
    assert again == document
