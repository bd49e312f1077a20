"""A keyword action done a number of times (608.2c, engine.instructions.repeats): "Proliferate X
times." (Expansion Algorithm: the spell's X, 107.3), "proliferate twice" (Ezuri, Stalker of
Spheres, after "you may pay {3}. If you do,"), "Populate X times." (Full Flowering, 701.36a).
Each time is a whole proliferate (701.34a): the choices are made again. Compiled from their
Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

ALGORITHM = "Expansion Algorithm"
EZURI = "Ezuri, Stalker of Spheres"
FLOWERING = "Full Flowering"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, ALGORITHM, EZURI, FLOWERING)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (ALGORITHM, "Proliferate X times."),
        (EZURI, "When ~ enters, you may pay {3}. If you do, proliferate twice."),
        (FLOWERING, "Populate X times."),
    ],
)
def test_701_34a_608_2c_repeated_actions_compile_and_print_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.split("\n")


def _board(card: str) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "it", "card": card}],
            "battlefield": [{"id": "ogre", "card": "Gray Ogre", "counters": {"+1/+1": 1}}],
        },
        {"id": "B", "poison": 1},
    )


def test_701_34a_proliferate_x_times_with_x_3() -> None:
    cast = play(_board(ALGORITHM), {"type": "cast", "object": "it", "x": 3, "free": True})
    # each proliferate asks again: the Ogre, then player B
    done = play(cast.state, RESOLVE, ["add", "add", "add", "skip", "add", "add"])
    assert done.state.object("ogre").counter("+1/+1") == 4
    assert done.state.player("B").poison == 3
    assert cites(done.log, "701.34a") and cites(done.log, "608.2c")


def test_701_34a_with_x_0_nothing_is_proliferated() -> None:
    cast = play(_board(ALGORITHM), {"type": "cast", "object": "it", "x": 0, "free": True})
    done = play(cast.state, RESOLVE)
    assert done.state.object("ogre").counter("+1/+1") == 1
    assert done.state.player("B").poison == 1
