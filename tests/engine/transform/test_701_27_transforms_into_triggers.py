"""Transforming is an event abilities trigger on (701.27a, 701.27e): "When ~ transforms into ~"
on a back face triggers when the permanent transforms and has that face up. Voldaren Pariah //
Abolisher of Bloodlines ("Sacrifice three other creatures: Transform ~." / "When ~ transforms
into ~, target opponent sacrifices three creatures.") Brigid, Clachan's Heart's front face
("Whenever ~ enters or transforms into ~, create a 1/1 ... Kithkin creature token.", triggered
when its back face transforms back) and Archangel Avacyn // Avacyn, the Purifier's back face are
compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

PARIAH = "Voldaren Pariah // Abolisher of Bloodlines"
BRIGID = "Brigid, Clachan's Heart // Brigid, Doun's Mind"
AVACYN = "Archangel Avacyn // Avacyn, the Purifier"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, PARIAH, BRIGID)


def test_701_27e_the_trigger_phrase_compiles_and_prints_back() -> None:
    compiled = compile_record(records(PARIAH)[PARIAH])
    assert compiled.label == AUTOMATED
    assert "When ~ transforms into ~, target opponent sacrifices three creatures." in (
        compiled.printed.splitlines()
    )
    avacyn = compile_record(records(AVACYN)[AVACYN])
    (line,) = [s for s in avacyn.lines if "transforms into" in s.text]
    assert line.applied


def _board() -> GameState:
    ours = [{"id": f"bear{i}", "card": "Grizzly Bears"} for i in range(3)]
    theirs = [{"id": f"their{i}", "card": "Grizzly Bears"} for i in range(3)]
    return board(
        {"id": "A", "battlefield": [{"id": "pariah", "card": PARIAH}, *ours]},
        {"id": "B", "battlefield": theirs},
    )


def test_701_27e_transforming_into_the_back_face_triggers_its_ability() -> None:
    activated = play(_board(), {"type": "activate", "object": "pariah", "ability": 0})
    assert all(activated.state.object(f"bear{i}").zone is Zone.GRAVEYARD for i in range(3))
    transformed = play(activated.state, RESOLVE)
    assert transformed.state.object("pariah").face == 1
    assert cites(transformed.log, "701.27a")
    assert len(transformed.state.zone(Zone.STACK)) == 1  # the back face's trigger
    done = play(transformed.state, RESOLVE)
    assert all(done.state.object(f"their{i}").zone is Zone.GRAVEYARD for i in range(3))


def test_701_27e_transforming_back_to_the_front_face_triggers_enters_or_transforms_into() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "brigid", "card": BRIGID, "face": 1},
                {"id": "plains", "card": "Plains"},
            ],
        },
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "draw"},
    )
    main = play(state, {"type": "advance", "to": "precombat_main"}).state
    assert [o.id for o in main.zone(Zone.STACK)] != []  # "you may pay {W}. If you do, transform ~."
    transformed = play(main, RESOLVE, ["pay"])
    assert transformed.state.object("brigid").face == 0
    assert transformed.state.object("plains").tapped
    assert cites(transformed.log, "701.27a")
    done = play(transformed.state, RESOLVE)  # the front face's "enters or transforms into"
    kithkin = [o for o in done.state.battlefield if o.token]
    assert len(kithkin) == 1 and kithkin[0].controller == "A"


def test_701_27e_not_transforming_nothing_triggers() -> None:
    state = board(
        {"id": "A", "battlefield": [{"id": "brigid", "card": BRIGID, "face": 1}]},
        {"id": "B"},
        turn={"number": 3, "active_player": "A", "step": "draw"},
    )
    main = play(state, {"type": "advance", "to": "precombat_main"}).state
    done = play(main, RESOLVE)  # no mana: nothing to pay with
    assert done.state.object("brigid").face == 1
    assert not done.state.zone(Zone.STACK)
    assert not [o for o in done.state.battlefield if o.token]
