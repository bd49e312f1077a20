"""Renown N (702.112a): "When this creature deals combat damage to a player, if it isn't
renowned, put N +1/+1 counters on it and it becomes renowned." Knight of the Pilgrim's Road (a
3/2 with renown 1) is compiled from its Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.mechanics.renown import is_renowned
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

KNIGHT = {
    "name": "Knight of the Pilgrim's Road",
    "type_line": "Creature — Human Knight",
    "mana_cost": "{2}{W}",
    "power": "3",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Renown"],
    "oracle_text": "Renown 1 (When this creature deals combat damage to a player, if it isn't "
    "renowned, put a +1/+1 counter on it and it becomes renowned.)",
}


@pytest.fixture(autouse=True)
def _knight_from_its_text(compiled_from: Any) -> None:
    compiled_from({"Knight of the Pilgrim's Road": KNIGHT})


def _attacking(blockers: list[dict[str, object]] | None = None) -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "knight", "card": "Knight of the Pilgrim's Road"}],
            "library": [{"id": "a_lib", "card": "Forest"}],
        },
        {
            "id": "B",
            "battlefield": blockers or [],
            "library": [{"id": "b_lib", "card": "Forest"}],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    return play(state, {"type": "attack", "attackers": {"knight": "B"}}).state


def _through_damage(state: GameState) -> GameState:
    """Past declare blockers (none) to combat damage, then the renown trigger resolved."""
    state = play(state, {"type": "advance", "to": "combat_damage"}).state
    return play(state, {"type": "resolve"}).state


def test_knight_compiles_from_its_oracle_text() -> None:
    compiled = compile_record(KNIGHT)
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Renown 1"


def test_combat_damage_to_a_player_makes_it_renowned_with_a_counter_702_112a() -> None:
    state = play(_attacking(), {"type": "advance", "to": "combat_damage"})
    assert state.state.player("B").life == 17
    assert cites(state.log, "603.2")
    done = play(state.state, {"type": "resolve"})
    assert done.state.object("knight").counter("+1/+1") == 1
    assert is_renowned(done.state, "knight")
    assert cites(done.log, "702.112a")


def test_a_renowned_creature_gets_no_more_counters_603_4() -> None:
    renowned = _through_damage(_attacking())
    assert is_renowned(renowned, "knight")
    # The next turn of its controller: it attacks again and deals damage, but is renowned.
    later = play(renowned, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert later.turn.active_player == "B"
    later = play(later, {"type": "advance", "to": "declare_attackers", "turn": "next"}).state
    assert later.turn.active_player == "A"
    attacked = play(later, {"type": "attack", "attackers": {"knight": "B"}}).state
    hit = play(attacked, {"type": "advance", "to": "combat_damage"})
    assert hit.state.player("B").life == 17 - 4
    assert hit.state.object("knight").counter("+1/+1") == 1
    assert hit.state.zone(Zone.STACK) == ()  # 603.4: it didn't trigger


def test_blocked_it_deals_no_damage_to_a_player_and_isnt_renowned() -> None:
    state = _attacking([{"id": "wall", "card": "Wall of Stone"}])
    blocked = play(
        play(state, {"type": "advance"}).state, {"type": "block", "blockers": {"wall": "knight"}}
    )
    done = play(blocked.state, {"type": "advance", "to": "end_of_combat"})
    assert done.state.object("knight").counter("+1/+1") == 0
    assert not is_renowned(done.state, "knight")
