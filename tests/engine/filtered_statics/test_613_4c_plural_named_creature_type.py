"""613.4c: "Other Merfolk creatures you control get +1/+1." (Merfolk Sovereign): a creature type
whose plural is the word itself is read as the type before "creatures" (engine.oracle.grammar
.static), so the anthem gives other Merfolk its controller controls the bonus in layer 7c. And
"Minotaur creatures get +1/+0." (Anaba Spirit Crafter): every player's Minotaurs, itself too."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board


def creature(name: str, type_line: str, text: str = "") -> dict[str, Any]:
    return {
        "name": name,
        "type_line": type_line,
        "mana_cost": "{1}{U}{U}",
        "power": "2",
        "toughness": "2",
        "layout": "normal",
        "oracle_text": text,
        "colors": ["U"],
    }


RECORDS = {
    r["name"]: r
    for r in (
        creature(
            "Merfolk Sovereign",
            "Creature — Merfolk Noble",
            "Other Merfolk creatures you control get +1/+1.\n{T}: Target Merfolk creature can't "
            "be blocked this turn.",
        ),
        creature("Test Merfolk", "Creature — Merfolk Wizard"),
        creature(
            "Anaba Spirit Crafter", "Creature — Minotaur Shaman", "Minotaur creatures get +1/+0."
        ),
        creature("Test Minotaur", "Creature — Minotaur Warrior"),
    )
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize("name", ["Merfolk Sovereign", "Anaba Spirit Crafter"])
def test_the_card_is_automated(name: str) -> None:
    assert compile_record(RECORDS[name]).label == AUTOMATED


def pt(state: GameState, obj: str) -> tuple[int | None, int | None]:
    c = chars(state, state.object(obj))
    return c.power, c.toughness


def test_other_merfolk_you_control_get_the_bonus_in_layer_7c() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "king", "card": "Merfolk Sovereign"},
                {"id": "fish", "card": "Test Merfolk"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Test Merfolk"}]},
    )
    assert pt(state, "fish") == (3, 3)
    assert pt(state, "king") == (2, 2)  # "other"
    assert pt(state, "bears") == (2, 2)  # not a Merfolk
    assert pt(state, "theirs") == (2, 2)  # "you control"
    report = engine.characteristics_report(state)["fish"]
    assert any(entry["layer"] == "613.4c" for entry in report["breakdown"])


def test_minotaur_creatures_means_every_players_minotaurs() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "crafter", "card": "Anaba Spirit Crafter"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Test Minotaur"}]},
    )
    assert pt(state, "crafter") == (3, 2)  # itself: no "other"
    assert pt(state, "theirs") == (3, 2)  # Bob's too: no "you control"
    assert pt(state, "bears") == (2, 2)
