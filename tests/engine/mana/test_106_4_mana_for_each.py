"""A mana ability adding a fixed bundle once for each of a count (106.4, 608.2h): "{T}: Add {G}
for each creature you control." (Gaea's Cradle) and the station symbol's "{U}, {T}: Add {U} for
each artifact you control." (Uthros, Titanic Godcore). The count is taken as the ability
resolves; with none counted the ability adds no mana (106.5) and the permanent could produce
nothing (106.7). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.mana.could_produce import could_produce
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

CRADLE = "Gaea's Cradle"
UTHROS = "Uthros, Titanic Godcore"
TAP_CRADLE = {"type": "activate", "object": "cradle", "ability": 0}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, CRADLE, UTHROS)


@pytest.mark.parametrize("name", [CRADLE, UTHROS])
def test_the_cards_compile_automated_and_print_back_the_count(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert " for each " in compiled.printed


def _cradle_board(creatures: int) -> GameState:
    bears = [{"id": f"bears{i}", "card": "Grizzly Bears"} for i in range(creatures)]
    return board(
        {"id": "A", "battlefield": [{"id": "cradle", "card": CRADLE}, *bears]},
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
    )


def test_cradle_adds_one_green_for_each_creature_you_control_106_4() -> None:
    done = play(_cradle_board(3), TAP_CRADLE)
    # three Bears of A's; B's Hill Giant isn't A's
    assert done.state.player("A").mana_pool.to_json() == {"G": 3}
    assert done.state.object("cradle").tapped
    assert cites(done.log, "608.2h")


def test_cradle_with_no_creature_adds_no_mana_and_could_produce_none_106_5() -> None:
    state = _cradle_board(0)
    assert could_produce(state, "cradle") == frozenset()
    assert could_produce(_cradle_board(1), "cradle") == frozenset({"G"})
    done = play(state, TAP_CRADLE)
    assert not done.state.player("A").mana_pool
    assert cites(done.log, "106.5")


# The station symbol's ability is granted (613.1f): it follows Uthros's five own abilities.
ACTIVATE_GRANTED = {"type": "activate", "object": "uthros", "ability": 5}


def test_uthros_counts_artifacts_at_station_12() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"U": 1},
            "battlefield": [
                {"id": "uthros", "card": UTHROS, "counters": {"charge": 12}},
                {"id": "ornithopter", "card": "Ornithopter"},
                {"id": "relic", "card": "Relic", "characteristics": {"types": ["Artifact"]}},
            ],
        },
        {"id": "B"},
    )
    done = play(state, ACTIVATE_GRANTED)
    # {U} paid from the pool; Uthros is a land (a Planet), the two artifacts count: two {U}
    assert done.state.player("A").mana_pool.to_json() == {"U": 2}
    assert cites(done.log, "608.2h")


def test_uthros_below_station_12_has_no_such_ability() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"U": 1},
            "battlefield": [{"id": "uthros", "card": UTHROS, "counters": {"charge": 11}}],
        },
        {"id": "B"},
    )
    with pytest.raises(IllegalAction):
        play(state, ACTIVATE_GRANTED)
