"""Bolster (701.39a) beside a group of the creatures with a +1/+1 counter on them (122.1), read as
the later instruction applies: Scale Blessing ("Bolster 1, then put a +1/+1 counter on each
creature you control with a +1/+1 counter on it.") and Sunbringer's Touch ("Bolster X, where X is
the number of cards in your hand. Each creature you control with a +1/+1 counter on it gains
trample until end of turn.") of the 2026 card file, compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

BLESSING = "Scale Blessing"
TOUCH = "Sunbringer's Touch"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, BLESSING, TOUCH)


def _board(spell: str, hand: int = 0) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": spell}]
            + [{"id": f"card{i}", "card": "Grizzly Bears"} for i in range(hand)],
            "battlefield": [
                {"id": "elves", "card": "Llanowar Elves"},  # 1/1: the least toughness
                {"id": "giant", "card": "Hill Giant", "counters": {"+1/+1": 1}},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {
            "id": "B",
            "battlefield": [{"id": "theirs", "card": "Grizzly Bears", "counters": {"+1/+1": 1}}],
        },
    )


@pytest.mark.parametrize("name", [BLESSING, TOUCH])
def test_701_39a_bolster_with_a_counter_group_compiles(name: str) -> None:
    assert compile_record(records(name)[name]).label == AUTOMATED


def test_701_39a_the_bolstered_creature_is_in_the_group_that_follows() -> None:
    cast = play(_board(BLESSING), {"type": "cast", "object": "spell", "free": True})
    done = play(cast.state, RESOLVE)
    state = done.state
    # Bolster 1 on the Elves (least toughness), then one more on each creature you control with
    # a +1/+1 counter on it: the Elves now, and the Giant
    assert state.object("elves").counter("+1/+1") == 2
    assert state.object("giant").counter("+1/+1") == 2
    assert state.object("bears").counter("+1/+1") == 0
    assert state.object("theirs").counter("+1/+1") == 1  # not yours
    assert cites(done.log, "701.39a")


def test_611_2c_trample_for_your_creatures_with_a_counter_after_bolster_x() -> None:
    cast = play(_board(TOUCH, hand=2), {"type": "cast", "object": "spell", "free": True})
    done = play(cast.state, RESOLVE)
    state = done.state
    assert state.object("elves").counter("+1/+1") == 2  # X: the two cards left in hand
    assert cites(done.log, "701.39a")

    def trample(obj: str) -> bool:
        return chars(state, state.object(obj)).has("Trample")

    assert trample("elves") and trample("giant")
    assert not trample("bears") and not trample("theirs")
