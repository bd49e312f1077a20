"""601.2f: "Kithkin spells and Soldier spells you cast cost {1} less to cast." (Ballyrush
Banneret): a spell of either creature type costs {1} less, a spell of both types only {1} less
(one effect, applied once), any other spell the full cost; and a creature type spelled the same
in the plural ("Kithkin") is read as the type (engine.oracle.grammar.cost_changes)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import settle
from engine.testing.scenario import board, cites, play


def creature(name: str, type_line: str, cost: str, text: str = "") -> dict[str, Any]:
    return {
        "name": name,
        "type_line": type_line,
        "mana_cost": cost,
        "power": "2",
        "toughness": "2",
        "layout": "normal",
        "oracle_text": text,
        "colors": ["W"],
    }


RECORDS = {
    r["name"]: r
    for r in (
        creature(
            "Ballyrush Banneret",
            "Creature — Kithkin Soldier",
            "{1}{W}",
            "Kithkin spells and Soldier spells you cast cost {1} less to cast.",
        ),
        creature("Test Kithkin", "Creature — Kithkin Rogue", "{2}{W}"),
        creature("Test Soldier", "Creature — Human Soldier", "{2}{W}"),
        creature("Test Kithkin Soldier", "Creature — Kithkin Soldier", "{2}{W}"),
        creature("Test Cleric", "Creature — Human Cleric", "{2}{W}"),
    )
}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def test_the_banneret_is_automated() -> None:
    assert compile_record(RECORDS["Ballyrush Banneret"]).label == AUTOMATED


def game(spell: str, pool: dict[str, int]) -> GameState:
    return board(
        {
            "id": "A",
            "mana_pool": pool,
            "battlefield": [{"id": "banneret", "card": "Ballyrush Banneret"}],
            "hand": [{"id": "h0", "card": spell}],
        },
        {"id": "B"},
    )


def casts(state: GameState) -> GameState:
    result = settle(state, {"type": "cast", "object": "h0"})
    assert result.state.object("h0").zone is Zone.STACK
    assert cites(result.log, "601.2f")
    return result.state


@pytest.mark.parametrize("spell", ["Test Kithkin", "Test Soldier", "Test Kithkin Soldier"])
def test_either_creature_type_costs_one_less(spell: str) -> None:
    state = casts(game(spell, {"W": 1, "C": 1}))
    assert state.player("A").mana_pool.to_json() == {}


def test_a_spell_of_both_types_costs_only_one_less() -> None:
    with pytest.raises(IllegalAction):
        play(game("Test Kithkin Soldier", {"W": 1}), {"type": "cast", "object": "h0"})


def test_another_creature_type_pays_the_full_cost() -> None:
    with pytest.raises(IllegalAction):
        play(game("Test Cleric", {"W": 1, "C": 1}), {"type": "cast", "object": "h0"})
    result = settle(game("Test Cleric", {"W": 1, "C": 2}), {"type": "cast", "object": "h0"})
    assert result.state.player("A").mana_pool.to_json() == {}
    assert not cites(result.log, "601.2f")  # no cost change applied
