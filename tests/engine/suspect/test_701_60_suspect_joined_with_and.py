"""Suspect joined to the clause before it with "and" (608.2c: in the order written), its target
"up to one": Absolving Lammasu's "When ~ dies, you gain 3 life and suspect up to one target
creature an opponent controls." (701.60a), compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle.compiler import compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

LAMMASU = "Absolving Lammasu"
RESOLVE = {"type": "resolve"}
LINE = "When ~ dies, you gain 3 life and suspect up to one target creature an opponent controls."


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, LAMMASU)


def test_701_60a_joined_with_and_compiles_and_prints_back() -> None:
    compiled = compile_record(records(LAMMASU)[LAMMASU])
    (status,) = [s for s in compiled.lines if s.text == LINE]
    assert status.applied
    assert LINE in compiled.printed.splitlines()


def _lammasu_dies(choices: list[str]) -> Any:
    state = board(
        {
            "id": "A",
            "battlefield": [{"id": "lammasu", "card": LAMMASU}],
            "hand": [{"id": "murder", "card": "Murder"}],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    cast = play(state, {"type": "cast", "object": "murder", "targets": ["lammasu"], "free": True})
    return play(cast.state, RESOLVE, choices)  # its dies trigger's target is chosen now


def test_701_60a_you_gain_life_and_suspect_the_chosen_creature() -> None:
    done = play(_lammasu_dies(["bears"]).state, RESOLVE)
    assert done.state.player("A").life == 23
    bears = chars(done.state, done.state.object("bears"))
    assert bears.has("menace") and bears.has("can't block")
    assert cites(done.log, "701.60a")


def test_701_60a_with_no_target_chosen_you_still_gain_life() -> None:
    done = play(_lammasu_dies(["none"]).state, RESOLVE)
    assert done.state.player("A").life == 23
    assert not chars(done.state, done.state.object("bears")).has("menace")
