"""Populate (701.36a) after a prevention effect for the controller only (615.1a): Druid's
Deliverance ("Prevent all combat damage that would be dealt to you this turn. Populate.") of the
2026 card file, compiled from its Oracle text: combat damage to you is prevented this turn, combat
damage to your creatures and to other players, and noncombat damage to you, is not."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

DELIVERANCE = "Druid's Deliverance"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, DELIVERANCE)


def test_615_1a_compiles_and_prints_back() -> None:
    compiled = compile_record(records(DELIVERANCE)[DELIVERANCE])
    assert compiled.label == AUTOMATED
    assert compiled.printed == (
        "Prevent all combat damage that would be dealt to you this turn. Populate."
    )


def _deal(state: GameState, target: str, amount: int, combat: bool) -> Any:
    action = {
        "type": "deal_damage",
        "source": "wurm",
        "target": target,
        "amount": amount,
        "combat": combat,
    }
    return play(state, action)


def test_615_1a_combat_damage_to_you_is_prevented_then_nothing_to_populate() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "spell", "card": DELIVERANCE}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B", "battlefield": [{"id": "wurm", "card": "Craw Wurm"}]},
    )
    cast = play(state, {"type": "cast", "object": "spell", "free": True})
    done = play(cast.state, {"type": "resolve"})
    assert cites(done.log, "701.36b")  # no creature token: none is created
    state = done.state
    prevented = _deal(state, "A", 6, combat=True)
    assert prevented.state.player("A").life == 20
    assert cites(prevented.log, "615.1a")
    assert _deal(state, "A", 3, combat=False).state.player("A").life == 17
    assert _deal(state, "bears", 1, combat=True).state.object("bears").damage == 1
    assert _deal(state, "B", 2, combat=True).state.player("B").life == 18
