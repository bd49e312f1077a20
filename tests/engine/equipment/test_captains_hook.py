"""Captain's Hook: "Equipped creature gets +2/+0, has menace, and is a Pirate in addition to its
other creature types. Whenever ~ becomes unattached from a permanent, destroy that permanent.
Equip {1}" (compiled from its Oracle text). The creature type is added in layer 4 (613.1d,
205.3d: its other creature types stay), menace in layer 6 (613.1f), the bonus in layer 7c."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, play

CAPTAINS_HOOK = {
    "name": "Captain's Hook",
    "type_line": "Artifact — Equipment",
    "mana_cost": "{3}",
    "layout": "normal",
    "oracle_text": "Equipped creature gets +2/+0, has menace, and is a Pirate in addition to its "
    "other creature types.\nWhenever Captain's Hook becomes unattached from a permanent, destroy "
    "that permanent.\nEquip {1}",
}


@pytest.fixture(autouse=True)
def _card_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Captain's Hook": CAPTAINS_HOOK})


def test_captains_hook_compiles_automated() -> None:
    compiled = compile_record(CAPTAINS_HOOK)
    assert compiled.label == AUTOMATED


def _board(attached: bool) -> GameState:
    hook: dict[str, Any] = {"id": "hook", "card": "Captain's Hook"}
    if attached:
        hook["attached_to"] = "bears"
    return board(
        {
            "id": "A",
            "name": "Alice",
            "battlefield": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "lions", "card": "Savannah Lions"},
                hook,
            ],
        },
        {"id": "B", "name": "Bob"},
        turn={"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def test_the_equipped_creature_is_a_pirate_bear_with_menace_and_plus_two() -> None:
    state = _board(attached=True)
    bears = chars(state, state.object("bears"))
    assert (bears.power, bears.toughness) == (4, 2)
    assert bears.has("menace")
    assert "Pirate" in bears.subtypes and "Bear" in bears.subtypes  # 205.3d: in addition
    lions = chars(state, state.object("lions"))
    assert (lions.power, "Pirate" in lions.subtypes, lions.has("menace")) == (2, False, False)


def test_moving_the_hook_destroys_the_creature_it_left() -> None:
    state = _board(attached=True)
    equipped = play(
        state,
        {"type": "activate", "object": "hook", "ability": 4, "targets": ["lions"], "free": True},
    )
    done = play(equipped.state, {"type": "resolve"})
    lions = chars(done.state, done.state.object("lions"))
    assert "Pirate" in lions.subtypes and lions.power == 4
    while done.state.zone(Zone.STACK) or done.state.pending_triggers:
        done = play(done.state, {"type": "resolve"})
    assert done.state.object("bears").zone is Zone.GRAVEYARD
