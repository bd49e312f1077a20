"""Typecycling (702.29e): "[Type]cycling [cost]" means "[Cost], Discard this card: Search your
library for a [type] card, reveal it, put it into your hand, then shuffle"; a card with two of
them has two abilities. Jhessian Zombies of the 2026 card file ("Fear" / "Islandcycling {2},
swampcycling {2}"), compiled from its Oracle text, cycles for either land type; Step Through
("Wizardcycling {2}", a creature type: 205.3m) finds a Wizard card."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

ZOMBIES = "Jhessian Zombies"
RESOLVE = {"type": "resolve"}
ISLANDCYCLING, SWAMPCYCLING = 0, 1


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, ZOMBIES, "Step Through", "Vedalken Aethermage")


def _cycle(ability: int) -> GameState:
    state = board(
        {
            "id": "A",
            "mana_pool": {"C": 2},
            "hand": [{"id": "zombies", "card": ZOMBIES}],
            "library": [
                {"id": "island", "card": "Island"},
                {"id": "swamp", "card": "Swamp"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
    )
    cycled = play(state, {"type": "activate", "object": "zombies", "ability": ability})
    assert cycled.state.object("zombies").zone is Zone.GRAVEYARD  # the cost's discard (701.9a)
    return cycled.state


def test_702_29e_two_typecycling_keywords_on_one_line_compile_and_print_back() -> None:
    compiled = compile_record(records(ZOMBIES)[ZOMBIES])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Fear\nIslandcycling {2}, swampcycling {2}"


@pytest.mark.parametrize(
    ("ability", "found", "left"),
    [(ISLANDCYCLING, "island", "swamp"), (SWAMPCYCLING, "swamp", "island")],
)
def test_702_29e_each_typecycling_searches_for_its_own_type(
    ability: int, found: str, left: str
) -> None:
    state = _cycle(ability)
    decision = pending(state, RESOLVE).pending
    assert decision is not None
    assert {o.id for o in decision.options} == {"nothing", found}
    result = play(state, RESOLVE, [found])
    assert result.state.object(found).zone is Zone.HAND
    assert result.state.object(left).zone is Zone.LIBRARY
    assert cites(result.log, "701.23a") and cites(result.log, "701.20a")


def test_702_29e_wizardcycling_finds_a_card_with_that_creature_type() -> None:
    state = board(
        {
            "id": "A",
            "mana_pool": {"C": 2},
            "hand": [{"id": "step", "card": "Step Through"}],
            "library": [
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "wizard", "card": "Vedalken Aethermage"},  # a Vedalken Wizard
            ],
        },
        {"id": "B"},
    )
    cycled = play(state, {"type": "activate", "object": "step", "ability": 1}).state
    assert cycled.object("step").zone is Zone.GRAVEYARD
    decision = pending(cycled, RESOLVE).pending
    assert decision is not None
    assert {o.id for o in decision.options} == {"nothing", "wizard"}
    done = play(cycled, RESOLVE, ["wizard"]).state
    assert done.object("wizard").zone is Zone.HAND
    assert done.object("bears").zone is Zone.LIBRARY
