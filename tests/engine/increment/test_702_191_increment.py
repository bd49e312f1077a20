"""Increment (702.191a): "Whenever you cast a spell, if this permanent is a creature and the
amount of mana spent to cast that spell is greater than this creature's power or this creature's
toughness, put a +1/+1 counter on this creature." Textbook Tabulator (0/3) of the 2026 card
file is compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import settle
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

TABULATOR = "Textbook Tabulator"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, TABULATOR)


def test_702_191a_increment_compiles_and_prints_back() -> None:
    compiled = compile_record(records(TABULATOR)[TABULATOR])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Increment\nWhen ~ enters, surveil 2."


def _cast(counters: int, spell: str, pool: dict[str, int]) -> tuple[GameState, tuple[Any, ...]]:
    """Textbook Tabulator with `counters` +1/+1 counters; `spell` cast with the `pool`."""
    it: dict[str, Any] = {"id": "it", "card": TABULATOR}
    if counters:
        it["counters"] = {"+1/+1": counters}
    state = board(
        {
            "id": "A",
            "mana_pool": pool,
            "battlefield": [it],
            "hand": [{"id": "spell", "card": spell}],
        },
        {"id": "B"},
    )
    targets = ["B"] if spell == "Lightning Bolt" else []
    cast = settle(state, {"type": "cast", "object": "spell", "targets": targets})
    return cast.state, tuple(cast.log)


def test_702_191a_more_mana_than_its_power_puts_a_counter() -> None:
    state, log = _cast(0, "Lightning Bolt", {"R": 1})  # 1 > power 0
    assert cites(log, "702.191a")
    done = play(state, RESOLVE)  # the increment trigger, above the Bolt
    assert done.state.object("it").counter("+1/+1") == 1


def test_702_191a_not_greater_than_either_it_doesnt_trigger() -> None:
    state, log = _cast(1, "Lightning Bolt", {"R": 1})  # 1 is greater than neither of 1/4
    assert cites(log, "603.4")
    done = play(state, RESOLVE)  # the Bolt itself resolves
    assert done.state.object("it").counter("+1/+1") == 1
    assert done.state.player("B").life == 17


def test_702_191a_greater_than_one_of_the_two_is_enough() -> None:
    state, _ = _cast(2, "Divination", {"U": 3})  # 3 > power 2, not > toughness 5
    done = play(state, RESOLVE)
    assert done.state.object("it").counter("+1/+1") == 3


def test_702_191a_a_spell_cast_for_free_spent_no_mana() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "it", "card": TABULATOR}],
            "hand": [{"id": "spell", "card": "Divination"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "spell", "free": True})
    assert not cites(cast.log, "702.191a") or cites(cast.log, "603.4")
    done = play(cast.state, RESOLVE)
    assert done.state.object("it").counter("+1/+1") == 0
