"""Amass X (701.47a) in a sentence joined by ", then" with its X defined after it (608.2c, 608.2h:
the count read as the amass applies, after the draw): "Draw two cards, then amass X, where X is
the number of cards in your hand." (Commence the Endgame). The ", where X is" part composes with
any ", then" sentence ("mill two cards, then incubate X, where X is ...": Blight Titan).
Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

ENDGAME = "Commence the Endgame"
TITAN = "Blight Titan"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, ENDGAME, TITAN)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (ENDGAME, "Draw two cards, then amass X, where X is the number of cards in your hand."),
        (
            TITAN,
            "Whenever ~ enters or attacks, mill two cards, then incubate X, where X is the "
            "number of creature cards in your graveyard.",
        ),
    ],
)
def test_608_2h_then_where_x_compiles_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.split("\n")


def test_701_47a_608_2h_x_is_counted_after_the_draw() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "endgame", "card": ENDGAME}, {"id": "h0", "card": "Island"}],
            "library": [{"id": f"l{i}", "card": "Island"} for i in range(3)],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "endgame", "free": True})
    done = play(cast.state, {"type": "resolve"})
    armies = [o for o in done.state.battlefield if "Army" in chars(done.state, o).subtypes]
    assert len(armies) == 1
    assert armies[0].counter("+1/+1") == 3  # the Island kept and the two cards drawn
    assert cites(done.log, "701.47a")
