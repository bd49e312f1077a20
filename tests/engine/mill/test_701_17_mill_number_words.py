"""Numbers beyond ten spelled as Oracle spells them ("eleven" to "twenty"): "Each opponent mills
fourteen cards." (Fractured Sanity, 701.17a) and "Target player mills twenty cards." (Jace
Beleren). A number word is a part of every sentence that counts (cards, counters, tokens).
Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SANITY = "Fractured Sanity"
JACE = "Jace Beleren"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SANITY, JACE)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (SANITY, "Each opponent mills fourteen cards."),
        (JACE, "[−10]: Target player mills twenty cards."),
    ],
)
def test_701_17a_number_words_beyond_ten_compile_and_print_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.split("\n")


def test_701_17a_each_opponent_mills_fourteen_cards() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "it", "card": SANITY}]},
        {"id": "B", "library": [{"id": f"b{i}", "card": "Island"} for i in range(16)]},
    )
    cast = play(state, {"type": "cast", "object": "it", "free": True})
    done = play(cast.state, {"type": "resolve"})
    assert len(done.state.zone(Zone.GRAVEYARD, "B")) == 14
    assert len(done.state.zone(Zone.LIBRARY, "B")) == 2
    assert cites(done.log, "701.17a")
