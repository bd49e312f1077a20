"""An additional cost of blight or mana (118.8, 701.68a): Bogslither's Embrace ("As an additional
cost to cast this spell, blight 1 or pay {3}. Exile target creature.") of the 2026 card file,
compiled from its Oracle text. The caster chooses as the total cost is determined (601.2f)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

EMBRACE = "Bogslither's Embrace"
BEARS = "Grizzly Bears"
GIANT = "Hill Giant"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, EMBRACE, BEARS, GIANT)


def test_701_68a_blight_or_pay_compiles_and_prints_back() -> None:
    compiled = compile_record(records(EMBRACE)[EMBRACE])
    assert compiled.label == AUTOMATED
    assert compiled.printed.split("\n")[0] == (
        "As an additional cost to cast ~, blight 1 or pay {3}."
    )


def _board(mine: list[dict[str, Any]], pool: dict[str, int]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "embrace", "card": EMBRACE}],
            "battlefield": mine,
            "mana_pool": pool,
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": BEARS}]},
    )


CAST = {"type": "cast", "object": "embrace", "targets": ["theirs"]}


def test_118_8_the_caster_chooses_blight() -> None:
    state = _board([{"id": "giant", "card": GIANT}], {"B": 2})
    asked = pending(state, CAST)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["parts", "mana"]
    done = play(state, CAST, ["parts"])
    assert done.state.object("giant").counter("-1/-1") == 1
    assert int(done.state.player("A").mana_pool.get("B", 0)) == 0
    assert cites(done.log, "701.68a")
    resolved = play(done.state, {"type": "resolve"})
    assert resolved.state.object("theirs").zone is Zone.EXILE


def test_118_8_or_pays_the_mana() -> None:
    state = _board([{"id": "giant", "card": GIANT}], {"B": 5})
    done = play(state, CAST, ["mana"])
    assert done.state.object("giant").counter("-1/-1") == 0
    assert int(done.state.player("A").mana_pool.get("B", 0)) == 0  # {1}{B} and {3}


def test_701_68b_with_no_creature_the_mana_is_paid() -> None:
    state = _board([], {"B": 5})
    done = play(state, CAST)
    assert int(done.state.player("A").mana_pool.get("B", 0)) == 0
    assert cites(done.log, "118.8")
