"""Devour [quality] N (702.82c): as the permanent enters, its controller may sacrifice any
number of [quality] permanents; it enters with N +1/+1 counters for each. Caprichrome of the
2026 card file ("Flash" / "Vigilance" / "Devour artifact 1", an artifact creature), compiled from
its Oracle text, offered artifacts only."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

NAMES = ("Caprichrome", "Bronze Sable")
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, *NAMES)


def _cast() -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "goat", "card": "Caprichrome"}],
            "battlefield": [
                {"id": "sable", "card": "Bronze Sable"},  # an artifact creature
                {"id": "sable2", "card": "Bronze Sable"},
                {"id": "bears", "card": "Grizzly Bears"},  # a creature, no artifact
            ],
        },
        {"id": "B", "battlefield": [{"id": "theirs", "card": "Bronze Sable"}]},
    )
    return play(state, {"type": "cast", "object": "goat", "free": True}).state


def test_702_82c_devour_artifact_compiles_and_prints_back() -> None:
    compiled = compile_record(records("Caprichrome")["Caprichrome"])
    assert compiled.label == AUTOMATED
    assert compiled.printed == "Flash\nVigilance\nDevour artifact 1"


def test_702_82c_only_artifacts_you_control_are_offered() -> None:
    asked = pending(_cast(), RESOLVE)
    assert {o.id for o in asked.pending.options} == {"done", "sable", "sable2"}


def test_702_82c_each_artifact_sacrificed_gives_one_counter() -> None:
    done = play(_cast(), RESOLVE, ["sable", "sable2"])
    assert done.state.object("sable").zone is Zone.GRAVEYARD
    assert done.state.object("sable2").zone is Zone.GRAVEYARD
    assert done.state.object("bears").zone is Zone.BATTLEFIELD
    assert done.state.object("goat").counter("+1/+1") == 2
    assert cites(done.log, "702.82a") and cites(done.log, "614.1c")
