"""An exhaust ability putting a keyword counter (702.177a, 122.1b): Mai, Jaded Edge's "Exhaust —
{3}: Put a double strike counter on ~." Compiled from its Oracle text: the counter gives the
creature double strike while it's there (613.1f), and the ability is activated only once."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

MAI = "Mai, Jaded Edge"
RESOLVE = {"type": "resolve"}
EXHAUST = {"type": "activate", "object": "mai", "ability": 0, "free": True}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, MAI)


def test_702_177a_122_1b_the_line_compiles_and_prints_back() -> None:
    compiled = compile_record(records(MAI)[MAI])
    assert compiled.label == AUTOMATED
    assert "Exhaust — {3}: Put a double strike counter on ~." in compiled.printed.splitlines()


def _board() -> GameState:
    return board({"id": "A", "battlefield": [{"id": "mai", "card": MAI}]}, {"id": "B"})


def test_122_1b_the_double_strike_counter_gives_double_strike() -> None:
    state = _board()
    assert not chars(state, state.object("mai")).has("double strike")
    activated = play(state, EXHAUST)
    assert cites(activated.log, "702.177a")
    done = play(activated.state, RESOLVE)
    mai = done.state.object("mai")
    assert mai.counter("double strike") == 1
    assert chars(done.state, mai).has("double strike")


def test_702_177a_the_exhaust_ability_is_activated_only_once() -> None:
    done = play(play(_board(), EXHAUST).state, RESOLVE).state
    with pytest.raises(IllegalAction):
        play(done, EXHAUST)
