"""Exile until ~ leaves the battlefield (610.3): Cast Out, Fairgrounds Warden and Suspension
Field, compiled from their Oracle text. The card returns as soon as the permanent leaves, with
no trigger and no stack, under its owner's control (610.3c); if the permanent has left before
its ability resolves, nothing is exiled (610.3b)."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

CAST_OUT = {
    "name": "Cast Out",
    "type_line": "Enchantment",
    "mana_cost": "{3}{W}",
    "colors": ["W"],
    "layout": "normal",
    "keywords": ["Cycling", "Flash"],
    "oracle_text": "Flash\nWhen Cast Out enters the battlefield, exile target nonland permanent "
    "an opponent controls until Cast Out leaves the battlefield.\nCycling {W} ({W}, Discard "
    "this card: Draw a card.)",
}
FAIRGROUNDS_WARDEN = {
    "name": "Fairgrounds Warden",
    "type_line": "Creature — Dwarf Soldier",
    "mana_cost": "{2}{W}",
    "colors": ["W"],
    "power": "1",
    "toughness": "3",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Fairgrounds Warden enters the battlefield, exile target creature an "
    "opponent controls until Fairgrounds Warden leaves the battlefield.",
}
SUSPENSION_FIELD = {
    "name": "Suspension Field",
    "type_line": "Enchantment",
    "mana_cost": "{1}{W}",
    "colors": ["W"],
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Suspension Field enters the battlefield, you may exile target creature "
    "with toughness 3 or greater until Suspension Field leaves the battlefield. (That creature "
    "returns under its owner's control.)",
}
CARDS = {c["name"]: c for c in (CAST_OUT, FAIRGROUNDS_WARDEN, SUSPENSION_FIELD)}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(CARDS)


def cast(card: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "object": card, "targets": list(targets), "free": True}


@pytest.mark.parametrize("record", list(CARDS.values()), ids=list(CARDS))
def test_the_cards_compile_as_automated(record: Any) -> None:
    assert compile_record(record).label == AUTOMATED


def cast_out_board(**giant: Any) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "castout", "card": "Cast Out"},
                {"id": "disenchant", "card": "Disenchant"},
            ],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "giant", "card": "Hill Giant", **giant},
                {"id": "mountain", "card": "Mountain"},
            ],
        },
    )


def exiled(state: GameState) -> GameState:
    """Cast Out resolves; its ability (the Giant: the only nonland permanent Bob controls)
    resolves."""
    entered = play(play(state, cast("castout")).state, RESOLVE)
    assert cites(entered.log, "603.3d")
    return play(entered.state, RESOLVE).state


def test_cast_out_exiles_until_it_leaves_and_the_card_returns_at_once_610_3() -> None:
    state = exiled(cast_out_board())
    assert state.object("giant").zone is Zone.EXILE
    assert engine.load(engine.dump(state)) == state  # the link is part of the document
    destroyed = play(play(state, cast("disenchant", "castout")).state, RESOLVE)
    assert destroyed.state.object("castout").zone is Zone.GRAVEYARD
    giant = destroyed.state.object("giant")
    assert giant.zone is Zone.BATTLEFIELD and giant.controller == "B"
    assert destroyed.state.zone(Zone.STACK) == ()  # no trigger: part of the effect (610.3)
    assert cites(destroyed.log, "610.3c")


def test_the_card_returns_under_its_owners_control_610_3c() -> None:
    state = exiled(cast_out_board(owner="A"))  # Bob controlled Alice's Giant
    destroyed = play(play(state, cast("disenchant", "castout")).state, RESOLVE)
    assert destroyed.state.object("giant").controller == "A"


def test_if_cast_out_leaves_before_its_ability_resolves_nothing_is_exiled_610_3b() -> None:
    state = cast_out_board()
    entered = play(play(state, cast("castout")).state, RESOLVE).state
    destroyed = play(play(entered, cast("disenchant", "castout")).state, RESOLVE).state
    done = play(destroyed, RESOLVE)
    assert done.state.object("giant").zone is Zone.BATTLEFIELD
    assert cites(done.log, "610.3b")


def test_fairgrounds_warden_returns_the_creature_when_it_dies() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "warden", "card": "Fairgrounds Warden"}]},
        {"id": "B", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
    )
    done = play(play(play(state, cast("warden")).state, RESOLVE).state, RESOLVE)
    assert done.state.object("giant").zone is Zone.EXILE
    died = play(done.state, {"type": "move_object", "object": "warden", "to": "graveyard"})
    assert died.state.object("giant").zone is Zone.BATTLEFIELD


def test_suspension_field_targets_only_toughness_3_or_greater_and_may_decline() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "field", "card": "Suspension Field"}]},
        {
            "id": "B",
            "battlefield": [
                {"id": "giant", "card": "Hill Giant"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
    )
    entered = play(play(state, cast("field")).state, RESOLVE)  # the Giant: the only 3 toughness
    assert cites(entered.log, "603.3d")
    declined = play(entered.state, RESOLVE, ["no"])
    assert declined.state.object("giant").zone is Zone.BATTLEFIELD
    taken = play(entered.state, RESOLVE, ["yes"])
    assert taken.state.object("giant").zone is Zone.EXILE
    assert taken.state.object("bears").zone is Zone.BATTLEFIELD
