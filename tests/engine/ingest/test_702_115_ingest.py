"""Ingest (702.115a): "Whenever this creature deals combat damage to a player, that player
exiles the top card of their library." Culling Drone (devoid, ingest; 2/2) and Mist Intruder
(devoid, flying, ingest; 1/2) are compiled from their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

DRONE = {
    "name": "Culling Drone",
    "type_line": "Creature — Eldrazi Drone",
    "mana_cost": "{1}{B}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Devoid", "Ingest"],
    "oracle_text": "Devoid (This card has no color.)\nIngest (Whenever this creature deals combat "
    "damage to a player, that player exiles the top card of their library.)",
}
INTRUDER = {
    "name": "Mist Intruder",
    "type_line": "Creature — Eldrazi Drone",
    "mana_cost": "{1}{U}",
    "power": "1",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Devoid", "Flying", "Ingest"],
    "oracle_text": "Devoid (This card has no color.)\nFlying\nIngest (Whenever this creature "
    "deals combat damage to a player, that player exiles the top card of their library.)",
}
RECORDS = {r["name"]: r for r in (DRONE, INTRUDER)}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("name", "printed"),
    [("Culling Drone", "Devoid\nIngest"), ("Mist Intruder", "Devoid\nFlying\nIngest")],
)
def test_ingest_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(RECORDS[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _attack(blockers: list[dict[str, Any]] | None = None) -> GameState:
    state = board(
        {"id": "A", "battlefield": [{"id": "drone", "card": "Culling Drone"}]},
        {
            "id": "B",
            "battlefield": blockers or [],
            "library": [{"id": "top", "card": "Forest"}, {"id": "second", "card": "Island"}],
        },
        turn={"number": 3, "active_player": "A", "step": "declare_attackers"},
    )
    return play(state, {"type": "attack", "attackers": {"drone": "B"}}).state


def test_combat_damage_to_a_player_exiles_their_top_card_702_115a() -> None:
    damaged = play(_attack(), {"type": "advance", "to": "combat_damage"})
    assert damaged.state.player("B").life == 18
    done = play(damaged.state, {"type": "resolve"})
    assert done.state.object("top").zone is Zone.EXILE
    assert done.state.object("second").zone is Zone.LIBRARY  # only the top card
    assert cites((*damaged.log, *done.log), "702.115a")


def test_combat_damage_to_a_blocker_exiles_nothing() -> None:
    state = _attack([{"id": "wall", "card": "Grizzly Bears"}])
    state = play(state, {"type": "advance", "to": "declare_blockers"}).state
    state = play(state, {"type": "block", "blockers": {"wall": "drone"}}).state
    done = play(state, {"type": "advance", "to": "end_of_combat"})
    assert done.state.object("top").zone is Zone.LIBRARY
    assert not cites(done.log, "702.115a")
