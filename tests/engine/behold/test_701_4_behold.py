"""Behold a [quality] (701.4a): reveal a card of that quality from your hand or choose a
permanent of it you control. Kinsbaile Aspirant ("As an additional cost to cast this spell,
behold a Kithkin or pay {2}.") of the 2026 card file, compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

ASPIRANT = "Kinsbaile Aspirant"
BEARS = "Grizzly Bears"
CAST = {"type": "cast", "object": "aspirant"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, ASPIRANT, BEARS)


def test_701_4a_behold_compiles_and_prints_back() -> None:
    compiled = compile_record(records(ASPIRANT)[ASPIRANT])
    assert compiled.label == AUTOMATED
    assert compiled.printed.split("\n")[0] == (
        "As an additional cost to cast ~, behold a Kithkin or pay {2}."
    )


def _board(
    hand: list[dict[str, Any]], mine: list[dict[str, Any]], pool: dict[str, int]
) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "aspirant", "card": ASPIRANT}, *hand],
            "battlefield": mine,
            "mana_pool": pool,
        },
        {"id": "B"},
    )


def test_701_4a_a_kithkin_card_in_hand_is_revealed() -> None:
    state = _board([{"id": "other", "card": ASPIRANT}], [], {"W": 1})
    done = play(state, CAST, ["parts"])
    assert done.state.object("other").zone is Zone.HAND  # revealed, not moved
    assert done.state.object("aspirant").zone is Zone.STACK
    assert int(done.state.player("A").mana_pool.get("W", 0)) == 0
    assert cites(done.log, "701.4a")


def test_701_4a_or_a_kithkin_permanent_is_chosen() -> None:
    state = _board([], [{"id": "other", "card": ASPIRANT}], {"W": 1})
    asked = pending(state, CAST)
    assert asked.pending is not None and [o.id for o in asked.pending.options] == ["parts", "mana"]
    done = play(state, CAST, ["parts"])
    assert done.state.object("other").zone is Zone.BATTLEFIELD
    assert cites(done.log, "701.4a")


def test_701_4a_with_no_kithkin_the_two_mana_is_paid() -> None:
    state = _board([{"id": "bears", "card": BEARS}], [], {"W": 3})
    done = play(state, CAST)
    assert int(done.state.player("A").mana_pool.get("W", 0)) == 0
    with pytest.raises(IllegalAction):
        play(_board([], [], {"W": 2}), CAST)  # {W} and {2} need three


SARKHAN = "Sarkhan, Dragon Ascendant"
DRAGON = "Shivan Dragon"


def test_701_4a_you_may_behold_a_dragon_if_you_do(compiled_from: Any) -> None:
    use_cards(compiled_from, ASPIRANT, BEARS, SARKHAN, DRAGON)
    line = "When ~ enters, you may behold a Dragon. If you do, create a Treasure token."
    compiled = compile_record(records(SARKHAN)[SARKHAN])
    assert next(s for s in compiled.lines if s.text == line).applied
    state = board(
        {"id": "A", "hand": [{"id": "sarkhan", "card": SARKHAN}, {"id": "dragon", "card": DRAGON}]},
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "sarkhan", "free": True})
    entered = play(cast.state, {"type": "resolve"}).state
    done = play(entered, {"type": "resolve"}, ["pay"])
    treasures = [o for o in done.state.battlefield if o.token and "Treasure" in o.card]
    assert len(treasures) == 1
    assert done.state.object("dragon").zone is Zone.HAND
    assert cites(done.log, "701.4a")


def test_701_4a_nothing_to_behold_nothing_happens(compiled_from: Any) -> None:
    use_cards(compiled_from, ASPIRANT, BEARS, SARKHAN, DRAGON)
    state = board({"id": "A", "hand": [{"id": "sarkhan", "card": SARKHAN}]}, {"id": "B"})
    cast = play(state, {"type": "cast", "object": "sarkhan", "free": True})
    entered = play(cast.state, {"type": "resolve"}).state
    done = play(entered, {"type": "resolve"})
    assert not [o for o in done.state.battlefield if o.token]
    assert cites(done.log, "701.4a")
