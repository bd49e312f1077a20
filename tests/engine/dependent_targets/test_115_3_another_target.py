"""115.3: one object or player isn't chosen twice for one instance of the word "target", and
"another target" is another than the earlier one. The action picker learns it before anything
is cast (`engine.target_slots`: a later target's `distinct_from`, `already_chosen`), and the
cast itself refuses the repeat with 115.3. Arc Trail ("2 damage to any target and 1 damage to
another target") and Essence Fracture ("Return two target creatures ...", compiled from its
Oracle text)."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.game.targeting import already_chosen
from engine.testing.scenario import board, play
from tests.engine.multiple_targets.test_return_each_target import RECORDS


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    compiled_from(RECORDS)


def _board() -> GameState:
    """Alice holds Arc Trail and Essence Fracture; Bob controls two Grizzly Bears."""
    return board(
        {
            "id": "A",
            "hand": [
                {"id": "arc", "card": "Arc Trail"},
                {"id": "fracture", "card": "Essence Fracture"},
            ],
        },
        {
            "id": "B",
            "battlefield": [
                {"id": "bears1", "card": "Grizzly Bears"},
                {"id": "bears2", "card": "Grizzly Bears"},
            ],
        },
    )


@pytest.mark.parametrize("spell", ["arc", "fracture"])
def test_the_second_target_is_distinct_from_the_first(spell: str) -> None:
    first, second = engine.target_slots(_board(), {"type": "cast", "object": spell})
    assert first.distinct_from == ()
    assert second.distinct_from == (0,)
    # Each target on its own may be either creature: the relation is to the other choice.
    assert {"bears1", "bears2"} <= set(first.legal) & set(second.legal)
    assert already_chosen(0).reason == "already chosen for target 1"
    assert already_chosen(0).rule == "115.3"


@pytest.mark.parametrize("spell", ["arc", "fracture"])
def test_the_same_creature_twice_is_refused_with_115_3(spell: str) -> None:
    cast = {"type": "cast", "object": spell, "targets": ["bears1", "bears1"], "free": True}
    with pytest.raises(IllegalAction) as refused:
        play(_board(), cast)
    assert refused.value.rule == "115.3"


def test_arc_trail_deals_its_damage_to_two_different_targets() -> None:
    cast = {"type": "cast", "object": "arc", "targets": ["bears1", "B"], "free": True}
    state = play(play(_board(), cast).state, {"type": "resolve"}).state
    assert state.object("bears1").zone is Zone.GRAVEYARD  # 2 damage, lethal (704.5g)
    assert state.player("B").life == 19
