"""Dying with a counter on it (700.4, 603.10a: read as it last existed on the battlefield):
"whenever a creature you control with a +1/+1 counter on it dies". Meltstrider Eulogist compiled
from its Oracle text in the 2026 card file."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

EULOGIST = "Meltstrider Eulogist"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, EULOGIST, "Shock", "Savannah Lions")


def test_700_4_the_trigger_line_is_applied() -> None:
    compiled = compile_record(records(EULOGIST)[EULOGIST])
    line = next(line for line in compiled.lines if line.text.startswith("Whenever"))
    assert line.applied, line.reason


def _shock_bears(counters: dict[str, int]) -> Any:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "eulogist", "card": EULOGIST},
                {"id": "bears", "card": "Savannah Lions", "counters": counters},
            ],
            "library": [{"id": "top", "card": "Grizzly Bears"}],
        },
        {"id": "B", "hand": [{"id": "shock", "card": "Shock"}]},
        turn={"number": 3, "active_player": "B", "step": "precombat_main"},
    )
    cast = play(state, {"type": "cast", "object": "shock", "targets": ["bears"], "free": True})
    resolved = play(cast.state, {"type": "resolve"})
    return resolved, resolve_all(resolved.state)


def test_700_4_a_creature_with_a_counter_dying_draws_a_card() -> None:
    resolved, done = _shock_bears({"+1/+1": 1})  # a 3/2: Shock's 2 damage kills it (704.5g)
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert cites(resolved.log, "603.2")
    assert done.object("top").zone is Zone.HAND


def test_700_4_a_creature_without_a_counter_doesnt() -> None:
    resolved, done = _shock_bears({})
    assert done.object("bears").zone is Zone.GRAVEYARD
    assert done.object("top").zone is Zone.LIBRARY
    assert not cites(resolved.log, "603.2")
