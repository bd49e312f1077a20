""" "If you've been dealt damage by two or more creatures this turn, you may pay {R} rather than
pay this spell's mana cost." (Inferno Trap: an alternative cost, 118.9, whose condition is
checked as the spell is cast, 601.2b). The turn's history remembers each creature that dealt a
player damage (engine.mechanics.turn_history: one record per player and creature, the creature
named by its id and timestamp, 400.7; a source that has left is read as it last existed, 608.2h).
Inferno Trap and Mogg Fanatic are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.mechanics.turn_history import damaging_creatures
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import settle
from engine.testing.scenario import board, cites, play

RECORDS: dict[str, dict[str, Any]] = {
    "Inferno Trap": {
        "name": "Inferno Trap",
        "mana_cost": "{3}{R}",
        "type_line": "Instant — Trap",
        "colors": ["R"],
        "layout": "normal",
        "oracle_text": "If you've been dealt damage by two or more creatures this turn, you may "
        "pay {R} rather than pay this spell's mana cost.\nInferno Trap deals 4 damage to target "
        "creature.",
    },
    "Mogg Fanatic": {
        "name": "Mogg Fanatic",
        "mana_cost": "{R}",
        "type_line": "Creature — Goblin",
        "colors": ["R"],
        "power": "1",
        "toughness": "1",
        "layout": "normal",
        "oracle_text": "Sacrifice Mogg Fanatic: It deals 1 damage to any target.",
    },
}
RESOLVE = {"type": "resolve"}
TRAP = {"type": "cast", "object": "trap", "alternative": True, "targets": ["angel"]}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_inferno_trap_compiles_automated() -> None:
    compiled = compile_record(RECORDS["Inferno Trap"])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == RECORDS["Inferno Trap"]["oracle_text"].replace(
        "this spell's", "~'s"
    ).replace("Inferno Trap", "~")


def _board(bob: list[dict[str, Any]], **turn: Any) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "mana_pool": {"R": 1},
            "hand": [{"id": "trap", "card": "Inferno Trap"}],
            "battlefield": [{"id": "mountain", "card": "Mountain"}],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": "angel", "card": "Serra Angel"}, *bob],
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
        },
        turn=turn or {"number": 3, "active_player": "A", "step": "precombat_main"},
    )


def _damage(state: GameState, source: str, amount: int = 1) -> GameState:
    return play(
        state, {"type": "deal_damage", "source": source, "target": "A", "amount": amount}
    ).state


def _trap_resolves(state: GameState) -> GameState:
    cast = settle(state, TRAP)
    assert cast.state.player("A").mana_pool.to_json() == {}  # {R} paid, not {3}{R}
    assert cites(cast.log, "118.9") and cites(cast.log, "601.2b")
    return play(cast.state, RESOLVE).state


def test_two_attacking_bears_dealt_combat_damage_so_the_trap_costs_r() -> None:
    state = _board(
        [{"id": "bears1", "card": "Grizzly Bears"}, {"id": "bears2", "card": "Grizzly Bears"}],
        number=4,
        active_player="B",
        step="declare_attackers",
    )
    state = play(state, {"type": "attack", "attackers": {"bears1": "A", "bears2": "A"}}).state
    while state.player("A").life == 20:
        state = play(state, {"type": "advance"}).state
    assert state.player("A").life == 16
    assert damaging_creatures(state, "A") == 2
    # Alice's mana emptied as the step ended (500.4): she taps her Mountain for the {R}.
    state = play(state, {"type": "activate", "object": "mountain", "ability": 0}).state
    done = _trap_resolves(state)
    assert done.object("angel").zone is Zone.GRAVEYARD  # 4 damage to the 4/4 (704.5g)


def test_one_creature_dealing_damage_twice_is_one_creature() -> None:
    state = _board([{"id": "bears1", "card": "Grizzly Bears"}])
    state = _damage(_damage(state, "bears1"), "bears1")
    assert damaging_creatures(state, "A") == 1
    with pytest.raises(IllegalAction) as refused:
        play(state, TRAP)
    assert refused.value.rule == "601.2b"


def test_damage_from_a_spell_isnt_from_a_creature() -> None:
    state = _board([{"id": "bears1", "card": "Grizzly Bears"}])
    state = _damage(state, "bears1")
    bolt = play(state, {"type": "cast", "object": "bolt", "targets": ["A"], "free": True}).state
    state = play(bolt, RESOLVE).state
    assert state.player("A").life == 16
    assert damaging_creatures(state, "A") == 1
    with pytest.raises(IllegalAction):
        play(state, TRAP)


def test_damage_to_another_player_doesnt_count_for_you() -> None:
    state = _board(
        [{"id": "bears1", "card": "Grizzly Bears"}, {"id": "bears2", "card": "Grizzly Bears"}]
    )
    state = _damage(state, "bears1")
    state = play(
        state, {"type": "deal_damage", "source": "bears2", "target": "B", "amount": 2}
    ).state
    assert damaging_creatures(state, "A") == 1
    with pytest.raises(IllegalAction):
        play(state, TRAP)


def test_a_sacrificed_fanatic_is_still_the_creature_that_dealt_damage_before_608_2h() -> None:
    state = _board([{"id": "fanatic", "card": "Mogg Fanatic"}])
    state = _damage(state, "fanatic")  # as a creature on the battlefield
    sacrificed = play(
        state, {"type": "activate", "object": "fanatic", "ability": 0, "targets": ["A"]}
    )
    assert sacrificed.state.object("fanatic").zone is Zone.GRAVEYARD
    state = play(sacrificed.state, RESOLVE).state
    assert state.player("A").life == 18
    # The same Fanatic, as it last existed on the battlefield: still one creature.
    assert damaging_creatures(state, "A") == 1
    with pytest.raises(IllegalAction):
        play(state, TRAP)


def test_a_sacrificed_fanatic_and_bears_are_two_creatures() -> None:
    state = _board(
        [{"id": "fanatic", "card": "Mogg Fanatic"}, {"id": "bears1", "card": "Grizzly Bears"}]
    )
    state = _damage(state, "bears1")
    sacrificed = play(
        state, {"type": "activate", "object": "fanatic", "ability": 0, "targets": ["A"]}
    )
    state = play(sacrificed.state, RESOLVE).state
    assert damaging_creatures(state, "A") == 2
    done = _trap_resolves(state)
    assert done.object("angel").zone is Zone.GRAVEYARD


def test_a_creature_that_left_and_came_back_is_a_new_creature_400_7() -> None:
    state = _board([{"id": "bears1", "card": "Grizzly Bears"}])
    state = _damage(state, "bears1")
    for zone in ("hand", "battlefield"):
        state = play(state, {"type": "move_object", "object": "bears1", "to": zone}).state
    state = _damage(state, "bears1")
    assert damaging_creatures(state, "A") == 2
    _trap_resolves(state)
