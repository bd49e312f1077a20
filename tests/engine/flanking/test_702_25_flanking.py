"""Flanking (702.25a): "Whenever a creature without flanking blocks this creature, the blocking
creature gets -1/-1 until end of turn." It triggers once for each such blocker (509.3c). Benalish
Cavalry (a 2/2) is compiled from its Oracle text ("Flanking (reminder)").
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.oracle import resolve_all, settle
from engine.testing.scenario import board

BENALISH_CAVALRY = {
    "name": "Benalish Cavalry",
    "type_line": "Creature — Human Knight",
    "mana_cost": "{1}{W}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "oracle_text": "Flanking (Whenever a creature without flanking blocks this creature, the "
    "blocking creature gets -1/-1 until end of turn.)",
}


@pytest.fixture(autouse=True)
def _cavalry_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Benalish Cavalry": BENALISH_CAVALRY})


def _blocked_by(blocker: str) -> tuple[GameState, list[str]]:
    state = board(
        {"id": "A", "battlefield": [{"id": "cavalry", "card": "Benalish Cavalry"}]},
        {"id": "B", "battlefield": [{"id": "blocker", "card": blocker}]},
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = settle(state, {"type": "attack", "attackers": {"cavalry": "B"}}).state
    state = settle(state, {"type": "advance"}).state
    blocked = settle(state, {"type": "block", "blockers": {"blocker": "cavalry"}})
    rules = [rule for entry in blocked.log for rule in entry.rules]
    return resolve_all(blocked.state), rules


def test_benalish_cavalry_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(BENALISH_CAVALRY)
    assert compiled.label == AUTOMATED
    assert compiled.definition.keywords == ("Flanking",)


def test_a_blocking_grizzly_bears_gets_minus_one_and_loses_the_fight() -> None:
    state, rules = _blocked_by("Grizzly Bears")
    assert "702.25a" in rules
    blocker = state.object("blocker")
    assert (chars(state, blocker).power, chars(state, blocker).toughness) == (1, 1)
    # The 1/1 Bears deal 1 damage to the 2/2 Cavalry and take 2: the Bears die, the Cavalry lives.
    for _ in range(4):
        if state.object("blocker").zone is not Zone.BATTLEFIELD:
            break
        state = resolve_all(settle(state, {"type": "advance"}).state)
    assert state.object("blocker").zone is Zone.GRAVEYARD
    assert state.object("cavalry").zone is Zone.BATTLEFIELD


def test_a_blocker_with_flanking_does_not_trigger_it() -> None:
    state, rules = _blocked_by("Benalish Cavalry")
    assert "702.25a" not in rules
    blocker = state.object("blocker")
    assert (chars(state, blocker).power, chars(state, blocker).toughness) == (2, 2)
