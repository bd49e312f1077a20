"""A chapter ability's effect offering a payment (714.2b, 603.5, 608.2c): the chapter symbol
stands where a trigger condition stands, so "II — You may discard a card. If you do, draw a
card." is read as "When ..., you may discard a card. If you do, draw a card." is
(engine.oracle.grammar.optional_payments). Summon: G.F. Ifrit of the 2026 card file ("I, II —
You may discard a card. If you do, draw a card. III, IV — Add {R}.") is compiled from its
Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

IFRIT = "Summon: G.F. Ifrit"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, IFRIT)


def _chapter_ii_waits() -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "saga", "card": IFRIT, "counters": {"lore": 1}}],
            "hand": [{"id": "h0", "card": "Mountain"}],
            "library": [{"id": "top", "card": "Island"}, {"id": "next", "card": "Island"}],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "draw"},
    )
    main = play(state, {"type": "advance", "to": "precombat_main"})  # 714.3c: chapter II
    assert main.state.object("saga").counter("lore") == 2
    return main.state


def test_714_2b_an_optional_payment_chapter_compiles_and_prints_back() -> None:
    compiled = compile_record(records(IFRIT)[IFRIT])
    assert compiled.label == AUTOMATED
    assert [a.params["chapter"] for a in compiled.definition.abilities] == [1, 2, 3, 4]
    assert compiled.printed.splitlines()[0] == (
        "I, II \u2014 You may discard a card. If you do, draw a card."
    )


def test_714_2b_chapter_ii_discards_then_draws() -> None:
    done = play(_chapter_ii_waits(), RESOLVE, ["pay"])
    assert done.state.object("h0").zone is Zone.GRAVEYARD
    assert done.state.object("top").zone is Zone.HAND
    assert cites(done.log, "701.9a")
    assert done.state.object("saga").zone is Zone.BATTLEFIELD  # IV is its final chapter


def test_714_2b_chapter_ii_declined_keeps_the_hand_and_draws_nothing() -> None:
    done = play(_chapter_ii_waits(), RESOLVE, ["decline"]).state
    assert done.object("h0").zone is Zone.HAND
    assert done.object("top").zone is Zone.LIBRARY
