"""Bolster X where X is a count (701.39a, 608.2h: the count is taken as the ability resolves),
with Dragonscale General of the 2026 card file compiled from its Oracle text ("At the beginning
of your end step, bolster X, where X is the number of tapped creatures you control.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

GENERAL = "Dragonscale General"
LINE = (
    "At the beginning of your end step, bolster X, where X is the number of tapped creatures "
    "you control."
)


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, GENERAL)


def _board(tapped: int) -> GameState:
    bears = [{"id": f"bear{i}", "card": "Grizzly Bears", "tapped": i < tapped} for i in range(3)]
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "general", "card": GENERAL}, *bears],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "postcombat_main"},
    )


def test_701_39_bolster_x_compiles_and_prints_back() -> None:
    compiled = compile_record(records(GENERAL)[GENERAL])
    assert compiled.label == AUTOMATED
    assert LINE in compiled.printed.splitlines()


def test_701_39a_x_is_the_tapped_creatures_as_it_resolves() -> None:
    # Two tapped Grizzly Bears: bolster 2 on a creature with the least toughness (2/2 Bears,
    # tied: the player picks bear2; the General is 2/3).
    at_end = play(_board(2), {"type": "advance", "to": "end"}).state
    assert [o.card for o in at_end.zone(Zone.STACK)] == [GENERAL]
    done = play(at_end, {"type": "resolve"}, ["bear2"])
    assert done.state.object("bear2").counter("+1/+1") == 2
    assert done.state.object("general").counter("+1/+1") == 0
    assert cites(done.log, "701.39a")


def test_701_39a_no_tapped_creature_bolster_0() -> None:
    at_end = play(_board(0), {"type": "advance", "to": "end"}).state
    done = play(at_end, {"type": "resolve"}, ["bear0"])  # 701.39a: chosen, 0 counters
    assert all(done.state.object(f"bear{i}").counter("+1/+1") == 0 for i in range(3))
