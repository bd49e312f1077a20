"""Extort (702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses
1 life and you gain life equal to the total life lost this way." Basilica Screecher (a 1/2 flyer
with extort) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

BASILICA_SCREECHER = {
    "name": "Basilica Screecher",
    "type_line": "Creature — Bat",
    "mana_cost": "{1}{B}",
    "power": "1",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "Flying\nExtort (Whenever you cast a spell, you may pay {W/B}. If you do, each "
    "opponent loses 1 life and you gain that much life.)",
}
RESOLVE = {"type": "resolve"}
BOLT = {"type": "cast", "object": "bolt", "targets": ["b_bears"], "free": True}


@pytest.fixture(autouse=True)
def _screecher_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Basilica Screecher": BASILICA_SCREECHER})


def _cast_bolt(pool: dict[str, int]) -> tuple[GameState, bool]:
    state = board(
        {
            "id": "A",
            "mana_pool": pool,
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [{"id": "screecher", "card": "Basilica Screecher"}],
        },
        {"id": "B", "battlefield": [{"id": "b_bears", "card": "Grizzly Bears"}]},
    )
    cast = play(state, BOLT)
    return cast.state, cites(cast.log, "702.101a")


def test_basilica_screecher_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(BASILICA_SCREECHER)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Flying\nExtort"


def test_paying_w_or_b_drains_the_opponent_for_one_702_101a() -> None:
    state, cited = _cast_bolt({"B": 1})
    assert cited
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["pay", "decline"]
    paid = play(state, RESOLVE, ["pay"]).state
    assert (paid.player("A").life, paid.player("B").life) == (21, 19)
    assert sum(paid.player("A").mana_pool.values()) == 0
    done = play(paid, RESOLVE).state  # then the Bolt resolves
    assert done.object("b_bears").zone is Zone.GRAVEYARD


def test_declining_changes_no_life() -> None:
    state, _ = _cast_bolt({"W": 1})
    declined = play(state, RESOLVE, ["decline"]).state
    assert (declined.player("A").life, declined.player("B").life) == (20, 20)
    assert declined.player("A").mana_pool.get("W") == 1


def test_without_white_or_black_mana_there_is_nothing_to_decide() -> None:
    state, _ = _cast_bolt({"R": 1})
    done = play(state, RESOLVE)
    assert done.pending is None
    assert (done.state.player("A").life, done.state.player("B").life) == (20, 20)
