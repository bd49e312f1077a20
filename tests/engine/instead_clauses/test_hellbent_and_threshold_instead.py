"""The same "instead if" lines (608.2c, engine.oracle.grammar.instead_clauses) with hellbent's
"if you have no cards in hand" and threshold's "if seven or more cards are in your graveyard"
(207.2c), read for the spell's controller as it resolves: Cackling Flames, Thermal Blast."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

CARDS = {
    "Cackling Flames": {
        "name": "Cackling Flames",
        "type_line": "Instant",
        "oracle_text": "Cackling Flames deals 3 damage to any target.\nHellbent — Cackling "
        "Flames deals 5 damage instead if you have no cards in hand.",
        "mana_cost": "{3}{R}",
        "layout": "normal",
    },
    "Thermal Blast": {
        "name": "Thermal Blast",
        "type_line": "Instant",
        "oracle_text": "Thermal Blast deals 3 damage to target creature.\nThreshold — Thermal "
        "Blast deals 5 damage instead if seven or more cards are in your graveyard.",
        "mana_cost": "{4}{R}",
        "layout": "normal",
    },
}


@pytest.fixture(autouse=True)
def _compiled_from_their_text(compiled_from: Any) -> None:
    compiled_from(CARDS)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_card_compiles_automated_and_prints_back_its_text(name: str) -> None:
    compiled = compile_record(CARDS[name])
    assert compiled.label == AUTOMATED, compiled.lines
    assert compiled.printed == compiled.normalized


def game(spell: str, hand: int = 0, graveyard: int = 0, bobs_graveyard: int = 0) -> GameState:
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "spell", "card": spell}]
            + [{"id": f"h{i}", "card": "Mountain"} for i in range(hand)],
            "graveyard": [{"id": f"g{i}", "card": "Mountain"} for i in range(graveyard)],
            "library": [{"id": f"l{i}", "card": "Mountain"} for i in range(3)],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": "angel", "card": "Serra Angel"}],
            "graveyard": [{"id": f"b{i}", "card": "Plains"} for i in range(bobs_graveyard)],
            "library": [{"id": f"m{i}", "card": "Plains"} for i in range(3)],
        },
        turn={"number": 2, "active_player": "A", "step": "precombat_main"},
    )


def cast(state: GameState, target: str) -> Any:
    action = {"type": "cast", "object": "spell", "free": True, "targets": [target]}
    return play(play(state, action).state, {"type": "resolve"})


def test_cackling_flames_deals_three_while_alice_holds_a_card() -> None:
    assert cast(game("Cackling Flames", hand=1), "B").state.player("B").life == 17


def test_cackling_flames_deals_five_instead_from_an_empty_hand() -> None:
    # The spell itself left her hand as it was cast (601.2a): her hand is empty as it resolves.
    result = cast(game("Cackling Flames"), "B")
    assert result.state.player("B").life == 15
    assert cites(result.log, "608.2c")


def test_thermal_blast_with_six_cards_in_the_graveyard_leaves_serra_angel_alive() -> None:
    result = cast(game("Thermal Blast", graveyard=6), "angel")
    angel = result.state.object("angel")
    assert angel.zone is Zone.BATTLEFIELD and angel.damage == 3


def test_thermal_blast_with_seven_cards_in_alices_graveyard_kills_serra_angel() -> None:
    result = cast(game("Thermal Blast", graveyard=7), "angel")
    assert result.state.object("angel").zone is Zone.GRAVEYARD  # 5 damage on a 4/4


def test_bobs_graveyard_doesnt_count_for_alices_threshold() -> None:
    result = cast(game("Thermal Blast", graveyard=0, bobs_graveyard=9), "angel")
    assert result.state.object("angel").damage == 3
