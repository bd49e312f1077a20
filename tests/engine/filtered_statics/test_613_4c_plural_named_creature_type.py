"""613.4c: "Other Merfolk creatures you control get +1/+1." (Merfolk Sovereign): a creature type
whose plural is the word itself is read as the type before "creatures" (engine.oracle.grammar
.static), so the anthem gives other Merfolk its controller controls the bonus in layer 7c."""

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
    )
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_the_sovereign_is_automated() -> None:
    assert compile_record(RECORDS["Merfolk Sovereign"]).label == AUTOMATED


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
