"""Exert as a cost part (701.43a, 602.2b): "{W}, {T}, Exert ~: ..." (Pride Sovereign) and the
mana ability "{T}, Exert ~: Add two mana of any one color." (Oasis Ritualist). Paying it, the
permanent won't untap during its controller's next untap step; a "whenever you exert" ability
sees it (701.43a). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SOVEREIGN = "Pride Sovereign"
RITUALIST = "Oasis Ritualist"
NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SOVEREIGN, RITUALIST)


@pytest.mark.parametrize("name", [SOVEREIGN, RITUALIST])
def test_701_43a_exert_in_a_cost_compiles_and_prints_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert "{T}, Exert ~: " in compiled.printed


def _library(who: str) -> list[dict[str, str]]:
    return [{"id": f"{who}_lib{i}", "card": "Forest"} for i in range(4)]


def _board(card: str) -> GameState:
    return board(
        {"id": "A", "battlefield": [{"id": "it", "card": card}], "library": _library("a")},
        {"id": "B", "library": _library("b")},
    )


def test_701_43a_exerted_to_pay_it_stays_tapped_through_the_next_untap_step() -> None:
    activated = play(
        _board(SOVEREIGN), {"type": "activate", "object": "it", "ability": 1, "free": True}
    )
    assert cites(activated.log, "701.43a")
    state = resolve_all(activated.state)
    cats = [o for o in state.battlefield if o.token and o.card == "Cat Token"]
    assert len(cats) == 2
    assert state.object("it").tapped
    state = play(state, NEXT_UPKEEP).state  # B's turn
    state = play(state, NEXT_UPKEEP).state  # A's next turn: it stays tapped
    assert state.object("it").tapped
    state = play(play(state, NEXT_UPKEEP).state, NEXT_UPKEEP).state  # and untaps the one after
    assert not state.object("it").tapped


def test_701_43a_a_mana_ability_with_exert_in_its_cost() -> None:
    activated = play(_board(RITUALIST), {"type": "activate", "object": "it", "ability": 1}, ["G"])
    assert cites(activated.log, "701.43a")
    assert activated.state.player("A").mana_pool.get("G", 0) == 2
    state = play(activated.state, NEXT_UPKEEP).state
    state = play(state, NEXT_UPKEEP).state
    assert state.object("it").tapped
