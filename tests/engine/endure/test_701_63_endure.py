"""Endure N (701.63a): the permanent's controller creates an N/N white Spirit creature token unless
they put N +1/+1 counters on it. Fortress Kin-Guard ("When this creature enters, it endures 1.")
and Dusyut Earthcarver ("... it endures 3.") of the 2026 card file are compiled from their
Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

KIN_GUARD = "Fortress Kin-Guard"
EARTHCARVER = "Dusyut Earthcarver"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, KIN_GUARD, EARTHCARVER)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        (KIN_GUARD, "When ~ enters, it endures 1."),
        (EARTHCARVER, "Reach\nWhen ~ enters, it endures 3."),
    ],
)
def test_701_63a_endure_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _entered(card: str) -> GameState:
    hand = [{"id": "it", "card": card}, {"id": "murder", "card": "Murder"}]
    state = board({"id": "A", "hand": hand}, {"id": "B"})
    cast = play(state, {"type": "cast", "object": "it", "free": True})
    return play(cast.state, RESOLVE).state  # it enters; its trigger goes on the stack


def _spirits(state: GameState) -> list[Any]:
    return [o for o in state.battlefield if o.token and o.card == "Spirit Token"]


def test_701_63a_the_controller_chooses_the_counters() -> None:
    state = _entered(EARTHCARVER)
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["counters", "spirit"]
    done = play(state, RESOLVE, ["counters"])
    assert done.state.object("it").counter("+1/+1") == 3
    assert not _spirits(done.state)
    assert cites(done.log, "701.63a")


def test_701_63a_or_an_n_n_white_spirit_token() -> None:
    done = play(_entered(EARTHCARVER), RESOLVE, ["spirit"])
    assert done.state.object("it").counter("+1/+1") == 0
    (spirit,) = _spirits(done.state)
    seen = chars(done.state, spirit)
    assert (seen.power, seen.toughness, tuple(seen.colors)) == (3, 3, ("W",))
    assert seen.is_type("Creature") and "Spirit" in seen.subtypes
    assert spirit.controller == "A"
    assert cites(done.log, "701.63a")


def test_701_63a_gone_from_the_battlefield_only_the_token_is_made() -> None:
    state = _entered(KIN_GUARD)
    gone = play(state, {"type": "cast", "object": "murder", "targets": ["it"], "free": True})
    state = play(gone.state, RESOLVE).state  # Murder resolves above the trigger
    assert state.object("it").zone is Zone.GRAVEYARD
    done = play(state, RESOLVE)
    (spirit,) = _spirits(done.state)
    assert (chars(done.state, spirit).power, chars(done.state, spirit).toughness) == (1, 1)
    assert cites(done.log, "701.63a")
