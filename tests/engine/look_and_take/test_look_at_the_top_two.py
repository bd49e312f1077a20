"""Sea Gate Oracle ("When ~ enters, look at the top two cards of your library. Put one of them
into your hand and the other on the bottom of your library.") and Tower Geist ("... and the
other into your graveyard."), compiled from their Oracle text: the controller chooses the card
for their hand (608.2c)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

SEA_GATE_ORACLE = {
    "name": "Sea Gate Oracle",
    "type_line": "Creature — Human Wizard",
    "mana_cost": "{2}{U}",
    "colors": ["U"],
    "power": "1",
    "toughness": "3",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Sea Gate Oracle enters the battlefield, look at the top two cards of "
    "your library. Put one of them into your hand and the other on the bottom of your library.",
}
TOWER_GEIST = {
    "name": "Tower Geist",
    "type_line": "Creature — Spirit",
    "mana_cost": "{3}{U}",
    "colors": ["U"],
    "power": "2",
    "toughness": "2",
    "layout": "normal",
    "keywords": ["Flying"],
    "oracle_text": "Flying\nWhen Tower Geist enters the battlefield, look at the top two cards "
    "of your library. Put one of them into your hand and the other into your graveyard.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Sea Gate Oracle": SEA_GATE_ORACLE, "Tower Geist": TOWER_GEIST})


def entered(card: str, *library: str) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "it", "card": card}],
            "library": [{"id": f"l{i}", "card": name} for i, name in enumerate(library)],
        },
        {"id": "B"},
    )
    return play(play(state, {"type": "cast", "object": "it", "free": True}).state, RESOLVE).state


def test_the_cards_compile_as_automated() -> None:
    assert compile_record(SEA_GATE_ORACLE).label == AUTOMATED
    assert compile_record(TOWER_GEIST).label == AUTOMATED


def test_sea_gate_oracle_takes_one_and_puts_the_other_on_the_bottom_608_2c() -> None:
    state = entered("Sea Gate Oracle", "Grizzly Bears", "Shock", "Island")
    asked = pending(state, RESOLVE).pending
    assert asked is not None and asked.decider == "A"
    assert {o.id for o in asked.options} == {"l0", "l1"}
    done = play(state, RESOLVE, ["l1"])
    assert done.state.object("l1").zone is Zone.HAND
    assert [c.id for c in done.state.zone(Zone.LIBRARY, "A")] == ["l2", "l0"]
    assert cites(done.log, "608.2c")


def test_tower_geist_puts_the_other_into_the_graveyard() -> None:
    done = play(entered("Tower Geist", "Grizzly Bears", "Shock", "Island"), RESOLVE, ["l0"])
    assert done.state.object("l0").zone is Zone.HAND
    assert done.state.object("l1").zone is Zone.GRAVEYARD
    assert [c.id for c in done.state.zone(Zone.LIBRARY, "A")] == ["l2"]


def test_with_one_card_left_it_goes_to_the_hand() -> None:
    done = play(entered("Sea Gate Oracle", "Island"), RESOLVE)
    assert done.state.object("l0").zone is Zone.HAND
    assert done.state.zone(Zone.LIBRARY, "A") == ()
