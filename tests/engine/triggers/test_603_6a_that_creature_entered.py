"""603.6a: "Whenever a creature enters under your control, ... that creature ...": "that
creature" is the creature that entered (bound as the trigger event's "entering"), acted on only
while it is still that object (400.7). Ogre Battledriver ("Whenever another creature you control
enters, that creature gets +2/+0 and gains haste until end of turn.") and Gruul Ragebeast
("Whenever ~ or another creature you control enters, that creature fights target creature an
opponent controls.") are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

BATTLEDRIVER = "Ogre Battledriver"
RAGEBEAST = "Gruul Ragebeast"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, BATTLEDRIVER, RAGEBEAST)


@pytest.mark.parametrize("name", [BATTLEDRIVER, RAGEBEAST])
def test_603_6a_the_cards_compile_and_print_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert "that creature" in compiled.printed


def _bears_entered() -> GameState:
    hand = [{"id": "bears", "card": "Grizzly Bears"}]
    state = board(
        {"id": "A", "hand": hand, "battlefield": [{"id": "ogre", "card": BATTLEDRIVER}]},
        {"id": "B", "hand": [{"id": "bolt", "card": "Lightning Bolt"}]},
    )
    cast = play(state, {"type": "cast", "object": "bears", "free": True})
    entered = play(cast.state, RESOLVE)  # the Bears enter; the Ogre's trigger waits
    assert cites(entered.log, "603.2")
    return entered.state


def _stack(state: GameState) -> list[Any]:
    return [o for o in state.objects if o.zone is Zone.STACK]


def test_603_6a_that_creature_is_the_one_that_entered() -> None:
    done = play(_bears_entered(), RESOLVE)
    bears = chars(done.state, done.state.object("bears"))
    assert (bears.power, bears.toughness) == (4, 2)
    assert bears.has("Haste")
    ogre = chars(done.state, done.state.object("ogre"))
    assert (ogre.power, ogre.toughness) == (3, 3)  # the Ogre itself is unchanged


def test_400_7_that_creature_gone_and_nothing_happens() -> None:
    state = _bears_entered()
    # Bob kills the Bears in response: the trigger resolves with its creature gone.
    bolt = play(state, {"type": "cast", "object": "bolt", "targets": ["bears"], "free": True})
    state = play(bolt.state, RESOLVE).state
    assert state.object("bears").zone is Zone.GRAVEYARD
    done = play(state, RESOLVE)
    assert not _stack(done.state)
    assert done.state.object("bears").zone is Zone.GRAVEYARD
    ogre = chars(done.state, done.state.object("ogre"))
    assert (ogre.power, ogre.toughness) == (3, 3)


def test_603_6a_or_self_that_creature_is_the_ragebeast_itself() -> None:
    state = board(
        {"id": "A", "hand": [{"id": "beast", "card": RAGEBEAST}]},
        {"id": "B", "battlefield": [{"id": "bears", "card": "Grizzly Bears"}]},
    )
    cast = play(state, {"type": "cast", "object": "beast", "free": True})
    entered = play(cast.state, RESOLVE)  # the Ragebeast enters; its trigger targets the Bears
    assert [o.stack.targets for o in _stack(entered.state) if o.stack] == [("bears",)]
    done = play(entered.state, RESOLVE)
    assert done.state.object("bears").zone is Zone.GRAVEYARD  # 6 damage from the fight
    assert done.state.object("beast").damage == 2
    assert cites(done.log, "701.14a")
