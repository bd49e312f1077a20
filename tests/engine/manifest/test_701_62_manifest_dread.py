"""Manifest dread (701.62a): look at the top two cards of your library, manifest one of them, put
the other into your graveyard. Manifest Dread ("Manifest dread.") and Unwanted Remake ("Destroy
target creature. Its controller manifests dread.") of the 2026 card file are compiled from their
Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

DREAD = "Manifest Dread"
REMAKE = "Unwanted Remake"
MASK = "Killer's Mask"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, DREAD, REMAKE, MASK)


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        (DREAD, "Manifest dread."),
        (REMAKE, "Destroy target creature. Its controller manifests dread."),
        (
            MASK,
            "When ~ enters, manifest dread, then attach ~ to that creature.\n"
            "Equipped creature has menace.\nEquip {2}",
        ),
    ],
)
def test_701_62a_manifest_dread_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def _cast_dread(library: list[str]) -> Any:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "dread", "card": DREAD}],
            "library": [{"id": f"l{i}", "card": c} for i, c in enumerate(library)],
        },
        {"id": "B"},
    )
    return play(state, {"type": "cast", "object": "dread", "free": True}).state


def test_701_62a_the_player_manifests_one_and_the_other_goes_to_the_graveyard() -> None:
    state = _cast_dread(["Serra Angel", "Grizzly Bears", "Forest"])
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert {o.id for o in asked.pending.options} == {"l0", "l1"}
    done = play(state, RESOLVE, ["l0"])  # Serra Angel manifested
    angel, bears = done.state.object("l0"), done.state.object("l1")
    assert angel.zone is Zone.BATTLEFIELD and angel.face_down
    assert (chars(done.state, angel).power, chars(done.state, angel).toughness) == (2, 2)
    assert bears.zone is Zone.GRAVEYARD
    assert done.state.object("l2").zone is Zone.LIBRARY
    assert cites(done.log, "701.62a") and cites(done.log, "701.40a")


def test_708_5_the_log_names_only_the_card_put_into_the_graveyard() -> None:
    state = _cast_dread(["Serra Angel", "Grizzly Bears"])
    done = play(state, RESOLVE, ["l0"])
    assert all("Serra Angel" not in e.text for e in done.log)
    assert any("Grizzly Bears" in e.text for e in done.log)


def test_701_62a_with_one_card_left_it_is_manifested() -> None:
    done = play(_cast_dread(["Grizzly Bears"]), RESOLVE)
    assert done.state.object("l0").zone is Zone.BATTLEFIELD
    assert done.state.object("l0").face_down


def test_701_62a_with_an_empty_library_nothing_happens() -> None:
    done = play(_cast_dread([]), RESOLVE)
    assert not [o for o in done.state.battlefield if o.face_down]
    assert cites(done.log, "701.62a")


def test_701_62a_the_destroyed_creatures_controller_manifests_dread() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "remake", "card": REMAKE}]},
        {
            "id": "B",
            "battlefield": [{"id": "angel", "card": "Serra Angel"}],
            "library": [{"id": "b0", "card": "Grizzly Bears"}, {"id": "b1", "card": "Island"}],
        },
    )
    cast = play(state, {"type": "cast", "object": "remake", "targets": ["angel"], "free": True})
    asked = pending(cast.state, RESOLVE)
    assert asked.pending is not None and asked.pending.decider == "B"
    done = play(cast.state, RESOLVE, ["b1"])
    assert done.state.object("angel").zone is Zone.GRAVEYARD
    island = done.state.object("b1")
    assert island.zone is Zone.BATTLEFIELD and island.face_down and island.controller == "B"
    assert done.state.object("b0").zone is Zone.GRAVEYARD


def test_701_62a_then_the_equipment_is_attached_to_the_manifested_creature() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "mask", "card": MASK}],
            "library": [{"id": "l0", "card": "Serra Angel"}, {"id": "l1", "card": "Island"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "mask", "free": True})
    entered = play(cast.state, RESOLVE)  # the Equipment enters; its trigger goes on the stack
    done = play(entered.state, RESOLVE, ["l1"])  # Island manifested, Serra Angel milled
    island = done.state.object("l1")
    assert island.zone is Zone.BATTLEFIELD and island.face_down
    assert done.state.object("mask").attached_to == "l1"
    assert done.state.object("l0").zone is Zone.GRAVEYARD
    assert "menace" in {k.lower() for k in chars(done.state, island).keywords}
    assert all("Island" not in e.text for e in done.log)  # 708.5
    assert cites(done.log, "701.3a")
