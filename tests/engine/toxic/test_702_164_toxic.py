"""Toxic (702.164): "Toxic N" is a static ability (702.164a); combat damage a creature with toxic
deals to a player also gives that player poison counters equal to its total toxic value
(702.164b-c), beside the life loss (120.3). Ten poison counters lose the game (704.5c).
Branchblight Stalker (Toxic 2), Jawbone Duelist (double strike, toxic 1) and Tyrranax Rex
("Trample, ward {4}, haste" and "Toxic 4") are compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

STALKER = {
    "name": "Branchblight Stalker",
    "type_line": "Creature — Phyrexian Elf Scout",
    "mana_cost": "{1}{G}",
    "power": "3",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Toxic"],
    "oracle_text": "Toxic 2 (Players dealt combat damage by this creature also get two poison "
    "counters.)",
}
DUELIST = {
    "name": "Jawbone Duelist",
    "type_line": "Creature — Phyrexian Soldier",
    "mana_cost": "{1}{W}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "keywords": ["Double strike", "Toxic"],
    "oracle_text": "Double strike\nToxic 1 (Players dealt combat damage by this creature also "
    "get a poison counter.)",
}
REX = {
    "name": "Tyrranax Rex",
    "type_line": "Creature — Phyrexian Dinosaur",
    "mana_cost": "{4}{G}{G}{G}",
    "power": "8",
    "toughness": "8",
    "layout": "normal",
    "keywords": ["Trample", "Ward", "Haste", "Toxic"],
    "oracle_text": "This spell can't be countered.\nTrample, ward {4}, haste\nToxic 4 (Players "
    "dealt combat damage by this creature also get four poison counters.)",
}
RECORDS = {r["name"]: r for r in (STALKER, DUELIST, REX)}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        ("Branchblight Stalker", "Toxic 2"),
        ("Jawbone Duelist", "Double strike\nToxic 1"),
        ("Tyrranax Rex", "~ can't be countered.\nTrample, ward {4}, haste\nToxic 4"),
    ],
)
def test_toxic_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _attack(card: str, blockers: list[dict[str, Any]] | None = None, poison: int = 0) -> GameState:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "attacker", "card": card}],
            "library": [{"id": "a_lib", "card": "Forest"}],
        },
        {
            "id": "B",
            "poison": poison,
            "battlefield": blockers or [],
            "library": [{"id": "b_lib", "card": "Forest"}],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    return play(state, {"type": "attack", "attackers": {"attacker": "B"}}).state


def test_combat_damage_to_a_player_gives_poison_counters_702_164c() -> None:
    done = play(_attack("Branchblight Stalker"), {"type": "advance", "to": "combat_damage"})
    b = done.state.player("B")
    assert b.life == 17  # the damage's usual result too (120.3a)
    assert b.poison == 2
    assert cites(done.log, "702.164c")


def test_each_combat_damage_step_gives_poison_counters_510_4() -> None:
    """Double strike deals combat damage twice: toxic 1 gives a poison counter each time."""
    done = play(_attack("Jawbone Duelist"), {"type": "advance", "to": "end_of_combat"})
    b = done.state.player("B")
    assert (b.life, b.poison) == (18, 2)


def test_combat_damage_to_a_creature_gives_no_poison() -> None:
    state = _attack("Branchblight Stalker", [{"id": "wall", "card": "Grizzly Bears"}])
    state = play(state, {"type": "advance", "to": "declare_blockers"}).state
    state = play(state, {"type": "block", "blockers": {"wall": "attacker"}}).state
    done = play(state, {"type": "advance", "to": "combat_damage"})
    assert done.state.player("B").poison == 0
    assert not cites(done.log, "702.164c")


def test_ten_poison_counters_lose_the_game_704_5c() -> None:
    done = play(
        _attack("Branchblight Stalker", poison=8), {"type": "advance", "to": "combat_damage"}
    )
    assert done.state.player("B").poison == 10
    assert done.state.player("B").lost
    assert cites(done.log, "704.5c")
