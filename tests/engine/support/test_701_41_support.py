"""Support N (701.41a): on a permanent, a +1/+1 counter on each of up to N other target creatures;
on an instant or sorcery, on each of up to N target creatures. Lead by Example (instant,
"Support 2.") and Saddleback Lagac ("When ~ enters, support 2.") of the 2026 card file are
compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

EXAMPLE = "Lead by Example"
LAGAC = "Saddleback Lagac"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, EXAMPLE, LAGAC)


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "example", "card": EXAMPLE}, {"id": "lagac", "card": LAGAC}],
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Grizzly Bears"}]},
    )


@pytest.mark.parametrize(
    ("name", "printed"),
    [(EXAMPLE, "Support 2."), (LAGAC, "When ~ enters, support 2.")],
)
def test_701_41a_support_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def test_701_41a_an_instant_supports_any_two_creatures() -> None:
    cast = play(
        _board(),
        {"type": "cast", "object": "example", "targets": ["bears", "theirs"], "free": True},
    )
    done = play(cast.state, RESOLVE)
    assert done.state.object("bears").counter("+1/+1") == 1
    assert done.state.object("theirs").counter("+1/+1") == 1
    assert done.state.object("giant").counter("+1/+1") == 0
    assert done.state.object("example").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.41a")


def test_701_41a_up_to_n_none_chosen_puts_no_counter() -> None:
    cast = play(_board(), {"type": "cast", "object": "example", "targets": [], "free": True})
    done = play(cast.state, RESOLVE)
    assert all(done.state.object(c).counter("+1/+1") == 0 for c in ("bears", "giant", "theirs"))
    assert cites(done.log, "701.41a")


def test_701_41a_a_permanent_supports_other_creatures_only() -> None:
    state = play(_board(), {"type": "cast", "object": "lagac", "free": True}).state
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    # The Lagac itself is no option: "other target creatures".
    assert {o.id for o in asked.pending.options} == {"none", "bears", "giant", "theirs"}
    chosen = play(state, RESOLVE, ["bears", "giant"])
    done = play(chosen.state, RESOLVE)
    assert done.state.object("bears").counter("+1/+1") == 1
    assert done.state.object("giant").counter("+1/+1") == 1
    assert done.state.object("lagac").counter("+1/+1") == 0
    assert cites(done.log, "701.41a")
