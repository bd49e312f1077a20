"""A player sacrificing a permanent of either of two kinds they choose (701.21a): "Each opponent
sacrifices a creature or planeswalker." (Eradicator Valkyrie's boast, 702.142a). The opponent
chooses among their creatures and planeswalkers, nothing else. Compiled from its Oracle text."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import GameState, Zone
from engine.oracle.compiler import AUTOMATED, compile_record
from engine.testing.scenario import board, cites, pending, play
from tests.engine.cards_2026 import records, use_cards

VALKYRIE = "Eradicator Valkyrie"
WALKER = {"types": ["Planeswalker"], "subtypes": ["Test"], "loyalty": 3}
RELIC = {"types": ["Artifact"]}


@pytest.fixture(autouse=True)
def _cards_from_their_text(compiled_from: Any) -> None:
    use_cards(compiled_from, VALKYRIE)


def test_the_card_compiles_automated_and_prints_back() -> None:
    compiled = compile_record(records(VALKYRIE)[VALKYRIE])
    assert compiled.label == AUTOMATED
    assert "sacrifices a creature or planeswalker" in compiled.printed


def _game(*theirs: dict[str, Any]) -> GameState:
    alice = {
        "id": "A",
        "mana_pool": {"B": 2},
        "battlefield": [
            {"id": "valkyrie", "card": VALKYRIE, "summoning_sick": False},
            {"id": "bears", "card": "Grizzly Bears"},
        ],
    }
    bob = {"id": "B", "battlefield": list(theirs)}
    return board(alice, bob, turn={"number": 3, "active_player": "A", "step": "declare_attackers"})


def _boast(state: GameState) -> GameState:
    attacked = play(state, {"type": "attack", "attackers": {"valkyrie": "B"}}).state
    # its second ability (after hexproof from planeswalkers): {1}{B}, Sacrifice the Bears
    return play(attacked, {"type": "activate", "object": "valkyrie", "ability": 1}, ["bears"]).state


def test_the_opponent_chooses_among_creatures_and_planeswalkers_701_21a() -> None:
    state = _boast(
        _game(
            {
                "id": "walker",
                "card": "Test Walker",
                "characteristics": WALKER,
                "counters": {"loyalty": 3},
            },
            {"id": "giant", "card": "Hill Giant"},
            {"id": "relic", "card": "Test Relic", "characteristics": RELIC},
        )
    )
    asked = pending(state, {"type": "resolve"})
    assert asked.pending is not None and asked.pending.decider == "B"
    assert {o.id for o in asked.pending.options} == {"walker", "giant"}
    done = play(state, {"type": "resolve"}, ["walker"])
    assert done.state.object("walker").zone is Zone.GRAVEYARD
    assert done.state.object("giant").zone is Zone.BATTLEFIELD
    assert done.state.object("relic").zone is Zone.BATTLEFIELD
    assert cites(done.log, "701.21a")


def test_a_lone_planeswalker_is_sacrificed() -> None:
    state = _boast(
        _game(
            {
                "id": "walker",
                "card": "Test Walker",
                "characteristics": WALKER,
                "counters": {"loyalty": 3},
            },
            {"id": "relic", "card": "Test Relic", "characteristics": RELIC},
        )
    )
    done = play(state, {"type": "resolve"})
    assert done.state.object("walker").zone is Zone.GRAVEYARD
    assert done.state.object("relic").zone is Zone.BATTLEFIELD
