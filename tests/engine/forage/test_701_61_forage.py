"""Forage (701.61a): exile three cards from your graveyard or sacrifice a Food. "When ~ enters,
you may forage. If you do, [sentence]." (603.5, 608.2c): the controller chooses as the trigger
resolves; with neither three cards in the graveyard nor a Food they can't, and nothing "if you
do" happens.

Real cards of the 2026 card file, compiled from their Oracle text: Treetop Sentries ({3}{G},
reach, "... you may forage. If you do, draw a card.") and Bushy Bodyguard ({1}{G}, offspring,
"... you may forage. If you do, put two +1/+1 counters on it.")."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.registry import FALLBACKS
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

SENTRIES = "Treetop Sentries"
BODYGUARD = "Bushy Bodyguard"
FOOD = "Food"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, SENTRIES, BODYGUARD)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (SENTRIES, "When ~ enters, you may forage. If you do, draw a card."),
        (BODYGUARD, "When ~ enters, you may forage. If you do, put two +1/+1 counters on it."),
    ],
)
def test_701_61a_forage_compiles_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.splitlines()


def _entered(card: str, graveyard: int, foods: int) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "it", "card": card}],
            "library": [{"id": "top", "card": "Forest"}],
            "graveyard": [{"id": f"g{i}", "card": "Forest"} for i in range(graveyard)],
            "battlefield": [
                {"id": f"food{i}", "card": "Food Token", "token": True} for i in range(foods)
            ],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "it", "free": True})
    return play(cast.state, RESOLVE).state


def test_701_61a_forage_by_sacrificing_a_food_then_draw() -> None:
    state = _entered(SENTRIES, graveyard=0, foods=1)
    asked = apply(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["decline", "food0"]
    done = play(state, RESOLVE, ["food0"])
    assert done.state.find_object("food0") is None or (
        done.state.find_object("food0").zone is not Zone.BATTLEFIELD  # type: ignore[union-attr]
    )
    assert done.state.object("top").zone is Zone.HAND
    assert cites(done.log, "701.61a") and cites(done.log, "701.21a")


def test_701_61a_forage_by_exiling_three_cards_from_the_graveyard() -> None:
    state = _entered(BODYGUARD, graveyard=4, foods=0)
    done = play(state, RESOLVE, ["exile_three", "g0", "g1", "g2"])
    exiled = [o.id for o in done.state.zone(Zone.EXILE, "A")]
    assert sorted(exiled) == ["g0", "g1", "g2"]
    assert done.state.object("g3").zone is Zone.GRAVEYARD
    assert done.state.object("it").counter("+1/+1") == 2
    assert cites(done.log, "701.61a")


def test_701_61a_exactly_three_cards_are_exiled_without_a_choice_of_which() -> None:
    state = _entered(BODYGUARD, graveyard=3, foods=0)
    done = play(state, RESOLVE, ["exile_three"])
    assert len(done.state.zone(Zone.EXILE, "A")) == 3
    assert done.state.object("it").counter("+1/+1") == 2


def test_603_5_declining_to_forage_does_nothing() -> None:
    state = _entered(SENTRIES, graveyard=3, foods=1)
    done = play(state, RESOLVE, ["decline"])
    assert done.state.object("top").zone is Zone.LIBRARY
    assert len(done.state.zone(Zone.GRAVEYARD, "A")) == 3
    assert done.state.object("food0").zone is Zone.BATTLEFIELD


def test_701_61a_two_cards_and_no_food_cant_forage() -> None:
    state = _entered(BODYGUARD, graveyard=2, foods=0)
    done = play(state, RESOLVE)
    assert done.state.object("it").counter("+1/+1") == 0
    assert len(done.state.zone(Zone.GRAVEYARD, "A")) == 2
    assert cites(done.log, "701.61a")


CULTIVATOR = "Corpseberry Cultivator"


@pytest.fixture
def _cultivator(compiled_from: Any) -> None:
    use_cards(compiled_from, CULTIVATOR)


@pytest.mark.usefixtures("_cultivator")
def test_701_61a_you_may_forage_at_combat_and_whenever_you_forage_it_triggers() -> None:
    compiled = compile_record(records(CULTIVATOR)[CULTIVATOR])
    assert compiled.label == AUTOMATED
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "it", "card": CULTIVATOR},
                {"id": "food0", "card": "Food Token", "token": True},
            ],
        },
        {"id": "B"},
    )
    combat = play(state, {"type": "advance", "to": "beginning_of_combat"})
    assert combat.state.zone(Zone.STACK)
    foraged = play(combat.state, RESOLVE, ["food0"])
    assert foraged.state.find_object("food0") is None or (
        foraged.state.find_object("food0").zone is not Zone.BATTLEFIELD  # type: ignore[union-attr]
    )
    assert cites(foraged.log, "701.61a")
    assert foraged.state.zone(Zone.STACK)  # "whenever you forage"
    done = play(foraged.state, RESOLVE)
    assert done.state.object("it").counter("+1/+1") == 1


@pytest.mark.usefixtures("_cultivator")
def test_603_5_declining_to_forage_does_not_trigger_whenever_you_forage() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "it", "card": CULTIVATOR},
                {"id": "food0", "card": "Food Token", "token": True},
            ],
        },
        {"id": "B"},
    )
    combat = play(state, {"type": "advance", "to": "beginning_of_combat"})
    done = play(combat.state, RESOLVE, ["decline"])
    assert not done.state.zone(Zone.STACK)
    assert done.state.object("food0").zone is Zone.BATTLEFIELD
    assert done.state.object("it").counter("+1/+1") == 0


THORNVAULT = "Thornvault Forager"


@pytest.fixture
def _thornvault(compiled_from: Any) -> Any:
    # Its search line isn't applied: the compiled definition is given to the game here.
    use_cards(compiled_from)
    compiled = {THORNVAULT: compile_record(records(THORNVAULT)[THORNVAULT]).definition}
    FALLBACKS.append(compiled.get)
    yield
    FALLBACKS.remove(compiled.get)


def _forager(graveyard: int, foods: int) -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "it", "card": THORNVAULT},
                *({"id": f"food{i}", "card": "Food Token", "token": True} for i in range(foods)),
            ],
            "graveyard": [{"id": f"g{i}", "card": "Forest"} for i in range(graveyard)],
        },
        {"id": "B"},
    )


@pytest.mark.usefixtures("_thornvault")
def test_701_61a_forage_as_a_cost_exiles_three_cards_for_two_mana() -> None:
    compiled = compile_record(records(THORNVAULT)[THORNVAULT])
    assert "{T}, Forage: Add two mana in any combination of colors." in compiled.printed
    state = _forager(graveyard=3, foods=0)
    done = play(state, {"type": "activate", "object": "it", "ability": 1}, ["UR"])
    assert len(done.state.zone(Zone.EXILE, "A")) == 3
    assert done.state.player("A").mana_pool.to_json() == {"U": 1, "R": 1}
    assert done.state.object("it").tapped
    assert cites(done.log, "701.61a")


@pytest.mark.usefixtures("_thornvault")
def test_701_61a_forage_as_a_cost_sacrifices_a_food() -> None:
    state = _forager(graveyard=0, foods=1)
    done = play(state, {"type": "activate", "object": "it", "ability": 1}, ["GG"])
    assert done.state.find_object("food0") is None or (
        done.state.find_object("food0").zone is not Zone.BATTLEFIELD  # type: ignore[union-attr]
    )
    assert done.state.player("A").mana_pool.to_json() == {"G": 2}


@pytest.mark.usefixtures("_thornvault")
def test_118_3_without_three_cards_or_a_food_the_forage_cost_cant_be_paid() -> None:
    with pytest.raises(IllegalAction):
        play(_forager(graveyard=2, foods=0), {"type": "activate", "object": "it", "ability": 1})
