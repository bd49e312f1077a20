""" "Whenever you cast your second spell each turn, ..." (601.2i, 603.2c): the trigger event is
the casting of the one spell that is the player's second this turn; the first and the third
don't trigger it, an opponent's second spell doesn't trigger "you" but does "a player" / "an
opponent", and a new turn counts again (500.1). Clarion Spirit ("..., create a 1/1 white
Spirit creature token with flying.") and Dreamtide Whale ("Whenever a player casts their second
spell each turn, proliferate.") are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.zones import SPELLS_CAST
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SPIRIT = "Clarion Spirit"
WHALE = "Dreamtide Whale"
OPT = "Opt"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SPIRIT, WHALE, OPT)


def _state(active: str = "A") -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "spirit", "card": SPIRIT}],
            "library": [{"id": f"a{n}", "card": "Forest"} for n in range(8)],
            "hand": [{"id": f"opt{n}", "card": OPT} for n in range(3)],
        },
        {
            "id": "B",
            "library": [{"id": f"b{n}", "card": "Forest"} for n in range(8)],
            "hand": [{"id": f"bopt{n}", "card": OPT} for n in range(2)],
        },
        turn={"number": 3, "active_player": active, "step": "precombat_main"},
    )


def _cast(state: GameState, spell: str) -> Any:
    return play(state, {"type": "cast", "object": spell, "free": True})


def _spirits(state: GameState) -> int:
    return sum(1 for o in state.battlefield if o.token and o.controller == "A")


@pytest.mark.parametrize("name", [SPIRIT, WHALE])
def test_the_line_compiles_and_prints_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert "second spell each turn" in compiled.printed


def test_601_2i_only_the_second_spell_triggers_it() -> None:
    first = _cast(_state(), "opt0")
    assert not first.state.pending_triggers and len(first.state.zone(Zone.STACK)) == 1
    second = _cast(first.state, "opt1")
    assert cites(second.log, "603.2")
    stack = second.state.zone(Zone.STACK)
    assert len(stack) == 3  # two Opts and the trigger above them
    made = play(second.state, RESOLVE)
    assert _spirits(made.state) == 1
    third = _cast(made.state, "opt2")
    assert len(third.state.zone(Zone.STACK)) == 3  # no trigger: two Opts waiting and the third
    assert third.state.player("A").counters.get(SPELLS_CAST) == 3


def test_601_2i_an_opponents_second_spell_doesnt_trigger_yours() -> None:
    state = _state(active="B")
    first = _cast(state, "bopt0")
    second = _cast(first.state, "bopt1")
    assert not cites(second.log, "603.2")
    assert len(second.state.zone(Zone.STACK)) == 2


def test_500_1_the_count_is_the_turns() -> None:
    first = _cast(_state(), "opt0")
    resolved = play(first.state, RESOLVE, ["top"]).state
    next_turn = play(resolved, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert SPELLS_CAST not in next_turn.player("A").counters


def test_601_2i_a_players_second_spell_triggers_a_player_casts() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "whale", "card": WHALE}]},
        {
            "id": "B",
            "library": [{"id": f"b{n}", "card": "Forest"} for n in range(8)],
            "hand": [{"id": f"bopt{n}", "card": OPT} for n in range(2)],
        },
        turn={"number": 3, "active_player": "B", "step": "precombat_main"},
    )
    second = _cast(_cast(state, "bopt0").state, "bopt1")
    assert cites(second.log, "603.2")
    assert len(second.state.zone(Zone.STACK)) == 3  # A's Whale triggered on B's second spell
