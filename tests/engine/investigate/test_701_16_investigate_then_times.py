"""Investigate more than once after another instruction (701.16a, 608.2c): "When Carnage
Interpreter enters the battlefield, discard your hand, then investigate four times." The hand is
discarded first, then four Clue tokens are created. (The record holds the card's first line
only: its other line is a static ability this test isn't about.)"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

INTERPRETER = {
    "name": "Carnage Interpreter",
    "type_line": "Creature — Devil Detective",
    "mana_cost": "{1}{B/R}{B/R}",
    "power": "3",
    "toughness": "3",
    "layout": "normal",
    "keywords": ["Investigate"],
    "oracle_text": "When Carnage Interpreter enters the battlefield, discard your hand, then "
    "investigate four times. (To investigate, create a Clue token. It's an artifact with "
    '"{2}, Sacrifice this artifact: Draw a card.")',
}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Carnage Interpreter": INTERPRETER})


def test_it_compiles_and_prints_back_701_16a() -> None:
    compiled = compile_record(INTERPRETER)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "When ~ enters, discard your hand, then investigate four times."


def test_the_hand_is_discarded_then_four_clues_are_created_701_16a() -> None:
    state = board(
        {
            "id": "A",
            "hand": [
                {"id": "interpreter", "card": "Carnage Interpreter"},
                {"id": "bolt", "card": "Lightning Bolt"},
                {"id": "bear", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "interpreter", "free": True})
    entered = play(cast.state, {"type": "resolve"})
    done = play(entered.state, {"type": "resolve"})
    after = done.state
    assert after.object("bolt").zone is Zone.GRAVEYARD
    assert after.object("bear").zone is Zone.GRAVEYARD
    clues = [o for o in after.battlefield if o.token and o.card == "Clue Token"]
    assert len(clues) == 4 and all(o.controller == "A" for o in clues)
    assert cites(done.log, "701.16a")
