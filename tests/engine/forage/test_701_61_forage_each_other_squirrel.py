"""Forage as a cost (701.61a) of an ability acting on a group named by a creature type (205.3m):
Camellia, the Seedmiser's "{2}, Forage: Put a +1/+1 counter on each other Squirrel you
control." (the 2026 card file, compiled from its Oracle text): each other permanent with the
creature type Squirrel its controller controls gets a counter, not itself, not another
creature type, not an opponent's Squirrel."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engine.cards.model import ActivatedAbility
from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

CAMELLIA = "Camellia, the Seedmiser"
SQUIRREL = "Squirrelanoids"
LINE = "{2}, Forage: Put a +1/+1 counter on each other Squirrel you control."


@pytest.fixture(autouse=True)
def _camellia(compiled_from: Any) -> Iterator[None]:
    # Its Food-sacrifice trigger isn't applied: the compiled definition is given to the game.
    use_cards(compiled_from, SQUIRREL)
    compiled = {CAMELLIA: compile_record(records(CAMELLIA)[CAMELLIA]).definition}
    FALLBACKS.append(compiled.get)
    yield
    FALLBACKS.remove(compiled.get)


def _index() -> int:
    abilities = compile_record(records(CAMELLIA)[CAMELLIA]).definition.abilities
    return next(i for i, a in enumerate(abilities) if isinstance(a, ActivatedAbility))


def test_701_61a_the_forage_line_compiles_and_prints_back() -> None:
    compiled = compile_record(records(CAMELLIA)[CAMELLIA])
    (status,) = [s for s in compiled.lines if s.text == LINE]
    assert status.applied
    assert LINE in compiled.printed.splitlines()


def _board(graveyard: int) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "it", "card": CAMELLIA},
                {"id": "sq", "card": SQUIRREL},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "f0", "card": "Forest"},
                {"id": "f1", "card": "Forest"},
            ],
            "graveyard": [{"id": f"g{i}", "card": "Forest"} for i in range(graveyard)],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": SQUIRREL}]},
        turn={"number": 1, "active_player": "A", "step": "precombat_main"},
    )


def test_205_3m_each_other_squirrel_you_control_gets_a_counter() -> None:
    activated = play(_board(3), {"type": "activate", "object": "it", "ability": _index()})
    assert len(activated.state.zone(Zone.EXILE, "A")) == 3
    done = play(activated.state, {"type": "resolve"})
    counters = {o: done.state.object(o).counter("+1/+1") for o in ("it", "sq", "bears", "theirs")}
    assert counters == {"it": 0, "sq": 1, "bears": 0, "theirs": 0}
    assert cites(activated.log, "701.61a")


def test_118_3_without_three_cards_or_a_food_camellia_cant_forage() -> None:
    with pytest.raises(IllegalAction):
        play(_board(2), {"type": "activate", "object": "it", "ability": _index()})
