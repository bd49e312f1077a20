"""Expend (700.14): "Whenever you expend N" triggers when its controller pays a cost to cast a
spell and the mana they spent this turn to cast spells goes from less than N to at least N.
Real cards of the 2026 card file compiled from their Oracle text: Wandertale Mentor ("Whenever
you expend 4, put a +1/+1 counter on ~.", {T}: Add {R} or {G}) and Teapot Slinger (menace,
"Whenever you expend 4, ~ deals 2 damage to each opponent.")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.core.state import GameState, Params, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

MENTOR = "Wandertale Mentor"
SLINGER = "Teapot Slinger"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, MENTOR, SLINGER)


def _board(
    hand: list[str], pool: dict[str, int], opponent_pool: dict[str, int] | None = None
) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "mentor", "card": MENTOR}],
            "hand": [{"id": f"s{i}", "card": c} for i, c in enumerate(hand)],
            "mana_pool": pool,
        },
        {
            "id": "B",
            "battlefield": [{"id": "slinger", "card": SLINGER}],
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "mana_pool": opponent_pool or {},
        },
    )


def _stack(state: GameState) -> list[str]:
    return [o.id for o in state.objects if o.zone is Zone.STACK]


def _counters(state: GameState) -> int:
    return state.object("mentor").counter("+1/+1")


def test_700_14_expend_cards_compile_and_print_back() -> None:
    for name, line in (
        (MENTOR, "Whenever you expend 4, put a +1/+1 counter on ~."),
        (SLINGER, "Whenever you expend 4, ~ deals 2 damage to each opponent."),
    ):
        compiled = compile_record(records(name)[name])
        assert compiled.label == AUTOMATED
        assert line in compiled.printed.splitlines()


def test_700_14_triggers_when_the_turns_spending_reaches_n() -> None:
    # Two 2-mana spells: 2 spent, then 4. The second payment crosses 4.
    state = _board(["Grizzly Bears", "Grizzly Bears"], {"G": 4})
    first = play(state, {"type": "cast", "object": "s0"})
    assert not first.state.pending_triggers and len(_stack(first.state)) == 1
    done = resolve_all(first.state)
    second = play(done, {"type": "cast", "object": "s1"})
    assert cites(second.log, "700.14")
    assert len(_stack(second.state)) == 2  # the expend trigger above the spell
    after = resolve_all(second.state)
    assert _counters(after) == 1


def test_700_14_once_past_n_no_more_triggers() -> None:
    # Hill Giant ({3}{R}) crosses 4 at once; Grizzly Bears after it (6 spent) crosses nothing.
    state = _board(["Hill Giant", "Grizzly Bears"], {"R": 1, "C": 3})
    done = resolve_all(play(state, {"type": "cast", "object": "s0"}).state)
    assert _counters(done) == 1
    done = done.with_player(replace(done.player("A"), mana_pool=Params({"G": 2})))
    later = play(done, {"type": "cast", "object": "s1"})
    assert len(_stack(later.state)) == 1
    assert _counters(resolve_all(later.state)) == 1


def test_700_14_opponents_expend_4_triggers_their_ability() -> None:
    # Alice spends 4 (Hill Giant): her Mentor triggers, Bob's Slinger doesn't.
    state = _board(["Hill Giant"], {"R": 1, "C": 3})
    done = resolve_all(play(state, {"type": "cast", "object": "s0"}).state)
    assert _counters(done) == 1
    assert done.player("A").life == 20  # Slinger is Bob's: Alice's spending isn't his
