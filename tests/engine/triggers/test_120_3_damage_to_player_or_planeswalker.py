"""Damage to "a player or planeswalker" (120.3, 306.8) as a trigger event: combat damage to the
defending player triggers it, combat damage to a blocking creature doesn't. Dreadhorde Butcher
compiled from its Oracle text in the 2026 card file."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board, cites
from tests.engine.cards_2026 import records, use_cards

BUTCHER = "Dreadhorde Butcher"


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, BUTCHER)


def test_120_3_dreadhorde_butcher_compiles_and_prints_back() -> None:
    assert compile_record(records(BUTCHER)[BUTCHER]).label == AUTOMATED


def _fight(blocks: dict[str, str]) -> tuple[Any, list[Any]]:
    state = board(
        {"id": "A", "battlefield": [{"id": "butcher", "card": BUTCHER}]},
        {"id": "B", "battlefield": [{"id": "b_bears", "card": "Grizzly Bears"}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    log: list[Any] = []
    state = settle(state, {"type": "attack", "attackers": {"butcher": "B"}}).state
    state = settle(state, {"type": "advance"}).state
    state = resolve_all(settle(state, {"type": "block", "blockers": blocks}).state)
    for _ in range(4):
        if state.combat is None:
            break
        step = settle(state, {"type": "advance"})
        log += step.log
        state = resolve_all(step.state)
    return state, log


def test_120_3_combat_damage_to_the_player_puts_a_counter() -> None:
    state, log = _fight({})
    assert state.player("B").life == 19
    assert state.object("butcher").counters.get("+1/+1") == 1
    assert cites(log, "120.3a")
    assert cites(log, "603.2")


def test_120_3_combat_damage_to_a_blocker_doesnt() -> None:
    state, _ = _fight({"b_bears": "butcher"})
    assert not state.object("butcher").counters.get("+1/+1")
