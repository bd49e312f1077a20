"""The duration "until the end of your next turn" (611.2a): the effect lasts through this turn's
cleanup step and ends in the cleanup step of its controller's next turn (514.2); if that player
has left the game, it ends when that turn would have begun (800.4m)."""

from __future__ import annotations

from typing import Any

from engine.core.state import Duration, GameState
from engine.testing.scenario import board, cites, play

KIND = "may_play_from_exile"


def _library(player: str) -> list[dict[str, str]]:
    return [{"id": f"{player}{i}", "card": "Forest"} for i in range(4)]


def _effect(controller: str) -> dict[str, Any]:
    return {
        "id": "e_next",
        "kind": KIND,
        "controller": controller,
        "params": {"object": "bolt", "timestamp": 0},
        "duration": "until_end_of_your_next_turn",
    }


def _board(controller: str, **more: Any) -> GameState:
    players = more.pop(
        "players",
        (
            {
                "id": "A",
                "exile": [{"id": "bolt", "card": "Lightning Bolt"}],
                "library": _library("a"),
            },
            {"id": "B", "library": _library("b")},
        ),
    )
    return board(
        *players,
        effects=[_effect(controller)],
        turn={"number": 1, "active_player": "A", "step": "precombat_main"},
        **more,
    )


def _kept(state: GameState) -> bool:
    return any(e.id == "e_next" for e in state.effects)


def test_it_outlasts_this_turn_and_ends_with_the_next_one_514_2() -> None:
    state = _board("A")
    bobs = play(state, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert _kept(bobs)  # not this turn's cleanup
    hers = play(bobs, {"type": "advance", "to": "upkeep", "turn": "next"}).state
    assert [e.duration for e in hers.effects if e.id == "e_next"] == [Duration.END_OF_TURN]
    ended = play(hers, {"type": "advance", "to": "upkeep", "turn": "next"})
    assert not _kept(ended.state) and cites(ended.log, "514.2")


def test_an_opponents_effect_ends_with_their_turn_not_this_one() -> None:
    bobs = play(_board("B"), {"type": "advance", "to": "end", "turn": "next"}).state
    assert bobs.turn.active_player == "B" and _kept(bobs)
    after = play(bobs, {"type": "advance", "to": "upkeep", "turn": "next"})
    assert not _kept(after.state) and cites(after.log, "514.2")


def test_a_player_who_left_has_it_end_when_their_turn_would_have_begun_800_4m() -> None:
    players = (
        {
            "id": "A",
            "exile": [{"id": "bolt", "card": "Lightning Bolt"}],
            "library": _library("a"),
        },
        {"id": "B", "lost": True},
        {"id": "C", "library": _library("c")},
    )
    state = _board("B", players=players, format="free_for_all")
    after = play(state, {"type": "advance", "to": "upkeep", "turn": "next"})
    assert after.state.turn.active_player == "C"
    assert not _kept(after.state) and cites(after.log, "800.4m")
