"""Fight (701.14a) after doubling (701.10b): Dragonclaw Strike ("Double the power and toughness
of target creature you control until end of turn. Then it fights up to one target creature an
opponent controls."). The creature gets +X/+Y, its power and toughness as the spell resolves
(613.4c, layer 7c), then fights with the doubled power. Compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

STRIKE = "Dragonclaw Strike"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, STRIKE)


def test_701_10b_the_doubling_compiles_and_prints_back() -> None:
    compiled = compile_record(records(STRIKE)[STRIKE])
    assert compiled.label == AUTOMATED
    assert compiled.printed.startswith(
        "Double the power and toughness of target creature you control until end of turn."
    )


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "strike", "card": STRIKE}],
            "battlefield": [{"id": "giant", "card": "Hill Giant", "counters": {"+1/+1": 1}}],
        },
        {"id": "B", "battlefield": [{"id": "wall", "card": "Wall of Stone"}]},
    )


def test_701_10b_doubled_then_fights_with_the_doubled_power() -> None:
    cast = {"type": "cast", "object": "strike", "targets": ["giant", "wall"], "free": True}
    done = play(play(_board(), cast).state, RESOLVE)
    giant = chars(done.state, done.state.object("giant"))
    assert (giant.power, giant.toughness) == (8, 8)  # a 4/4 doubled
    assert done.state.object("wall").zone is Zone.GRAVEYARD  # 8 damage to a 0/8
    assert done.state.object("giant").damage == 0
    assert cites(done.log, "701.10b") and cites(done.log, "701.14a")


def test_701_10b_without_the_second_target_it_is_only_doubled() -> None:
    cast = {"type": "cast", "object": "strike", "targets": ["giant"], "free": True}
    done = play(play(_board(), cast).state, RESOLVE)
    giant = chars(done.state, done.state.object("giant"))
    assert (giant.power, giant.toughness) == (8, 8)
    assert done.state.object("wall").damage == 0
    # until end of turn only (514.2)
    later = play(done.state, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    giant = chars(later, later.object("giant"))
    assert (giant.power, giant.toughness) == (4, 4)
