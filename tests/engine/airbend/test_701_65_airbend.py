"""Airbend (701.65a): exile the permanents or spells; for as long as each card exiled this way
remains exiled, its owner may cast it by paying {2} rather than paying its mana cost. Airbending
Lesson ("Airbend target nonland permanent. Draw a card.") and Glider Staff ("When ~ enters,
airbend up to one target creature.") of the 2026 card file are compiled from their Oracle
text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

LESSON = "Airbending Lesson"
STAFF = "Glider Staff"
BEARS = "Grizzly Bears"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, LESSON, STAFF, BEARS)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (LESSON, "Airbend target nonland permanent."),
        (STAFF, "When ~ enters, airbend up to one target creature."),
    ],
)
def test_701_65a_airbend_compiles_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.split("\n")


def _airbent(pool: dict[str, int]) -> Any:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "lesson", "card": LESSON}],
            "battlefield": [{"id": "bears", "card": BEARS}],
            "library": [{"id": "top", "card": BEARS}],
            "mana_pool": pool,
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "lesson", "targets": ["bears"], "free": True})
    return play(cast.state, RESOLVE)


def test_701_65a_the_permanent_is_exiled() -> None:
    done = _airbent({})
    assert done.state.object("bears").zone is Zone.EXILE
    assert done.state.object("top").zone is Zone.HAND
    assert cites(done.log, "701.65a")


def test_701_65a_its_owner_may_cast_it_for_2() -> None:
    state: GameState = _airbent({"U": 2}).state  # {U}{U} can't pay {1}{G}, but pays {2}
    cast = play(state, {"type": "cast", "object": "bears"})
    assert cast.state.object("bears").zone is Zone.STACK
    assert int(cast.state.player("A").mana_pool.get("U", 0)) == 0
    assert cites(cast.log, "701.65a")
    done = play(cast.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.BATTLEFIELD


def test_701_65a_casting_it_uses_the_permission_up() -> None:
    state = _airbent({"U": 2}).state
    cast = play(state, {"type": "cast", "object": "bears"})
    done = play(cast.state, RESOLVE).state
    # the permission is used up; the permanent only remembers it was cast (601.2, cast_by)
    left = [e for e in done.effects if e.params.get("object") == "bears"]
    assert [e.kind for e in left] == ["cast_by"]


def test_701_65a_without_two_mana_it_cant_be_cast() -> None:
    state = _airbent({"U": 1}).state
    with pytest.raises(IllegalAction):
        play(state, {"type": "cast", "object": "bears"})


APPA = "Appa, Loyal Sky Bison"


def test_701_65a_another_target_nonland_permanent_you_control(compiled_from: Any) -> None:
    use_cards(compiled_from, LESSON, STAFF, BEARS, APPA)
    assert compile_record(records(APPA)[APPA]).label == AUTOMATED
    state = board(
        {
            "id": "A",
            "hand": [{"id": "appa", "card": APPA}],
            "battlefield": [{"id": "bears", "card": BEARS}],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": BEARS}]},
    )
    cast = play(state, {"type": "cast", "object": "appa", "free": True})
    # the airbend mode: its only legal target is the Bears (not Appa, not the opponent's)
    entered = play(cast.state, RESOLVE, ["1"]).state
    done = play(entered, RESOLVE)
    assert done.state.object("bears").zone is Zone.EXILE
    assert done.state.object("appa").zone is Zone.BATTLEFIELD
    assert done.state.object("theirs").zone is Zone.BATTLEFIELD
    assert cites(done.log, "701.65a")
