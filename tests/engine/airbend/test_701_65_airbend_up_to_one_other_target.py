"""Airbend (701.65a) of "up to one other target nonland permanent": the source isn't a legal
target ("other", 115.3; its SOURCE_TESTS), and its controller may choose no target at all
(601.2c, 603.3d). Aang, the Last Airbender ("When ~ enters, airbend up to one other target
nonland permanent.") of the 2026 card file is compiled from its Oracle text; "up to one other
target" composes with every verb (Clandestine Meddler's "suspect up to one other target creature
you control", 701.60a)."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.core.state import GameState, Zone
from engine.oracle.compiler import compile_record
from engine.testing.scenario import board, pending, play
from tests.engine.cards_2026 import records, use_cards

AANG = "Aang, the Last Airbender"
MEDDLER = "Clandestine Meddler"
BEARS = "Grizzly Bears"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, AANG, BEARS, "Forest")


@pytest.mark.parametrize(
    ("name", "line", "word"),
    [
        (
            AANG,
            "When ~ enters, airbend up to one other target nonland permanent.",
            "up_to:1:another_nonland_permanent",
        ),
        (
            MEDDLER,
            "When ~ enters, suspect up to one other target creature you control.",
            "up_to:1:another_creature_you_control",
        ),
    ],
)
def test_601_2c_115_3_up_to_one_other_target_compiles_and_prints_back(
    name: str, line: str, word: str
) -> None:
    compiled = compile_record(records(name)[name])
    assert next(s for s in compiled.lines if s.text == line).applied
    assert line in compiled.printed.split("\n")
    assert any(word in getattr(a, "targets", ()) for a in compiled.definition.abilities)


def _entered() -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "aang", "card": AANG}],
            "battlefield": [{"id": "forest", "card": "Forest"}],
        },
        {"id": "B", "battlefield": [{"id": "bears", "card": BEARS}]},
    )
    return play(state, {"type": "cast", "object": "aang", "free": True}).state


def test_701_65a_115_3_aang_itself_and_lands_are_no_legal_targets() -> None:
    asked = pending(_entered(), RESOLVE)  # Aang enters; its trigger's target is chosen
    assert asked.pending is not None
    assert set(asked.pending.option_ids()) == {"bears", "none"}


def test_701_65a_the_other_nonland_permanent_is_airbent() -> None:
    entered = play(_entered(), RESOLVE, ["bears"]).state
    done = play(entered, RESOLVE)
    assert done.state.object("bears").zone is Zone.EXILE
    assert done.state.object("aang").zone is Zone.BATTLEFIELD
    assert engine.load(engine.dump(done.state)) == done.state


def test_601_2c_no_target_chosen_nothing_is_airbent() -> None:
    entered = play(_entered(), RESOLVE, ["none"]).state
    done = play(entered, RESOLVE) if entered.zone(Zone.STACK) else None
    final = done.state if done is not None else entered
    assert final.object("bears").zone is Zone.BATTLEFIELD
    assert final.object("aang").zone is Zone.BATTLEFIELD
