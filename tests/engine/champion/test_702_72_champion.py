"""Champion an [object] (702.72a-b): when the permanent enters, its controller sacrifices it
unless they exile another [object] they control; when it leaves the battlefield, the exiled card
returns to the battlefield under its owner's control (linked abilities, 607.2k). Changeling Hero
("Champion a creature", lifelink) and Wren's Run Packmaster ("Champion an Elf") of the 2026 card
file are compiled from their Oracle text (engine.mechanics.champion)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

HERO = "Changeling Hero"
PACKMASTER = "Wren's Run Packmaster"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, HERO, PACKMASTER, "Grizzly Bears", "Llanowar Elves", "Murder")


@pytest.mark.parametrize(
    ("name", "line"), [(HERO, "Champion a creature"), (PACKMASTER, "Champion an Elf")]
)
def test_702_72a_champion_compiles_and_prints_back(name: str, line: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED, compiled.not_applied
    assert line in compiled.printed.splitlines()


def _entered(card: str, others: list[dict[str, str]]) -> GameState:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "it", "card": card}, {"id": "murder", "card": "Murder"}],
            "battlefield": others,
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "it", "free": True})
    return play(cast.state, RESOLVE).state  # it enters; its champion ability triggers


def test_702_72a_another_creature_is_exiled_and_returns_when_it_leaves() -> None:
    state = _entered(HERO, [{"id": "bears", "card": "Grizzly Bears"}])
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["bears", "sacrifice"]
    championed = play(state, RESOLVE, ["bears"])
    assert championed.state.object("bears").zone is Zone.EXILE
    assert championed.state.object("it").zone is Zone.BATTLEFIELD
    assert cites(championed.log, "702.72a")
    killed = play(
        championed.state, {"type": "cast", "object": "murder", "targets": ["it"], "free": True}
    )
    state = play(killed.state, RESOLVE).state  # Murder resolves; the leaves ability triggers
    back = play(state, RESOLVE)
    assert back.state.object("bears").zone is Zone.BATTLEFIELD
    assert cites(back.log, "607.2a")


def test_702_72a_nothing_exiled_it_is_sacrificed() -> None:
    state = _entered(HERO, [{"id": "bears", "card": "Grizzly Bears"}])
    done = play(state, RESOLVE, ["sacrifice"])
    assert done.state.object("it").zone is Zone.GRAVEYARD
    assert done.state.object("bears").zone is Zone.BATTLEFIELD


def test_702_72a_only_the_quality_named() -> None:
    state = _entered(
        PACKMASTER,
        [{"id": "bears", "card": "Grizzly Bears"}, {"id": "elf", "card": "Llanowar Elves"}],
    )
    asked = pending(state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["elf", "sacrifice"]  # a Bear isn't an Elf
