"""Hedgewitch's Mask: "Equipped creature gets +1/+1. Equipped creature can't be blocked by
creatures with power 4 or greater. Equip {2}" (compiled from its Oracle text): the equipped
creature has the attacker's restriction (509.1b, 301.5f)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, play

HEDGEWITCHS_MASK = {
    "name": "Hedgewitch's Mask",
    "type_line": "Artifact — Equipment",
    "mana_cost": "{1}",
    "layout": "normal",
    "oracle_text": "Equipped creature gets +1/+1.\nEquipped creature can't be blocked by "
    "creatures with power 4 or greater.\nEquip {2}",
}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Hedgewitch's Mask": HEDGEWITCHS_MASK})


def test_hedgewitchs_mask_compiles_automated() -> None:
    assert compile_record(HEDGEWITCHS_MASK).label == AUTOMATED


def _attacking() -> GameState:
    """Alice's Grizzly Bears with the Mask attack Bob, who has Craw Wurm (6/4) and Llanowar
    Elves."""
    mask = {"id": "mask", "card": "Hedgewitch's Mask", "attached_to": "bears"}
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [mask, {"id": "bears", "card": "Grizzly Bears"}],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [
                {"id": "wurm", "card": "Craw Wurm"},
                {"id": "elves", "card": "Llanowar Elves"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    return play(state, {"type": "advance"}).state


def test_a_creature_with_power_4_cant_block_the_masked_bears_509_1b() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_attacking(), {"type": "block", "blockers": {"wurm": "bears"}})
    assert "509.1b" in str(refused.value)


def test_a_small_creature_blocks_them() -> None:
    blocked = play(_attacking(), {"type": "block", "blockers": {"elves": "bears"}})
    assert blocked.state.combat is not None
    assert blocked.state.combat.blockers_of("bears") == ("elves",)
