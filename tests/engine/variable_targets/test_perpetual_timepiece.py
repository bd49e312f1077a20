"""Any number of target cards from your graveyard (601.2c, 115.6) shuffled into your library
(701.24c-d), compiled from Oracle text: Perpetual Timepiece ("{T}: Mill two cards. / {2}, Exile
Perpetual Timepiece: Shuffle any number of target cards from your graveyard into your
library.")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play

TIMEPIECE = {
    "name": "Perpetual Timepiece",
    "layout": "normal",
    "type_line": "Artifact",
    "mana_cost": "{2}",
    "colors": [],
    "keywords": [],
    "oracle_text": "{T}: Mill two cards.\n{2}, Exile Perpetual Timepiece: Shuffle any number of "
    "target cards from your graveyard into your library.",
}
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _from_its_text(compiled_from: Any) -> None:
    compiled_from({TIMEPIECE["name"]: TIMEPIECE})


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "mana_pool": {"C": 2},
            "battlefield": [{"id": "piece", "card": "Perpetual Timepiece"}],
            "library": [{"id": "top", "card": "Island"}],
            "graveyard": [
                {"id": "tiger", "card": "Grizzly Bears"},
                {"id": "bolt", "card": "Lightning Bolt"},
                {"id": "ogre", "card": "Gray Ogre"},
            ],
        },
        {"id": "B", "graveyard": [{"id": "theirs", "card": "Grizzly Bears"}]},
    )


def _activate(*targets: str) -> dict[str, Any]:
    return {"type": "activate", "object": "piece", "ability": 1, "targets": list(targets)}


def test_it_compiles_automated() -> None:
    compiled = compile_record(TIMEPIECE)
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert compiled.printed == compiled.normalized


def test_two_chosen_cards_are_shuffled_into_the_library_701_24a() -> None:
    on_stack = play(_board(), _activate("tiger", "bolt")).state
    assert on_stack.object("piece").zone is Zone.EXILE  # the cost (602.2b)
    done = play(on_stack, RESOLVE)
    state = done.state
    assert {state.object(c).zone for c in ("tiger", "bolt", "top")} == {Zone.LIBRARY}
    assert state.object("ogre").zone is Zone.GRAVEYARD
    assert len(state.zone(Zone.LIBRARY, "A")) == 3
    assert cites(done.log, "701.24a")


def test_with_no_card_chosen_the_library_is_still_shuffled_701_24d() -> None:
    done = play(play(_board(), _activate()).state, RESOLVE)
    assert done.state.object("tiger").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.24a")


def test_a_card_of_another_graveyard_or_chosen_twice_is_refused() -> None:
    with pytest.raises(IllegalAction):
        play(_board(), _activate("theirs"))
    with pytest.raises(IllegalAction) as refused:
        play(_board(), _activate("tiger", "tiger"))
    assert refused.value.rule == "115.3"


def test_with_every_chosen_card_gone_it_doesnt_resolve_608_2b() -> None:
    on_stack = play(_board(), _activate("tiger")).state
    gone = on_stack.with_object(replace(on_stack.object("tiger"), zone=Zone.EXILE))
    done = play(gone, RESOLVE)
    assert cites(done.log, "608.2b")
    assert not cites(done.log, "701.24a")
