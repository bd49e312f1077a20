"""Protection written as a keyword ("Protection from red", printed or inline) prevents damage from
a source with the quality (702.16e), as a protection effect does; damage from other sources is
dealt. Before, only a protection effect prevented damage, and a printed keyword didn't."""

from __future__ import annotations

from typing import Any

import engine
from engine.core.state import GameState


def _board(keywords: list[str]) -> GameState:
    knight: dict[str, Any] = {
        "id": "knight",
        "card": "Test Knight",
        "characteristics": {
            "types": ["Creature"],
            "subtypes": ["Knight"],
            "keywords": keywords,
            "power": 2,
            "toughness": 2,
            "colors": ["W"],
            "mana_cost": "{W}{W}",
        },
    }
    return engine.load(
        {
            "version": 1,
            "turn": {"number": 3, "active_player": "A", "step": "precombat_main"},
            "players": [
                {
                    "id": "A",
                    "name": "Alice",
                    "battlefield": [
                        {"id": "dragon", "card": "Shivan Dragon"},
                        {"id": "bears", "card": "Grizzly Bears"},
                    ],
                },
                {"id": "B", "name": "Bob", "battlefield": [knight]},
            ],
        }
    )


def _damage(state: GameState, source: str, amount: int = 3) -> engine.Result:
    action = {"type": "deal_damage", "source": source, "target": "knight", "amount": amount}
    return engine.apply(state, action)


def test_a_red_source_deals_no_damage_to_protection_from_red_702_16e() -> None:
    result = _damage(_board(["Protection from red"]), "dragon")
    knight = result.state.object("knight")
    assert knight.zone.value == "battlefield" and knight.damage == 0
    assert any("702.16e" in entry.rules for entry in result.log)


def test_a_green_source_deals_its_damage_and_the_knight_dies_704_5g() -> None:
    result = _damage(_board(["Protection from red"]), "bears")
    assert result.state.find_object("knight").zone.value == "graveyard"
    assert not any("702.16e" in entry.rules for entry in result.log)


def test_protection_from_a_card_type_keyword() -> None:
    result = _damage(_board(["Protection from creatures"]), "bears", amount=1)
    assert result.state.object("knight").damage == 0
