"""Strive (an ability word, 207.2c): "Strive — ~ costs {M} more to cast for each target beyond
the first." is a cost increase of the spell itself (601.2f, 113.6d), its colored symbols added
once for each target beyond the first. Rouse the Mob ({R}; strive {2}{R}; "Any number of target
creatures each get +2/+0 and gain trample until end of turn.") is compiled from its 2026 Oracle
text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

MOB = "Rouse the Mob"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, MOB)


def test_207_2c_strive_compiles_and_prints_back() -> None:
    compiled = compile_record(records(MOB)[MOB])
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines() == [
        "Strive — ~ costs {2}{R} more to cast for each target beyond the first.",
        "Any number of target creatures each get +2/+0 and gain trample until end of turn.",
    ]


def _board(pool: dict[str, int]) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "mob", "card": MOB}],
            "battlefield": [
                {"id": "b1", "card": "Grizzly Bears"},
                {"id": "b2", "card": "Grizzly Bears"},
                {"id": "b3", "card": "Grizzly Bears"},
            ],
            "mana_pool": pool,
        },
        {"id": "B"},
    )


def _cast(state: GameState, targets: list[str]) -> Any:
    return play(state, {"type": "cast", "object": "mob", "targets": targets})


def test_601_2f_one_target_costs_only_its_mana_cost() -> None:
    cast = _cast(_board({"R": 1}), ["b1"])
    done = resolve_all(cast.state)
    assert chars(done, done.object("b1")).power == 4
    assert chars(done, done.object("b1")).has("trample")


def test_601_2f_two_targets_cost_2r_more() -> None:
    cast = _cast(_board({"R": 2, "G": 2}), ["b1", "b2"])  # {R} + {2}{R}
    assert cites(cast.log, "601.2f")
    assert any("{2}{R}{R}" in e.text for e in cast.log)  # the total cost
    assert cast.state.player("A").mana_pool.get("R", 0) == 0
    done = resolve_all(cast.state)
    assert [chars(done, done.object(b)).power for b in ("b1", "b2", "b3")] == [4, 4, 2]


def test_601_2f_three_targets_need_the_increase_twice() -> None:
    with pytest.raises(IllegalAction):
        _cast(_board({"R": 2, "G": 2}), ["b1", "b2", "b3"])  # {4}{R}{R}{R} can't be paid
    cast = _cast(_board({"R": 3, "G": 4}), ["b1", "b2", "b3"])
    done = resolve_all(cast.state)
    assert [chars(done, done.object(b)).power for b in ("b1", "b2", "b3")] == [4, 4, 4]


BLINDING_FLARE = "Blinding Flare"


def test_601_2f_an_increase_of_colored_mana_only(compiled_from: Any) -> None:
    """Blinding Flare ({R}; strive {R}): two targets cost {R}{R}, with no generic part."""
    use_cards(compiled_from, BLINDING_FLARE)
    state = board(
        {
            "id": "A",
            "hand": [{"id": "flare", "card": BLINDING_FLARE}],
            "mana_pool": {"R": 1, "G": 1},
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "c1", "card": "Grizzly Bears"},
                {"id": "c2", "card": "Grizzly Bears"},
            ],
        },
    )
    with pytest.raises(IllegalAction):  # {R}{R} can't be paid with {R}{G}
        play(state, {"type": "cast", "object": "flare", "targets": ["c1", "c2"]})
    cast = play(state, {"type": "cast", "object": "flare", "targets": ["c1"]})
    assert cast.state.player("A").mana_pool.get("G", 0) == 1
