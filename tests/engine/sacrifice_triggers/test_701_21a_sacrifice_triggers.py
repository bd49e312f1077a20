"""Abilities that trigger when their controller sacrifices a permanent (701.21a): "Whenever you
sacrifice a Clue" (Tireless Tracker), "... another creature" (Body Dropper), "... a Blood token"
(Gluttonous Guest), compiled from the 2026 card file. A sacrifice to pay a cost and one an
effect makes both count; a creature that dies otherwise, or an opponent's sacrifice, doesn't.
What was sacrificed is read as it last existed on the battlefield (603.10a)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.oracle import resolve_all
from engine.testing.scenario import board, cites, play
from tests.engine.cards_2026 import records, use_cards

TRACKER = "Tireless Tracker"
DROPPER = "Body Dropper"
GUEST = "Gluttonous Guest"
BLOOD = "Innocent Blood"
RESOLVE = {"type": "resolve"}
MAIN = {"number": 3, "active_player": "A", "step": "precombat_main"}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, TRACKER, DROPPER, GUEST, BLOOD)


@pytest.mark.parametrize("name", [TRACKER, DROPPER, GUEST])
def test_701_21a_the_sacrifice_trigger_compiles_and_prints_back(name: str) -> None:
    compiled = compile_record(records(name)[name])
    assert compiled.label == AUTOMATED
    assert any(line.startswith("Whenever you sacrifice") for line in compiled.printed.split("\n"))


def _tracker_and_clue(clue_owner: str = "A") -> GameState:
    clue = {"id": "clue", "card": "Clue", "token": True}
    return board(
        {
            "id": "A",
            "battlefield": [
                {"id": "tracker", "card": TRACKER},
                *([clue] if clue_owner == "A" else []),
            ],
            "library": [{"id": "top", "card": "Grizzly Bears"}],
            "mana_pool": {"C": 2},
        },
        {"id": "B", "battlefield": [clue] if clue_owner == "B" else []},
        turn=MAIN,
    )


def test_701_21a_sacrificing_a_clue_for_its_cost_triggers() -> None:
    state = _tracker_and_clue()
    cracked = play(state, {"type": "activate", "object": "clue", "ability": 0})
    assert cracked.state.find_object("clue") is None or (
        cracked.state.object("clue").zone is not Zone.BATTLEFIELD
    )
    assert cites(cracked.log, "603.2") and cites(cracked.log, "701.21a")
    done = resolve_all(cracked.state)
    assert done.object("tracker").counter("+1/+1") == 1
    assert done.object("top").zone is Zone.HAND  # the Clue's draw


def test_701_21a_a_creature_that_dies_otherwise_isnt_sacrificed() -> None:
    state = board(
        {
            "id": "A",
            "battlefield": [
                {"id": "dropper", "card": DROPPER},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B"},
        turn=MAIN,
    )
    died = play(state, {"type": "move_object", "object": "bears", "to": "graveyard"})
    assert died.state.object("bears").zone is Zone.GRAVEYARD
    assert not died.state.pending_triggers and not died.state.zone(Zone.STACK)


def _edict_board() -> GameState:
    return board(
        {
            "id": "A",
            "hand": [{"id": "edict", "card": BLOOD}],
            "battlefield": [
                {"id": "dropper", "card": DROPPER},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "battlefield": [{"id": "their_bears", "card": "Grizzly Bears"}]},
        turn=MAIN,
    )


def test_701_21a_an_effect_making_you_sacrifice_another_creature_triggers() -> None:
    cast = play(_edict_board(), {"type": "cast", "object": "edict", "free": True})
    resolved = play(cast.state, RESOLVE, ["bears"])
    assert resolved.state.object("bears").zone is Zone.GRAVEYARD
    assert resolved.state.object("their_bears").zone is Zone.GRAVEYARD
    # B's sacrifice doesn't trigger A's ability: one trigger, for A's Grizzly Bears
    assert len(resolved.state.pending_triggers) + len(resolved.state.zone(Zone.STACK)) == 1
    done = resolve_all(resolved.state)
    assert done.object("dropper").counter("+1/+1") == 1


def test_701_21a_sacrificing_itself_isnt_another_creature() -> None:
    cast = play(_edict_board(), {"type": "cast", "object": "edict", "free": True})
    resolved = play(cast.state, RESOLVE, ["dropper"])
    assert resolved.state.object("dropper").zone is Zone.GRAVEYARD
    assert not resolved.state.pending_triggers and not resolved.state.zone(Zone.STACK)


def test_701_21a_a_blood_token_is_read_as_it_last_existed() -> None:
    state = board(
        {
            "id": "A",
            "life": 10,
            "hand": [{"id": "card", "card": "Grizzly Bears"}],
            "battlefield": [
                {"id": "guest", "card": GUEST},
                {"id": "blood", "card": "Blood", "token": True},
            ],
            "library": [{"id": "top", "card": "Grizzly Bears"}],
            "mana_pool": {"C": 1},
        },
        {"id": "B"},
        turn=MAIN,
    )
    rummaged = play(state, {"type": "activate", "object": "blood", "ability": 0})
    done = resolve_all(rummaged.state)
    assert done.player("A").life == 11
