"""A trigger on sacrificing the object itself (603.10a, 701.21a): "When you sacrifice ~, manifest
dread." (Disturbing Mirth, whose first line isn't compiled), sacrificed to pay Claws of Gix's
"{1}, Sacrifice a permanent: You gain 1 life." It looks back in time: the enchantment has left
the battlefield as its ability triggers. Compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

MIRTH = "Disturbing Mirth"
CLAWS = "Claws of Gix"
LINE = "When you sacrifice ~, manifest dread."
RESOLVE = {"type": "resolve"}
SACRIFICE = {"type": "activate", "object": "claws", "ability": 0, "free": True}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, MIRTH, CLAWS)


def test_603_10a_the_line_compiles_and_prints_back() -> None:
    compiled = compile_record(records(MIRTH)[MIRTH])
    assert [line.applied for line in compiled.lines if line.text == LINE] == [True]
    assert LINE in compiled.printed.split("\n")


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "mirth", "card": MIRTH},
                {"id": "claws", "card": CLAWS},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
            "library": [{"id": "l0", "card": "Serra Angel"}, {"id": "l1", "card": "Island"}],
        },
        {"id": "B"},
    )


def test_603_10a_sacrificing_it_manifests_dread() -> None:
    state = _board()
    asked = pending(state, SACRIFICE).pending
    assert asked is not None and "mirth" in {o.id for o in asked.options}
    paid = play(state, SACRIFICE, ["mirth"])
    assert paid.state.object("mirth").zone is Zone.GRAVEYARD
    # the trigger goes on the stack above the ability it was sacrificed for
    done = play(paid.state, RESOLVE, ["l0"])
    angel = done.state.object("l0")
    assert angel.zone is Zone.BATTLEFIELD and angel.face_down
    assert done.state.object("l1").zone is Zone.GRAVEYARD
    assert cites(done.log, "701.62a")


def test_701_21a_sacrificing_another_permanent_doesnt_trigger_it() -> None:
    paid = play(_board(), SACRIFICE, ["bears"])
    done = play(paid.state, RESOLVE)
    assert done.state.player("A").life == 21
    assert not done.state.zone(Zone.STACK)
    assert not [o for o in done.state.battlefield if o.face_down]
