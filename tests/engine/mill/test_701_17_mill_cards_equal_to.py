"""A mill of "cards equal to [a count]" (701.17a; the count read once as the instruction applies,
608.2h, from its controller's point of view, 109.5): "Target player mills cards equal to your life
total." (Space-Time Anomaly), "When ~ enters, you may mill cards equal to the number of lands you
control." (Lasyd Prowler). The same amount as "X cards, where X is ...". Compiled from their
Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

ANOMALY = "Space-Time Anomaly"
PROWLER = "Lasyd Prowler"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, ANOMALY, PROWLER)


def test_701_17a_mills_cards_equal_to_compiles_and_prints_back() -> None:
    compiled = compile_record(records(ANOMALY)[ANOMALY])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Target player mills cards equal to your life total."
    prowler = compile_record(records(PROWLER)[PROWLER])
    line = "When ~ enters, you may mill cards equal to the number of lands you control."
    assert line in prowler.printed.split("\n")


@pytest.mark.parametrize("life", [3, 7])
def test_701_17a_target_player_mills_cards_equal_to_your_life_total(life: int) -> None:
    state = board(
        {"id": "A", "life": life, "hand": [{"id": "anomaly", "card": ANOMALY}]},
        {"id": "B", "library": [{"id": f"b{i}", "card": "Forest"} for i in range(10)]},
    )
    cast = play(state, {"type": "cast", "object": "anomaly", "targets": ["B"], "free": True})
    done = play(cast.state, {"type": "resolve"})
    assert len(done.state.zone(Zone.GRAVEYARD, "B")) == life
    assert len(done.state.zone(Zone.LIBRARY, "B")) == 10 - life
    assert cites(done.log, "701.17a")
