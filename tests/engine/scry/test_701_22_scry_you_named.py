"""Scry with its player named (701.22a: "you" is the controller): "When ~ enters, each opponent
mills two cards. Then you scry 2." (Overwhelmed Apprentice) and "Whenever enchanted creature
attacks, you scry 2." (Psychic Impetus). Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

APPRENTICE = "Overwhelmed Apprentice"
IMPETUS = "Psychic Impetus"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, APPRENTICE, IMPETUS)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (APPRENTICE, "When ~ enters, each opponent mills two cards. Then you scry 2."),
        (IMPETUS, "Whenever enchanted creature attacks, you scry 2."),
    ],
)
def test_701_22a_you_scry_compiles_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.split("\n")


def test_701_22a_the_opponent_mills_then_you_scry_2() -> None:
    library = [{"id": f"a{i}", "card": "Island"} for i in range(3)]
    state = board(
        {"id": "A", "hand": [{"id": "it", "card": APPRENTICE}], "library": library},
        {"id": "B", "library": [{"id": f"b{i}", "card": "Island"} for i in range(3)]},
    )
    cast = play(state, {"type": "cast", "object": "it", "free": True})
    entered = play(cast.state, RESOLVE)
    done = play(entered.state, RESOLVE, ["bottom", "top"])
    assert len(done.state.zone(Zone.GRAVEYARD, "B")) == 2
    assert [o.id for o in done.state.zone(Zone.LIBRARY, "A")] == ["a1", "a2", "a0"]
    assert cites(done.log, "701.22a") and cites(done.log, "701.17a")
