"""Recover (702.59a): while the card is in its owner's graveyard, when a creature is put into that
graveyard from the battlefield, they may pay the recover cost to return the card to their hand;
otherwise it is exiled. Grim Harvest ("Recover {2}{B}") is compiled from its 2026 Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

HARVEST = "Grim Harvest"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, HARVEST)


def test_702_59a_recover_compiles_and_prints_back() -> None:
    compiled = compile_record(records(HARVEST)[HARVEST])
    assert compiled.label == AUTOMATED
    assert compiled.printed.splitlines()[1] == "Recover {2}{B}"


def _creature_dies(whose: str) -> Any:
    state = board(
        {
            "id": "A",
            "graveyard": [{"id": "harvest", "card": HARVEST}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "hand": [{"id": "murder", "card": "Murder"}],
            "mana_pool": {"B": 3},
        },
        {"id": "B", "battlefield": [{"id": "b_bears", "card": "Grizzly Bears"}]},
    )
    target = "bears" if whose == "A" else "b_bears"
    cast = play(state, {"type": "cast", "object": "murder", "targets": [target], "free": True})
    return play(cast.state, RESOLVE)


def test_702_59a_pay_and_return_it_to_the_hand() -> None:
    died = _creature_dies("A")
    assert cites(died.log, "702.59a")  # it triggers from the graveyard
    asked = pending(died.state, RESOLVE)
    assert asked.pending is not None
    assert [o.id for o in asked.pending.options] == ["pay", "decline"]
    done = play(died.state, RESOLVE, ["pay"])
    assert done.state.object("harvest").zone is Zone.HAND
    assert done.state.player("A").mana_pool.get("B", 0) == 0
    assert cites(done.log, "702.59a")


def test_702_59a_otherwise_exile_it() -> None:
    done = play(_creature_dies("A").state, RESOLVE, ["decline"])
    assert done.state.object("harvest").zone is Zone.EXILE


def test_702_59a_only_a_creature_put_into_your_graveyard() -> None:
    died = _creature_dies("B")
    state: GameState = died.state
    assert not state.zone(Zone.STACK) and not state.pending_triggers
    assert state.object("harvest").zone is Zone.GRAVEYARD


GARZA = "Garza's Assassin"


def test_702_59a_recover_paying_half_your_life_rounded_up(compiled_from: Any) -> None:
    """Garza's Assassin ("Recover—Pay half your life, rounded up."): at 15 life, 8 is paid."""
    use_cards(compiled_from, HARVEST, GARZA)
    compiled = compile_record(records(GARZA)[GARZA])
    assert compiled.label == AUTOMATED
    state = board(
        {
            "id": "A",
            "life": 15,
            "graveyard": [{"id": "garza", "card": GARZA}],
            "battlefield": [{"id": "bears", "card": "Grizzly Bears"}],
            "hand": [{"id": "murder", "card": "Murder"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "murder", "targets": ["bears"], "free": True})
    died = play(cast.state, RESOLVE)
    done = play(died.state, RESOLVE, ["pay"])
    assert done.state.player("A").life == 7
    assert done.state.object("garza").zone is Zone.HAND
    assert cites(done.log, "702.59a") and cites(done.log, "119.4")
