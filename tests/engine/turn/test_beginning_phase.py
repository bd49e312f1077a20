"""The beginning phase: a turn begins (302.6, "until your next turn"), untapping (502; phasing is
in tests/engine/phasing/), drawing (504, 103.8), and losing for drawing from an empty library
(704.5b)."""

from __future__ import annotations

from typing import Any

from engine.core.state import GameState, Step, Zone
from engine.testing.scenario import board, cites, play


def library(owner: str) -> list[dict[str, str]]:
    return [{"id": f"{owner}_lib{i}", "card": "Grizzly Bears"} for i in range(3)]


def alices_cleanup(a: dict[str, Any], b: dict[str, Any], **doc: Any) -> GameState:
    """Alice's cleanup step of turn 3: the next advance begins Bob's turn 4. Both players have a
    few cards in their library unless the test says otherwise."""
    return board(
        {"id": "A", "name": "Alice", "library": library("a"), **a},
        {"id": "B", "name": "Bob", "library": library("b"), **b},
        turn={"number": 3, "active_player": "A", "step": "cleanup"},
        **doc,
    )


def test_untap_step_untaps_the_active_players_permanents() -> None:
    state = alices_cleanup(
        {"battlefield": [{"id": "a_bears", "card": "Grizzly Bears", "tapped": True}]},
        {"battlefield": [{"id": "b_bears", "card": "Grizzly Bears", "tapped": True}]},
    )
    result = play(state, {"type": "advance"})
    assert result.state.turn.step is Step.UNTAP
    assert not result.state.object("b_bears").tapped
    assert result.state.object("a_bears").tapped  # not Alice's untap step
    assert cites(result.log, "502.3")


def test_a_new_turn_ends_summoning_sickness_of_the_active_players_creatures() -> None:
    """302.6: Bob's creature, under his control since before his turn began, can attack."""
    state = alices_cleanup(
        {"battlefield": [{"id": "a_bears", "card": "Grizzly Bears", "summoning_sick": True}]},
        {"battlefield": [{"id": "b_bears", "card": "Grizzly Bears", "summoning_sick": True}]},
    )
    state = play(state, {"type": "advance", "to": "declare_attackers", "turn": "next"}).state
    assert state.object("b_bears").controlled_since_turn_start
    assert not state.object("a_bears").controlled_since_turn_start
    result = play(state, {"type": "attack", "attackers": {"b_bears": "A"}})
    assert result.state.combat is not None


def test_until_your_next_turn_effects_end_as_that_turn_begins() -> None:
    """Bob's protection "until your next turn" ends as Bob's turn begins (500.4)."""
    effect = {
        "id": "pro",
        "kind": "protection",
        "controller": "B",
        "params": {"protected": "B", "from": "everything"},
        "duration": "until_your_next_turn",
    }
    state = alices_cleanup({}, {}, effects=[effect])
    result = play(state, {"type": "advance"})
    assert result.state.effect("pro") is None


def test_draw_step_draws_the_top_card() -> None:
    state = alices_cleanup(
        {},
        {"library": [{"id": "top", "card": "Grizzly Bears"}, {"id": "next", "card": "Hill Giant"}]},
    )
    result = play(state, {"type": "advance", "to": "draw", "turn": "next"})
    assert result.state.object("top").zone is Zone.HAND
    assert result.state.object("next").zone is Zone.LIBRARY
    assert cites(result.log, "504.1")


def test_the_first_player_skips_the_first_draw_in_a_two_player_game() -> None:
    state = board(
        {"id": "A", "library": [{"id": "top", "card": "Grizzly Bears"}]},
        {"id": "B"},
        turn={"number": 1, "active_player": "A", "step": "upkeep"},
    )
    result = play(state, {"type": "advance"})
    assert result.state.turn.step is Step.PRECOMBAT_MAIN
    assert result.state.object("top").zone is Zone.LIBRARY
    assert cites(result.log, "103.8a")


def test_nobody_skips_the_first_draw_in_free_for_all() -> None:
    """103.8c."""
    state = board(
        {"id": "A", "library": [{"id": "top", "card": "Grizzly Bears"}]},
        {"id": "B"},
        {"id": "C"},
        format="free_for_all",
        turn={"number": 1, "active_player": "A", "step": "upkeep"},
    )
    result = play(state, {"type": "advance"})
    assert result.state.turn.step is Step.DRAW
    assert result.state.object("top").zone is Zone.HAND


def test_drawing_from_an_empty_library_loses_at_the_next_state_based_action_check() -> None:
    """121.4, 704.5b: Bob draws from an empty library in his draw step and loses; the advance to
    his main phase stops there: the game is over."""
    state = alices_cleanup({}, {"library": []})
    result = play(state, {"type": "advance", "to": "precombat_main", "turn": "next"})
    assert result.state.player("B").lost
    assert result.state.player("A").won
    assert result.state.turn.step is Step.DRAW
    assert cites(result.log, "704.5b")
