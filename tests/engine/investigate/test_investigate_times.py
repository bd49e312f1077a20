"""Investigate more than once (701.16a: each time, create a Clue token): Confirm Suspicions
("Counter target spell. Investigate three times."), compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

CONFIRM_SUSPICIONS = {
    "name": "Confirm Suspicions",
    "mana_cost": "{1}{U}{U}{U}",
    "type_line": "Instant",
    "oracle_text": "Counter target spell.\nInvestigate three times. (To investigate, create a "
    'Clue token. It\'s an artifact with "{2}, Sacrifice this artifact: Draw a card.")',
    "colors": ["U"],
}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Confirm Suspicions": CONFIRM_SUSPICIONS})


def test_it_compiles_automated() -> None:
    compiled = compile_record(CONFIRM_SUSPICIONS)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Counter target spell.\nInvestigate three times."


def test_it_counters_the_spell_and_makes_three_clues_701_16a() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
        {"id": "B", "hand": [{"id": "confirm", "card": "Confirm Suspicions"}]},
    )
    bolt = play(state, {"type": "cast", "object": "bolt", "targets": ["B"], "free": True})
    confirm = play(
        bolt.state, {"type": "cast", "object": "confirm", "targets": ["bolt"], "free": True}
    )
    resolved = play(confirm.state, {"type": "resolve"})
    after = resolved.state
    clues = [o for o in after.battlefield if o.token and o.card == "Clue Token"]
    assert len(clues) == 3 and all(o.controller == "B" for o in clues)
    assert after.object("bolt").zone is Zone.GRAVEYARD and cites(resolved.log, "701.16a")
