"""A trigger condition begun with "When" reads as its "Whenever" phrase (603.1), whatever its
subject: Desperate Farmer // Depraved Harvester ("When another creature you control dies,
transform ~.", 701.27a) and Legion's Landing ("When you attack with three or more creatures,
transform ~.") compile from their Oracle text and print back with "When"."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

FARMER = "Desperate Farmer // Depraved Harvester"
LANDING = "Legion's Landing // Adanto, the First Fort"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, FARMER)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (FARMER, "When another creature you control dies, transform ~."),
        (LANDING, "When you attack with three or more creatures, transform ~."),
    ],
)
def test_603_1_when_begins_the_trigger_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert line in compiled.printed.splitlines()
    (ability,) = [a for a in compiled.definition.abilities if a.params.get("written_when")]
    assert ability.effects[0].kind == "transform_self"


def _board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "farmer", "card": FARMER},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "their_bears", "card": "Grizzly Bears"}]},
    )


def _bolt(target: str) -> Any:
    cast = play(_board(), {"type": "cast", "object": "bolt", "targets": [target], "free": True})
    return play(cast.state, RESOLVE)


def test_701_27a_another_creature_you_control_dying_transforms_the_farmer() -> None:
    died = _bolt("bears")
    assert died.state.object("bears").zone is Zone.GRAVEYARD
    assert len(died.state.zone(Zone.STACK)) == 1  # the farmer's trigger
    done = play(died.state, RESOLVE)
    assert done.state.object("farmer").face == 1
    assert cites(done.log, "701.27a")


def test_701_27a_an_opponents_creature_dying_does_not_trigger() -> None:
    died = _bolt("their_bears")
    assert died.state.object("their_bears").zone is Zone.GRAVEYARD
    assert died.state.zone(Zone.STACK) == ()
    assert died.state.object("farmer").face == 0
