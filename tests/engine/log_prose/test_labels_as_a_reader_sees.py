"""Labels written for a puzzle's reader (engine.rules.names.seen_by with
engine.puzzle.redact.ReaderSees): a same-named card in a hand the reader can't look at (402.3) or
in a library (401.2) doesn't make a card they can see read "(Alice's)" or "(first)"; shown
hands and libraries are told apart again, and without a reader every label is the whole board's."""

from __future__ import annotations

import engine
from engine.core.state import GameState
from engine.puzzle.redact import ReaderSees
from engine.rules.names import name_of, object_label, placed_label, seen_by


def _board() -> GameState:
    return engine.load(
        {
            "players": [
                {
                    "id": "A",
                    "name": "Alice",
                    "battlefield": [{"id": "mine", "card": "Grizzly Bears"}],
                    "library": [{"id": "deep", "card": "Grizzly Bears"}],
                },
                {"id": "B", "name": "Bob", "hand": [{"id": "theirs", "card": "Grizzly Bears"}]},
            ]
        }
    )


def test_the_whole_board_tells_every_namesake_apart() -> None:
    state = _board()
    assert (
        object_label(state, state.object("mine")) == "Grizzly Bears (Alice's, on the battlefield)"
    )


def test_a_reader_sees_only_the_bears_on_the_battlefield() -> None:
    state = _board()
    with seen_by(ReaderSees("A")):
        assert object_label(state, state.object("mine")) == "Grizzly Bears"
        assert name_of(state, "mine") == "Grizzly Bears"
        assert placed_label(state, state.object("mine")) == (
            "Grizzly Bears (Alice's, on the battlefield)"
        )
    # Leaving the block, the whole board's words again (nothing was kept for the reader).
    assert (
        object_label(state, state.object("mine")) == "Grizzly Bears (Alice's, on the battlefield)"
    )


def test_a_shown_hand_is_told_apart_again() -> None:
    state = _board()
    with seen_by(ReaderSees("A", opponent_hand=True)):
        assert object_label(state, state.object("mine")) == "Grizzly Bears (Alice's)"
    with seen_by(ReaderSees("B")):  # Bob sees his hand, not the library
        assert object_label(state, state.object("mine")) == "Grizzly Bears (Alice's)"
