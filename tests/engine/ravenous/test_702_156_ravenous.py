"""Ravenous (702.156a): the permanent enters with X +1/+1 counters, X its spell's (107.3m), and
when it enters, if X is 5 or more, its controller draws a card (603.4). Jacked Rabbit
({X}{1}{W}) is compiled from its 2026 Oracle text; the games play its ravenous line alone (its
attack trigger isn't read yet, which would leave the card to its printed keywords)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records

RABBIT = "Jacked Rabbit"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    record = dict(records(RABBIT)[RABBIT])
    record["oracle_text"] = str(record["oracle_text"]).split("\n")[0]  # "Ravenous (...)"
    compiled_from({RABBIT: record})


def test_702_156a_the_keyword_line_is_applied() -> None:
    compiled = compile_record(records(RABBIT)[RABBIT])
    assert "Ravenous" not in compiled.not_applied
    assert "Ravenous" in compiled.definition.keywords


def _cast(x: int) -> Any:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "rabbit", "card": RABBIT}],
            "library": [{"id": "l1", "card": "Island"}],
            "mana_pool": {"W": 2 + x},
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "rabbit", "x": x})
    return play(cast.state, RESOLVE)


def _hand(state: GameState) -> list[str]:
    return [o.id for o in state.zone(Zone.HAND, "A")]


def test_702_156a_x_counters_and_a_card_when_x_is_five() -> None:
    entered = _cast(5)
    assert entered.state.object("rabbit").counter("+1/+1") == 5
    assert cites(entered.log, "702.156a") and cites(entered.log, "107.3m")
    done = play(entered.state, RESOLVE)  # the trigger resolves
    assert _hand(done.state) == ["l1"]


def test_702_156a_no_card_when_x_is_less_than_five() -> None:
    entered = _cast(4)
    assert entered.state.object("rabbit").counter("+1/+1") == 4
    # the intervening "if" was false: nothing triggered (603.4)
    assert not entered.state.zone(Zone.STACK) and not entered.state.pending_triggers
    assert _hand(entered.state) == []
