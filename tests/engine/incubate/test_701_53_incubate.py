"""Incubate N (701.53a): create an Incubator token with N +1/+1 counters; it is a double-faced token
(701.53b, 111.10i) whose "{2}: Transform this artifact." turns it into a 0/0 Phyrexian artifact
creature named Phyrexian Token, its counters kept. Eyes of Gitaxias (sorcery, "Incubate 3.",
"Draw a card.") of the 2026 card file is compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.rules.pipeline import name_of
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

EYES = "Eyes of Gitaxias"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, EYES)


def test_701_53a_incubate_compiles_and_prints_back() -> None:
    compiled = compile_record(records(EYES)[EYES])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Incubate 3.\nDraw a card."


def _incubated() -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "eyes", "card": EYES}],
            "library": [{"id": "l0", "card": "Forest"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "eyes", "free": True})
    done = play(cast.state, RESOLVE)
    assert cites(done.log, "701.53a")
    assert done.state.object("l0").zone is Zone.HAND  # then "Draw a card."
    return done.state


def _incubator(state: GameState) -> Any:
    (token,) = [o for o in state.battlefield if o.token]
    return token


def test_701_53a_an_incubator_artifact_with_the_counters() -> None:
    state = _incubated()
    token = _incubator(state)
    seen = chars(state, token)
    assert token.controller == "A" and token.counter("+1/+1") == 3
    assert seen.is_type("Artifact") and not seen.is_type("Creature")
    assert "Incubator" in seen.subtypes and tuple(seen.colors) == ()


def test_701_53b_transformed_it_is_a_phyrexian_artifact_creature_with_its_counters() -> None:
    state = _incubated()
    token = _incubator(state)
    activated = play(state, {"type": "activate", "object": token.id, "ability": 0, "free": True})
    done = play(activated.state, RESOLVE)
    turned = done.state.object(token.id)
    seen = chars(done.state, turned)
    assert seen.is_type("Artifact") and seen.is_type("Creature")
    assert "Phyrexian" in seen.subtypes
    assert (seen.power, seen.toughness) == (3, 3)  # a 0/0 with three +1/+1 counters
    assert name_of(done.state, turned.id) == "Phyrexian Token"
    assert cites(done.log, "701.27a")
