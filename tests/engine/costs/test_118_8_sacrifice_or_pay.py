"""An additional cost of a sacrifice or mana (118.8): Eaten Alive ("As an additional cost to
cast this spell, sacrifice a creature or pay {3}{B}. Exile target creature or planeswalker.") of
the 2026 card file, compiled from its Oracle text. The caster chooses as the total cost is
determined (601.2f); with nothing to sacrifice only the mana can pay it (118.3)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

EATEN = "Eaten Alive"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, EATEN)


def test_118_8_sacrifice_or_pay_compiles_and_prints_back() -> None:
    compiled = compile_record(records(EATEN)[EATEN])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed.split("\n")[0] == (
        "As an additional cost to cast ~, sacrifice a creature or pay {3}{B}."
    )


def _board(mine: list[dict[str, Any]], pool: dict[str, int]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "eaten", "card": EATEN}],
            "battlefield": mine,
            "mana_pool": pool,
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Grizzly Bears"}]},
    )


CAST = {"type": "cast", "object": "eaten", "targets": ["theirs"]}


def test_118_8_the_caster_sacrifices_a_creature_701_21a() -> None:
    state = _board([{"id": "giant", "card": "Hill Giant"}], {"B": 1})
    asked = pending(state, CAST)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["parts", "mana"]
    done = play(state, CAST, ["parts"])
    assert done.state.object("giant").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.21a")
    resolved = play(done.state, {"type": "resolve"})
    assert resolved.state.object("theirs").zone is Zone.EXILE


def test_118_8_or_pays_the_mana() -> None:
    state = _board([{"id": "giant", "card": "Hill Giant"}], {"B": 5})
    done = play(state, CAST, ["mana"])
    assert done.state.object("giant").zone is Zone.BATTLEFIELD
    assert int(done.state.player("A").mana_pool.get("B", 0)) == 0  # {B} and {3}{B}


def test_118_3_with_no_creature_the_mana_is_paid() -> None:
    state = _board([], {"B": 5})
    done = play(state, CAST)
    assert int(done.state.player("A").mana_pool.get("B", 0)) == 0
    assert cites(done.log, "118.8")
