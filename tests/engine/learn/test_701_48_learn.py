"""Learn (701.48a): the player may discard a card and then draw one, or, not discarding, reveal a
Lesson card they own from outside the game and put it into their hand. The cards a player owns
outside the game are the scenario's (a player's "outside_game", 400.11). Pop Quiz ("Draw a card.
Learn.") and the Lesson Environmental Sciences are compiled from their 2026 Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import InvalidDocument
from engine.core.state import GameState, Zone
from engine.document.codec import dump, load
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

QUIZ = "Pop Quiz"
LESSON = "Environmental Sciences"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, QUIZ, LESSON)


def test_701_48a_learn_compiles_and_prints_back() -> None:
    compiled = compile_record(records(QUIZ)[QUIZ])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Draw a card.\nLearn."


def _cast(outside: list[str]) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "quiz", "card": QUIZ}, {"id": "bears", "card": "Grizzly Bears"}],
            "library": [{"id": "l1", "card": "Island"}, {"id": "l2", "card": "Forest"}],
            "outside_game": outside,
        },
        {"id": "B"},
    )
    return play(state, {"type": "cast", "object": "quiz", "free": True}).state


def test_701_48a_discard_a_card_then_draw() -> None:
    state = _cast([])
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    # Pop Quiz drew the Island first: either card may be discarded
    assert [o.id for o in asked.pending.options] == ["discard:bears", "discard:l1", "nothing"]
    done = play(state, RESOLVE, ["discard:bears"])
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    assert {o.id for o in done.state.zone(Zone.HAND, "A")} == {"l1", "l2"}  # then drew the Forest
    assert cites(done.log, "701.48a")


def test_701_48a_a_lesson_from_outside_the_game() -> None:
    state = _cast([LESSON, "Grizzly Bears"])
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert f"lesson:{LESSON}" in [o.id for o in asked.pending.options]
    assert "lesson:Grizzly Bears" not in [o.id for o in asked.pending.options]  # no Lesson
    done = play(state, RESOLVE, [f"lesson:{LESSON}"])
    in_hand = [o.card for o in done.state.zone(Zone.HAND, "A")]
    assert LESSON in in_hand and "Grizzly Bears" in in_hand
    assert done.state.player("A").outside_game == ("Grizzly Bears",)
    assert cites(done.log, "701.48a") and cites(done.log, "400.11b")
    assert load(dump(done.state)) == load(dump(load(dump(done.state))))


def test_701_48a_neither() -> None:
    done = play(_cast([LESSON]), RESOLVE, ["nothing"])
    assert done.state.object("bears").zone is Zone.HAND
    assert done.state.player("A").outside_game == (LESSON,)


def test_400_11_cards_outside_the_game_must_be_known() -> None:
    with pytest.raises(InvalidDocument):
        board({"id": "A", "outside_game": ["No Such Card At All"]}, {"id": "B"})
