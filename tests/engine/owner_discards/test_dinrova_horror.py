"""Dinrova Horror ("When ~ enters, return target permanent to its owner's hand, then that player
discards a card."), compiled from its Oracle text: "that player" is the permanent's owner
(108.3), who chooses the card to discard (701.9a), even if another player controlled it."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.choices import DecisionKind
from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play

DINROVA_HORROR = {
    "name": "Dinrova Horror",
    "type_line": "Creature — Horror",
    "mana_cost": "{4}{U}{B}",
    "colors": ["B", "U"],
    "power": "4",
    "toughness": "4",
    "layout": "normal",
    "keywords": [],
    "oracle_text": "When Dinrova Horror enters the battlefield, return target permanent to its "
    "owner's hand, then that player discards a card.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from({"Dinrova Horror": DINROVA_HORROR})


def test_dinrova_horror_compiles_as_automated() -> None:
    assert compile_record(DINROVA_HORROR).label == AUTOMATED


def horror_board(**giant: Any) -> Any:
    state = board(
        {"id": "A", "hand": [{"id": "horror", "card": "Dinrova Horror"}]},
        {
            "id": "B",
            "battlefield": [{"id": "giant", "card": "Hill Giant", **giant}],
            "hand": [{"id": "shock", "card": "Shock"}],
        },
    )
    cast = play(state, {"type": "cast", "object": "horror", "free": True}).state
    return play(cast, RESOLVE, ["giant"]).state


def test_the_owner_gets_the_card_back_and_discards_a_card_they_choose_701_9a() -> None:
    state = horror_board()
    asked = pending(state, RESOLVE).pending
    assert asked is not None and asked.decider == "B" and asked.kind is DecisionKind.TARGET
    assert {o.id for o in asked.options} == {"giant", "shock"}
    done = play(state, RESOLVE, ["giant"])
    assert done.state.object("giant").zone is Zone.GRAVEYARD
    assert done.state.object("shock").zone is Zone.HAND
    assert cites(done.log, "701.9a")


def test_that_player_is_the_owner_not_the_controller_108_3() -> None:
    # Alice controls Bob's Hill Giant (on Bob's side of the board, owner B): bounced to Bob's
    # hand, so Bob discards.
    state = board(
        {
            "id": "A",
            "hand": [{"id": "horror", "card": "Dinrova Horror"}, {"id": "bolt", "card": "Shock"}],
            "battlefield": [{"id": "giant", "card": "Hill Giant", "owner": "B"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "horror", "free": True}).state
    entered = play(cast, RESOLVE, ["giant"]).state
    done = play(entered, RESOLVE)
    assert done.state.object("giant").zone is Zone.GRAVEYARD  # Bob's only card: discarded
    assert done.state.object("giant").owner == "B"
    assert done.state.object("bolt").zone is Zone.HAND  # Alice discards nothing
