"""Earthbend (701.66a) in an exhaust ability with an activation instruction (702.177a, 602.5b):
Bitter Work's "Exhaust — {4}: Earthbend 4. Activate only during your turn." of the 2026 card file
is compiled from its Oracle text: activated once only, and only during its controller's turn."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.model import ActivatedAbility
from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play
from tests.engine.cards_2026 import records, use_cards

WORK = "Bitter Work"
LINE = "Exhaust — {4}: Earthbend 4. Activate only during your turn."
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, WORK, "Forest")


def test_702_177a_602_5b_the_exhaust_line_compiles_and_prints_back() -> None:
    compiled = compile_record(records(WORK)[WORK])
    assert next(s for s in compiled.lines if s.text == LINE).applied
    assert LINE in compiled.printed.split("\n")


def _ability() -> int:
    definition = compile_record(records(WORK)[WORK]).definition
    return next(i for i, a in enumerate(definition.abilities) if isinstance(a, ActivatedAbility))


def _board(active: str) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "work", "card": WORK}, {"id": "forest", "card": "Forest"}],
            "mana_pool": {"C": 8},
        },
        {"id": "B"},
        turn={"number": 1, "active_player": active, "step": "precombat_main"},
    )


def _activate(state: GameState) -> GameState:
    action = {"type": "activate", "object": "work", "ability": _ability(), "targets": ["forest"]}
    return play(play(state, action).state, RESOLVE).state


def test_701_66a_702_177a_earthbend_4_once_only() -> None:
    done = _activate(_board("A"))
    forest = done.object("forest")
    assert forest.counter("+1/+1") == 4
    assert chars(done, forest).is_type("Creature")
    with pytest.raises(IllegalAction):  # exhaust: only once (702.177a)
        _activate(done)


def test_602_5b_not_during_an_opponents_turn() -> None:
    with pytest.raises(IllegalAction):
        _activate(_board("B"))
