"""Hexproof from a quality (702.11d): "This permanent can't be the target of [quality] spells or
abilities your opponents control." Knight of Grace (first strike, hexproof from black) and
Nevinyrral, Urborg Tyrant ("Hexproof from artifacts, creatures, and enchantments") read their
keyword line from their Oracle text; Murder (black), Lightning Bolt (red) and Prodigal
Sorcerer (a creature) target them.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, play

KNIGHT = {
    "name": "Knight of Grace",
    "type_line": "Creature — Human Knight",
    "mana_cost": "{1}{W}",
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["First strike", "Hexproof from"],
    "oracle_text": "First strike\nHexproof from black (This creature can't be the target of "
    "black spells or abilities your opponents control.)",
}
NEVINYRRAL = {
    "name": "Nevinyrral, Urborg Tyrant",
    "type_line": "Legendary Creature — Zombie Wizard",
    "mana_cost": "{3}{W}{U}{B}",
    "power": "3",
    "toughness": "6",
    "layout": "normal",
    "keywords": ["Hexproof from"],
    "oracle_text": "Hexproof from artifacts, creatures, and enchantments",
}
MURDER = {
    "name": "Murder",
    "type_line": "Instant",
    "mana_cost": "{1}{B}{B}",
    "layout": "normal",
    "oracle_text": "Destroy target creature.",
}
SORCERER = {
    "name": "Prodigal Sorcerer",
    "type_line": "Creature — Human Wizard",
    "mana_cost": "{2}{U}",
    "power": "1",
    "toughness": "1",
    "layout": "normal",
    "oracle_text": "{T}: Prodigal Sorcerer deals 1 damage to any target.",
}
RECORDS = {r["name"]: r for r in (KNIGHT, NEVINYRRAL, MURDER, SORCERER)}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


@pytest.mark.parametrize(
    ("record", "printed"),
    [
        (KNIGHT, "First strike\nHexproof from black"),
        (NEVINYRRAL, "Hexproof from artifacts, creatures, and enchantments"),
    ],
)
def test_hexproof_from_compiles_and_prints_back(record: dict[str, Any], printed: str) -> None:
    compiled = compile_record(record)
    assert not compiled.not_applied
    assert compiled.printed == printed


def _board(caster: str) -> GameState:
    return board(
        {"id": "A", "battlefield": [{"id": "knight", "card": "Knight of Grace"}]},
        {
            "id": "B",
            "hand": [
                {"id": "murder", "card": "Murder"},
                {"id": "bolt", "card": "Lightning Bolt"},
            ],
        },
        turn={"number": 3, "active_player": caster, "step": "precombat_main"},
    )


def _cast(state: GameState, spell: str) -> Any:
    return play(state, {"type": "cast", "object": spell, "targets": ["knight"], "free": True})


def test_an_opponents_black_spell_cant_target_it_702_11d() -> None:
    state = _board("B")
    with pytest.raises(IllegalAction) as refused:
        _cast(state, "murder")
    assert "702.11d" in str(refused.value)


def test_a_spell_without_the_quality_can_target_it() -> None:
    state = _board("B")
    cast = _cast(state, "bolt")
    done = play(cast.state, {"type": "resolve"})
    assert done.state.object("knight").zone is Zone.GRAVEYARD


def test_its_controllers_black_spell_can_target_it() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "knight", "card": "Knight of Grace"}],
            "hand": [{"id": "murder", "card": "Murder"}],
        },
        {"id": "B"},
    )
    cast = _cast(state, "murder")
    done = play(cast.state, {"type": "resolve"})
    assert done.state.object("knight").zone is Zone.GRAVEYARD


def test_a_creatures_ability_cant_target_nevinyrral_702_11d() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "nev", "card": "Nevinyrral, Urborg Tyrant"}]},
        {"id": "B", "battlefield": [{"id": "sparker", "card": "Prodigal Sorcerer"}]},
        turn={"number": 3, "active_player": "B", "step": "precombat_main"},
    )
    with pytest.raises(IllegalAction) as refused:
        play(state, {"type": "activate", "object": "sparker", "ability": 0, "targets": ["nev"]})
    assert "702.11d" in str(refused.value)
