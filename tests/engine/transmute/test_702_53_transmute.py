"""Transmute (702.53a): "[Cost], Discard this card: Search your library for a card with the same
mana value as the discarded card, reveal that card, and put it into your hand. Then shuffle.
Activate only as a sorcery." Dimir House Guard ({3}{B}, "Transmute {1}{B}{B}") of the 2026 card
file is compiled from its Oracle text (engine.cards.permanent_keywords.transmute)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

GUARD = "Dimir House Guard"
TRANSMUTE = {"type": "activate", "object": "guard", "ability": 1}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, GUARD, "Hill Giant", "Grizzly Bears", "Air Elemental")


def test_702_53a_transmute_compiles_and_prints_back() -> None:
    compiled = compile_record(records(GUARD)[GUARD])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed.splitlines()[-1] == "Transmute {1}{B}{B}"


def _board(step: str = "precombat_main", **more: Any) -> GameState:
    return board(
        {
            "id": "A",
            "mana_pool": {"B": 3},
            "hand": [{"id": "guard", "card": GUARD}],
            "library": [
                {"id": "bears", "card": "Grizzly Bears"},  # mana value 2
                {"id": "giant", "card": "Hill Giant"},  # mana value 4, as Dimir House Guard
                {"id": "air", "card": "Air Elemental"},  # mana value 5
            ],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": step},
        **more,
    )


def test_702_53a_finds_a_card_with_the_discarded_cards_mana_value() -> None:
    state = play(_board(), TRANSMUTE).state
    assert state.object("guard").zone is Zone.GRAVEYARD  # discarded as the cost
    asked = pending(state, {"type": "resolve"})
    assert asked.pending is not None
    offered = [o.id for o in asked.pending.options]
    assert "giant" in offered and "bears" not in offered and "air" not in offered
    done = play(state, {"type": "resolve"}, ["giant"])
    assert done.state.object("giant").zone is Zone.HAND
    assert done.state.player("A").mana_pool.to_json() == {}
    assert cites(done.log, "701.23a") and cites(done.log, "701.20a")
    assert cites(play(_board(), TRANSMUTE).log, "702.53a")


def test_702_53a_activate_only_as_a_sorcery() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_board("upkeep"), TRANSMUTE)
    assert "sorcery" in str(refused.value)
