"""Buyback costs of more than mana (702.27a: an optional additional cost; paid, the spell returns
to its owner's hand as it resolves), with cards of the 2026 card file compiled from their Oracle
text: Reaping the Rewards ({W} instant, "Buyback—Sacrifice a land.", "You gain 2 life.") and
Flowstone Flood ({3}{R} sorcery, "Buyback—Pay 3 life, Discard a card at random.", "Destroy
target land.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

REAPING = "Reaping the Rewards"
FLOOD = "Flowstone Flood"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, REAPING, FLOOD)


def _reaping(lands: int) -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "reap", "card": REAPING}],
            "battlefield": [{"id": f"p{i}", "card": "Plains"} for i in range(lands)],
            "mana_pool": {"W": 1},
        },
        {"id": "B"},
    )


def test_702_27a_buyback_costs_compile_and_print_back() -> None:
    for name, line in (
        (REAPING, "Buyback—Sacrifice a land."),
        (FLOOD, "Buyback—Pay 3 life, Discard a card at random."),
    ):
        compiled = compile_record(records(name)[name])
        assert compiled.label == AUTOMATED
        assert compiled.printed.splitlines()[0] == line


def test_702_27a_reaping_with_buyback_sacrifices_the_chosen_land_and_returns_to_hand() -> None:
    cast = {"type": "cast", "object": "reap", "buyback": True}
    asked = pending(_reaping(2), cast)
    assert {o.id for o in asked.pending.options} == {"p0", "p1"}  # the caster chooses (601.2h)
    paid = play(_reaping(2), cast, ["p1"])
    assert paid.state.object("p1").zone is Zone.GRAVEYARD
    assert paid.state.object("p0").zone is Zone.BATTLEFIELD
    assert cites(paid.log, "702.27a") and cites(paid.log, "701.21a")
    done = play(paid.state, RESOLVE)
    assert done.state.player("A").life == 22
    assert done.state.object("reap").zone is Zone.HAND
    assert cites(done.log, "702.27a")


def test_702_27a_reaping_without_buyback_keeps_the_land_and_goes_to_the_graveyard() -> None:
    done = play(play(_reaping(1), {"type": "cast", "object": "reap"}).state, RESOLVE)
    assert done.state.object("p0").zone is Zone.BATTLEFIELD
    assert done.state.object("reap").zone is Zone.GRAVEYARD


def test_118_3_no_land_to_sacrifice_refuses_the_buyback() -> None:
    with pytest.raises(IllegalAction) as refused:
        play(_reaping(0), {"type": "cast", "object": "reap", "buyback": True})
    assert refused.value.rule == "118.3"


def test_702_27a_flood_with_buyback_pays_life_and_a_random_card_and_returns() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "flood", "card": FLOOD}, {"id": "h1", "card": "Island"}],
            "mana_pool": {"R": 1, "C": 3},
        },
        {"id": "B", "battlefield": [{"id": "land", "card": "Forest"}]},
    )
    cast = play(state, {"type": "cast", "object": "flood", "buyback": True, "targets": ["land"]})
    assert cast.state.player("A").life == 17
    assert cast.state.object("h1").zone is Zone.GRAVEYARD  # the only other card (701.9b)
    assert cites(cast.log, "701.9b") and cites(cast.log, "119.4")
    done = play(cast.state, RESOLVE)
    assert done.state.object("land").zone is Zone.GRAVEYARD
    assert done.state.object("flood").zone is Zone.HAND
