"""Earthbend N (701.66a): target land you control becomes a 0/0 creature with haste that's still
a land, gets N +1/+1 counters, and returns to the battlefield tapped under your control when it
dies or is put into exile. Earthbending Lesson ("Earthbend 4."), Cracked Earth Technique
("Earthbend 3, then earthbend 3. You gain 3 life.") and Badgermole Cub ("When ~ enters,
earthbend 1.") of the 2026 card file are compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

LESSON = "Earthbending Lesson"
CRACKED = "Cracked Earth Technique"
CUB = "Badgermole Cub"
RESOLVE = {"type": "resolve"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(
        compiled_from, LESSON, CRACKED, CUB, "Forest", "Murder", "Swords to Plowshares", "Unsummon"
    )


@pytest.mark.parametrize(
    ("name", "printed"),
    [
        (LESSON, "Earthbend 4."),
        (CRACKED, "Earthbend 3, then earthbend 3. You gain 3 life."),
    ],
)
def test_701_66a_earthbend_compiles_and_prints_back(name: str, printed: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert compiled.printed == printed


def test_701_66a_the_cub_prints_its_trigger_back() -> None:
    compiled = compile_record(records(CUB)[CUB])
    assert "When ~ enters, earthbend 1." in compiled.printed.split("\n")
    assert all(line.applied for line in compiled.lines if "earthbend" in line.text)


def _bent(spell: str = LESSON, extra: list[dict[str, Any]] | None = None) -> GameState:
    hand = [{"id": "lesson", "card": spell}, *(extra or [])]
    state = board(
        {"id": "A", "hand": hand, "battlefield": [{"id": "forest", "card": "Forest"}]},
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "lesson", "targets": ["forest"], "free": True})
    return play(cast.state, RESOLVE).state


def test_701_66a_the_land_becomes_a_hasty_0_0_creature_with_counters() -> None:
    state = _bent()
    forest = state.object("forest")
    seen = chars(state, forest)
    assert seen.is_type("Creature") and seen.is_type("Land")
    assert "Forest" in seen.subtypes
    assert (seen.power, seen.toughness) == (4, 4)
    assert forest.counter("+1/+1") == 4
    assert seen.has("haste")


def test_701_66a_earthbending_is_logged() -> None:
    hand = [{"id": "lesson", "card": LESSON}]
    state = board(
        {"id": "A", "hand": hand, "battlefield": [{"id": "forest", "card": "Forest"}]},
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "lesson", "targets": ["forest"], "free": True})
    done = play(cast.state, RESOLVE)
    assert cites(done.log, "701.66a")


@pytest.mark.parametrize("removal", ["Murder", "Swords to Plowshares"])
def test_701_66a_when_it_dies_or_is_exiled_it_returns_tapped(removal: str) -> None:
    state = _bent(extra=[{"id": "removal", "card": removal}])
    cast = play(state, {"type": "cast", "object": "removal", "targets": ["forest"], "free": True})
    gone = play(cast.state, RESOLVE)  # the removal resolves; the delayed trigger waits
    assert gone.state.object("forest").zone in (Zone.GRAVEYARD, Zone.EXILE)
    assert cites(gone.log, "603.7")
    done = play(gone.state, RESOLVE)  # the delayed trigger resolves
    forest = done.state.object("forest")
    assert forest.zone is Zone.BATTLEFIELD and forest.tapped
    assert forest.controller == "A"
    seen = chars(done.state, forest)
    assert not seen.is_type("Creature")  # a new object: the old effects are gone (400.7)
    assert forest.counter("+1/+1") == 0
    assert cites(done.log, "701.66a")


def test_701_66a_returned_to_hand_it_stays_there() -> None:
    state = _bent(extra=[{"id": "bounce", "card": "Unsummon"}])
    cast = play(state, {"type": "cast", "object": "bounce", "targets": ["forest"], "free": True})
    done = play(cast.state, RESOLVE)
    assert done.state.object("forest").zone is Zone.HAND
    assert not done.state.pending_triggers
    assert not [e for e in done.state.effects if e.kind == "delayed_trigger"]


def test_701_66a_twice_the_same_land_gets_both() -> None:
    hand = [{"id": "lesson", "card": CRACKED}]
    state = board(
        {"id": "A", "life": 10, "hand": hand, "battlefield": [{"id": "forest", "card": "Forest"}]},
        {"id": "B"},
    )
    cast = play(
        state,
        {"type": "cast", "object": "lesson", "targets": ["forest", "forest"], "free": True},
    )
    done = play(cast.state, RESOLVE).state
    assert done.object("forest").counter("+1/+1") == 6
    assert done.player("A").life == 13


def test_701_66a_a_creature_s_enters_trigger_earthbends() -> None:
    state = board(
        {
            "id": "A",
            "hand": [{"id": "cub", "card": CUB}],
            "battlefield": [{"id": "forest", "card": "Forest"}],
        },
        {"id": "B"},
    )
    cast = play(state, {"type": "cast", "object": "cub", "free": True})
    entered = play(cast.state, RESOLVE).state  # the Cub enters; its trigger targets the Forest
    done = play(entered, RESOLVE)
    seen = chars(done.state, done.state.object("forest"))
    assert seen.is_type("Creature") and (seen.power, seen.toughness) == (1, 1)
    assert cites(done.log, "701.66a")
