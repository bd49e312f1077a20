"""Squad costs of more than mana (702.157a: paid any number of times as an additional cost,
601.2f-h; each payment pays every part again), with cards of the 2026 card file compiled from
their Oracle text: Ruthless Radrat ({1}{B}{B} 2/2, "Squad — Exile four cards from your
graveyard.", menace) and Thrill-Kill Disciple ({2}{R} 3/2, "Squad—{1}, Discard a card."; its
Junk line isn't applied, so the play test uses its record with the squad line alone)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records

RADRAT = "Ruthless Radrat"
DISCIPLE = "Thrill-Kill Disciple"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    found = records(RADRAT, DISCIPLE)
    squad_line = str(found[DISCIPLE]["oracle_text"]).split("\n")[0]
    compiled_from({**found, DISCIPLE: {**found[DISCIPLE], "oracle_text": squad_line}})


def _radrat_board(graveyard: int) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "rat", "card": RADRAT}],
            "graveyard": [{"id": f"g{i}", "card": "Island"} for i in range(graveyard)],
            "mana_pool": {"B": 2, "C": 1},
        },
        {"id": "B"},
    )


def _copies(state: GameState, name: str) -> list[str]:
    return [o.id for o in state.battlefield if o.token and o.card == name]


def test_702_157_squad_cost_lines_compile_and_print_back() -> None:
    compiled = compile_record(records(RADRAT)[RADRAT])
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[0] == "Squad—Exile four cards from your graveyard."
    assert "Squad" in compiled.definition.keywords
    disciple = compile_record(records(DISCIPLE)[DISCIPLE])
    assert disciple.lines[0].applied
    assert disciple.definition.squad_cost is not None
    assert disciple.definition.squad_cost.discard == 1


def test_702_157a_exile_cost_paid_twice_exiles_eight_cards_two_copies() -> None:
    chosen = [f"g{i}" for i in range(8)]
    cast = play(_radrat_board(9), {"type": "cast", "object": "rat", "squad": 2}, chosen)
    state = cast.state
    exiled = [f"g{i}" for i in range(9) if state.object(f"g{i}").zone is Zone.EXILE]
    assert exiled == chosen  # four cards for each payment
    assert state.object("g8").zone is Zone.GRAVEYARD
    assert cites(cast.log, "702.157a") and cites(cast.log, "601.2h")
    done = resolve_all(state)
    copies = _copies(done, RADRAT)
    assert len(copies) == 2
    assert all(chars(done, done.object(c)).has("Menace") for c in copies)


def test_702_157a_not_paid_exiles_nothing() -> None:
    cast = play(_radrat_board(4), {"type": "cast", "object": "rat"})
    assert all(cast.state.object(f"g{i}").zone is Zone.GRAVEYARD for i in range(4))
    assert _copies(resolve_all(cast.state), RADRAT) == []


def test_118_3_squad_paid_twice_needs_eight_cards() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_radrat_board(7), {"type": "cast", "object": "rat", "squad": 2})
    assert refused.value.rule == "118.3"


def test_702_157a_mana_and_discard_each_payment() -> None:
    # {2}{R} and twice {1}: {4}{R}; and two cards discarded.
    hand = [{"id": "tk", "card": DISCIPLE}] + [{"id": f"h{i}", "card": "Island"} for i in range(3)]
    state = board(
        {"id": "A", "hand": hand, "mana_pool": {"R": 1, "C": 4}},
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "tk", "squad": 2}, ["h0", "h2"])
    assert cast.state.player("A").mana_pool.to_json() == {}
    discarded = [f"h{i}" for i in range(3) if cast.state.object(f"h{i}").zone is Zone.GRAVEYARD]
    assert discarded == ["h0", "h2"]
    done = resolve_all(cast.state)
    assert len(_copies(done, DISCIPLE)) == 2
