"""Damage by a group of sources can't be prevented (615.12): Questing Beast's "Combat damage that
would be dealt by creatures you control can't be prevented.", which the engine doesn't read from
its text, stood in for by a judge with `damage_cant_be_prevented` narrowed to creatures its
controller controls and to combat damage. Bob has protection from everything (702.16e): its
prevention applies but prevents nothing (615.12)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.testing.scenario import board, cites, play
from tests.engine.counter_and_token_replacements.real_cards import (
    QUESTING_BEAST,
    RECORDS,
    placed,
)
from tests.engine.protection.test_protection_from_everything import PROTECTED

BEAST_STAND_IN = {
    "id": "beast_text",
    "kind": "damage_cant_be_prevented",
    "controller": "A",
    "stands_in_for": "beast",
    "params": {"sources": "yours", "source_types": ["Creature"], "combat_only": True},
}


@pytest.fixture(autouse=True)
def _real_cards(compiled_from: Any) -> None:
    # Questing Beast placed as a card whose text the engine doesn't apply (the compiled one
    # applies its line itself: test_compiled_replacements)
    compiled_from({k: v for k, v in RECORDS.items() if k != "Questing Beast"})


def _attack(*effects: dict[str, Any], bob_controls_beast: bool = False) -> GameState:
    """Alice attacks Bob with Questing Beast and Grizzly Bears; combat damage is next."""
    beast = placed(QUESTING_BEAST, "beast")
    bears = {"id": "bears", "card": "Grizzly Bears"}
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [bears] + ([] if bob_controls_beast else [beast]),
        },
        {"id": "B", "name": "Bob", "battlefield": [beast] if bob_controls_beast else []},
        effects=list(effects),
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    attackers = {"bears": "B"} if bob_controls_beast else {"beast": "B", "bears": "B"}
    state = play(state, {"type": "attack", "attackers": attackers}).state
    state = play(state, {"type": "advance"}).state
    return play(state, {"type": "block", "blockers": {}}).state


def _combat_damage(state: GameState) -> GameState:
    return play(state, {"type": "advance", "to": "end_of_combat"}).state


def test_without_the_stand_in_protection_prevents_all_of_it() -> None:
    assert _combat_damage(_attack(PROTECTED)).player("B").life == 20


def test_combat_damage_by_alices_creatures_is_dealt_through_protection_615_12() -> None:
    state = _attack(PROTECTED, BEAST_STAND_IN)
    result = play(state, {"type": "advance", "to": "end_of_combat"})
    assert result.state.player("B").life == 20 - 4 - 2  # the Beast and the Bears
    assert cites(result.log, "615.12")
    assert result.stand_ins == (
        "judge's stand-in for Questing Beast: combat damage that would be dealt by creatures "
        "Alice controls can't be prevented",
    )


def test_damage_that_isnt_combat_damage_is_still_prevented() -> None:
    state = board(
        {"id": "A", "battlefield": [placed(QUESTING_BEAST, "beast")]},
        {"id": "B"},
        effects=[PROTECTED, BEAST_STAND_IN],
    )
    result = play(state, {"type": "deal_damage", "source": "beast", "target": "B", "amount": 4})
    assert result.state.player("B").life == 20


def test_the_group_is_its_controllers_creatures_only() -> None:
    """The Beast is Bob's: though the judge wrote Alice as the stand-in's controller, its "you"
    is the controller of the card it stands in for (engine.rules.stand_ins), so Alice's Bears'
    damage is prevented."""
    state = _attack(PROTECTED, BEAST_STAND_IN, bob_controls_beast=True)
    assert _combat_damage(state).player("B").life == 20
