"""Blazing Torch: "Equipped creature can't be blocked by Vampires or Zombies. Equipped creature has
"{T}, Sacrifice ~: ~ deals 2 damage to any target." Equip {1}" (compiled from its Oracle text).

The equipped creature has the blocking restriction (509.1b, 301.5f): a Zombie (Walking Corpse)
or a Vampire (Vampire Nighthawk) can't block it, another creature can. Unattached, the Torch
gives nothing. Its granted ability names the Torch itself (sacrificed, the source of the
damage): the engine's granted abilities can't say that, so that line isn't applied.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, GRANTED_NAMING_GRANTER, compile_record
from engine.testing.scenario import board, play

BLAZING_TORCH = {
    "name": "Blazing Torch",
    "type_line": "Artifact — Equipment",
    "mana_cost": "{1}",
    "layout": "normal",
    "oracle_text": "Equipped creature can't be blocked by Vampires or Zombies.\nEquipped creature "
    'has "{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target."\nEquip {1} '
    "({1}: Attach to target creature you control. Equip only as a sorcery.)",
}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Blazing Torch": BLAZING_TORCH})


def test_its_restriction_is_applied_but_not_the_ability_naming_the_torch() -> None:
    """In the quoted ability "Blazing Torch" is the Torch (sacrificed, and the source of the
    damage), not the creature that has the ability, which is what the engine's granted "~"
    means: that line isn't applied rather than sacrificing the creature."""
    compiled = compile_record(BLAZING_TORCH)
    statuses = {s.text: s for s in compiled.lines}
    assert statuses["Equipped creature can't be blocked by Vampires or Zombies."].applied
    granted = statuses['Equipped creature has "{T}, Sacrifice ~: ~ deals 2 damage to any target."']
    assert not granted.applied and granted.reason == GRANTED_NAMING_GRANTER
    assert compiled.label != AUTOMATED


def _attacking(attached: bool = True) -> GameState:
    """Alice's Grizzly Bears (with the Torch, or the Torch beside them) attack Bob, who has
    Walking Corpse (a Zombie), Vampire Nighthawk and Llanowar Elves."""
    torch: dict[str, Any] = {"id": "torch", "card": "Blazing Torch"}
    if attached:
        torch["attached_to"] = "bears"
    state = board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [torch, {"id": "bears", "card": "Grizzly Bears"}],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [
                {"id": "corpse", "card": "Walking Corpse"},
                {"id": "nighthawk", "card": "Vampire Nighthawk"},
                {"id": "elves", "card": "Llanowar Elves"},
            ],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    state = play(state, {"type": "attack", "attackers": {"bears": "B"}}).state
    return play(state, {"type": "advance"}).state


@pytest.mark.parametrize("blocker", ["corpse", "nighthawk"])
def test_a_zombie_or_a_vampire_cant_block_the_equipped_bears_509_1b(blocker: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_attacking(), {"type": "block", "blockers": {blocker: "bears"}})
    assert "509.1b" in str(refused.value)


def test_another_creature_blocks_them() -> None:
    blocked = play(_attacking(), {"type": "block", "blockers": {"elves": "bears"}})
    assert blocked.state.combat is not None
    assert blocked.state.combat.blockers_of("bears") == ("elves",)


def test_unattached_the_torch_gives_nothing_301_5f() -> None:
    blocked = play(_attacking(attached=False), {"type": "block", "blockers": {"corpse": "bears"}})
    assert blocked.state.combat is not None
    assert blocked.state.combat.blockers_of("bears") == ("corpse",)
