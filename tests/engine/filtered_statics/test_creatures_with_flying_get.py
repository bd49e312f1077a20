""" "Other creatures you control with flying get +1/+1." (Empyrean Eagle) and "Creatures you
control with flying get +1/+1." (Favorable Winds): a layer 7c bonus (613.4c) whose scope reads
the keywords of layer 6 (613.1f), so a creature that gains flying this turn gets it too, and one
that loses it doesn't; compiled from Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play

RECORDS: dict[str, dict[str, Any]] = {
    "Empyrean Eagle": {
        "name": "Empyrean Eagle",
        "mana_cost": "{1}{W}{U}",
        "type_line": "Creature — Bird Spirit",
        "power": "2",
        "toughness": "2",
        "layout": "normal",
        "oracle_text": "Flying\nOther creatures you control with flying get +1/+1.",
    },
    "Favorable Winds": {
        "name": "Favorable Winds",
        "mana_cost": "{1}{U}",
        "type_line": "Enchantment",
        "layout": "normal",
        "oracle_text": "Creatures you control with flying get +1/+1.",
    },
    "Jump": {
        "name": "Jump",
        "mana_cost": "{U}",
        "type_line": "Instant",
        "layout": "normal",
        "oracle_text": "Target creature gains flying until end of turn.",
    },
}
FLIER = {
    "types": ["Creature"],
    "subtypes": ["Bird"],
    "power": 1,
    "toughness": 1,
    "keywords": ["flying"],
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", ["Empyrean Eagle", "Favorable Winds"])
def test_each_card_compiles_automated_and_prints_its_text(name: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED, compiled.not_applied


def pt(state: Any, obj: str) -> tuple[int | None, int | None]:
    c = chars(state, state.object(obj))
    return c.power, c.toughness


def test_the_eagle_pumps_your_other_fliers_only() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "eagle", "card": "Empyrean Eagle"},
                {"id": "bird", "card": "Bird", "characteristics": FLIER},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {
            "id": "B",
            "battlefield": [{"id": "their_bird", "card": "Bird", "characteristics": FLIER}],
        },
    )
    assert pt(state, "eagle") == (2, 2)  # not "other"
    assert pt(state, "bird") == (2, 2)
    assert pt(state, "bears") == (2, 2)  # no flying
    assert pt(state, "their_bird") == (1, 1)  # not yours


def test_a_creature_that_gains_flying_gets_the_bonus_613_1f() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "jump", "card": "Jump"}],
            "battlefield": [
                {"id": "winds", "card": "Favorable Winds"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )
    assert pt(state, "bears") == (2, 2)
    cast = {"type": "cast", "object": "jump", "free": True, "targets": ["bears"]}
    done = play(play(state, cast).state, {"type": "resolve"}).state
    assert pt(done, "bears") == (3, 3)
