"""Read ahead (702.155, 714.3b): a Saga with read ahead enters with the number of lore counters
its controller chooses as it enters, one to its final chapter number (702.155b, a replacement
effect: 614.1c), and the turn it entered a chapter ability of it triggers only if the Saga has
exactly that chapter's number of lore counters (702.155a): the chapters below the chosen one
don't trigger. The Weatherseed Treaty and Love Song of Night and Day of the 2026 card file are
compiled from their Oracle text (each has a chapter the grammar doesn't read yet; the tests use
the chapters it reads)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

TREATY = "The Weatherseed Treaty"  # I — search a basic land; II — a 1/1 Saproling
LOVE_SONG = "Love Song of Night and Day"  # II — a 1/1 Bird with flying; III — counters
RESOLVE = {"type": "resolve"}
CAST = {"type": "cast", "object": "saga", "free": True}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, TREATY, LOVE_SONG)


def _entered(card: str, number: str) -> Any:
    state: GameState = board(
        {
            "id": "A",
            "hand": [{"id": "saga", "card": card}],
            "library": [{"id": f"l{n}", "card": "Forest"} for n in range(3)],
        },
        {"id": "B", "library": [{"id": f"m{n}", "card": "Forest"} for n in range(3)]},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )
    cast = play(state, CAST)
    return play(cast.state, RESOLVE, [number])  # the Saga spell resolves: read ahead's number


def _tokens(state: GameState) -> list[Any]:
    return [o for o in state.battlefield if o.token and o.controller == "A"]


def test_702_155_the_read_ahead_line_is_applied() -> None:
    compiled = compile_record(records(TREATY)[TREATY])
    assert compiled.lines[0].text == "Read ahead" and compiled.lines[0].applied


def test_702_155b_the_saga_enters_with_the_chosen_number_and_only_that_chapter_triggers() -> None:
    entered = _entered(TREATY, "2")
    assert cites(entered.log, "714.3b") and cites(entered.log, "702.155b")
    assert entered.state.object("saga").counter("lore") == 2
    done = play(entered.state, RESOLVE)  # chapter II alone: chapter I doesn't trigger
    assert len(_tokens(done.state)) == 1
    assert all(done.state.object(f"l{n}").zone is Zone.LIBRARY for n in range(3))
    assert not [o for o in done.state.objects if o.zone is Zone.STACK]


def test_702_155a_choosing_the_last_chapter_skips_the_ones_below() -> None:
    entered = _entered(LOVE_SONG, "3")
    assert entered.state.object("saga").counter("lore") == 3
    done = play(entered.state, RESOLVE)  # chapter III (no creature to target); no Bird
    assert _tokens(done.state) == []
    assert done.state.object("saga").zone is Zone.GRAVEYARD  # 714.4
    assert cites(done.log, "704.5s")


def test_702_155b_choosing_one_enters_with_one_counter() -> None:
    entered = _entered(LOVE_SONG, "1")
    assert entered.state.object("saga").counter("lore") == 1
    assert _tokens(entered.state) == []
