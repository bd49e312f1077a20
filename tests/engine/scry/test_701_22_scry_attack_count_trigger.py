"""Scry (701.22a) under the trigger phrase "Whenever you attack with one or more [creature
type plural]" (508.3d, 508.1m: once for the declaration, when at least that many of the declared
attackers have the type, 205.3m): Hermes, Overseer of Elpis ("Whenever you attack with one or
more Birds, scry 2."). The phrase serves every verb (populate, damage, counters ...).
Compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

HERMES = "Hermes, Overseer of Elpis"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, HERMES)


def test_508_3d_the_trigger_phrase_compiles_and_prints_back() -> None:
    compiled = compile_record(records(HERMES)[HERMES])
    assert compiled.label == AUTOMATED
    assert "Whenever you attack with one or more Birds, scry 2." in compiled.printed.split("\n")


def _attack(attackers: list[str]) -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "hermes", "card": HERMES},
                {"id": "bird", "card": "Birds of Paradise"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "library": [{"id": f"c{i}", "card": "Island"} for i in range(3)],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    return play(state, {"type": "attack", "attackers": dict.fromkeys(attackers, "B")}).state


def test_508_3d_attacking_with_a_bird_triggers_once() -> None:
    state = _attack(["bird", "bears"])
    assert len(state.zone(Zone.STACK)) == 1
    done = play(state, {"type": "resolve"}, ["bottom", "top"])
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "A")] == ["c1", "c2", "c0"]
    assert cites(done.log, "701.22a")


def test_205_3m_attacking_without_a_bird_doesnt_trigger() -> None:
    state = _attack(["bears"])
    assert not state.zone(Zone.STACK)
