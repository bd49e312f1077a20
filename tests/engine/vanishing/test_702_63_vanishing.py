"""Vanishing N (702.63a): the permanent enters with N time counters; at the beginning of its
controller's upkeep one is removed (an intervening "if", 603.4); when the last is removed it is
sacrificed. Aven Riftwatcher, a built-in card (moved here from the Forge commons' tests)."""

from __future__ import annotations

from engine.core.state import GameState, Zone
from engine.rules.characteristics import chars
from engine.testing.scenario import board, cites, play

RESOLVE = {"type": "resolve"}


NEXT_UPKEEP = {"type": "advance", "to": "upkeep", "turn": "next"}


def riftwatcher_before_alices_turn(time: int) -> GameState:
    """Bob's end step; Alice controls Aven Riftwatcher with `time` time counters."""
    return board(
        {
            "id": "A",
            "battlefield": [{"id": "aven", "card": "Aven Riftwatcher", "counters": {"time": time}}],
            "library": [{"id": f"a{i}", "card": "Swamp"} for i in range(3)],
        },
        {"id": "B", "library": [{"id": f"b{i}", "card": "Swamp"} for i in range(3)]},
        turn={"number": 1, "active_player": "B", "step": "end"},
    )


def test_aven_riftwatcher_enters_with_three_time_counters_and_gains_2_life() -> None:
    state = board({"id": "A", "hand": [{"id": "card", "card": "Aven Riftwatcher"}]}, {"id": "B"})
    entered = play(play(state, {"type": "cast", "object": "card", "free": True}).state, RESOLVE)
    assert entered.state.object("card").counter("time") == 3  # 702.63a
    assert cites(entered.log, "614.1c")
    gained = play(entered.state, RESOLVE).state
    assert gained.player("A").life == 22
    assert chars(gained, gained.object("card")).has("flying")


def test_aven_riftwatcher_loses_a_time_counter_each_upkeep() -> None:
    upkeep = play(riftwatcher_before_alices_turn(3), NEXT_UPKEEP)
    assert cites(upkeep.log, "702.63a") and cites(upkeep.log, "603.2")
    resolved = play(upkeep.state, RESOLVE)
    assert resolved.state.object("aven").counter("time") == 2
    assert resolved.state.zone(Zone.STACK) == ()


def test_when_the_last_time_counter_is_removed_it_is_sacrificed_and_gains_2_life() -> None:
    upkeep = play(riftwatcher_before_alices_turn(1), NEXT_UPKEEP)
    removed = play(upkeep.state, RESOLVE)  # the last counter: the sacrifice trigger (702.63a)
    assert removed.state.object("aven").counter("time") == 0
    assert len(removed.state.zone(Zone.STACK)) == 1
    sacrificed = play(removed.state, RESOLVE)
    assert sacrificed.state.object("aven").zone is Zone.GRAVEYARD
    assert cites(sacrificed.log, "701.21a")
    gained = play(sacrificed.state, RESOLVE)  # its leaves-the-battlefield ability (603.6c)
    assert gained.state.player("A").life == 22


def test_vanishing_without_time_counters_doesnt_trigger() -> None:
    """The upkeep ability has an intervening "if" (603.4): with no time counter, nothing."""
    upkeep = play(riftwatcher_before_alices_turn(0), NEXT_UPKEEP)
    assert upkeep.state.zone(Zone.STACK) == ()
    assert upkeep.state.object("aven").zone is Zone.BATTLEFIELD
    assert cites(upkeep.log, "603.4")
