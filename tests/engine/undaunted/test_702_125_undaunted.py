"""Undaunted (702.125a): "This spell costs {1} less to cast for each opponent you have."
Sublime Exhalation ({6}{W} sorcery: undaunted, destroy all creatures) is compiled from its
Oracle text and cast with only as much mana as the reduced cost (601.2f).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

EXHALATION = {
    "name": "Sublime Exhalation",
    "type_line": "Sorcery",
    "mana_cost": "{6}{W}",
    "layout": "normal",
    "keywords": ["Undaunted"],
    "oracle_text": "Undaunted (This spell costs {1} less to cast for each opponent you have.)\n"
    "Destroy all creatures.",
}
CAST = {"type": "cast", "object": "exhalation"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Sublime Exhalation": EXHALATION})


def test_undaunted_compiles_and_prints_back() -> None:
    compiled = compile_record(EXHALATION)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Undaunted\nDestroy all creatures."


def _state(generic: int, *others: dict[str, Any], **doc: Any) -> Any:
    return board(
        {
            "id": "A",
            "mana_pool": {"W": 1, "C": generic},
            "hand": [{"id": "exhalation", "card": "Sublime Exhalation"}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {"id": "B"},
        *others,
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
        **doc,
    )


def test_one_opponent_makes_it_cost_one_less_702_125a() -> None:
    with pytest.raises(IllegalAction):
        play(_state(4), CAST)  # {5}{W} with one opponent: five generic are needed
    cast = play(_state(5), CAST)
    assert cast.state.object("exhalation").zone is Zone.STACK
    assert cites(cast.log, "601.2f")
    done = play(cast.state, {"type": "resolve"})
    assert done.state.object("bears").zone is Zone.GRAVEYARD


def test_each_opponent_counts_702_125a() -> None:
    cast = play(_state(3, {"id": "C"}, {"id": "D"}, format="free_for_all"), CAST)
    assert cast.state.object("exhalation").zone is Zone.STACK  # {3}{W} with three opponents


def test_a_player_who_left_the_game_isnt_counted_702_125b() -> None:
    state = _state(4, {"id": "C", "lost": True}, format="free_for_all")
    with pytest.raises(IllegalAction):
        play(state, CAST)  # one opponent left: {5}{W}
