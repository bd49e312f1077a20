"""Interchangeable permanents (`engine.puzzle.symmetry`): moves that differ only in which of them
they name are one move for the solver.

Each scenario is a board: which permanents are interchangeable, which moves share a key, and
the solver's moves at that position (one Lightning Bolt per kind of target).
"""

from __future__ import annotations

from typing import Any

from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.puzzle import win_this_turn
from engine.puzzle.lines import solver_moves
from engine.puzzle.solver import Verdict, distinct_moves, find_solution
from engine.puzzle.symmetry import canonical_move, interchangeable
from engine.testing.scenario import board


def bears_board(*extra: dict[str, Any], their_life: int = 20) -> GameState:
    """Alice (A) has a Mountain, a Lightning Bolt and a Hill Giant; Bob (B) has two Grizzly Bears
    tokens and a Hill Giant, and `extra` permanents."""
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "m1", "card": "Mountain"},
                {"id": "giant", "card": "Hill Giant"},
            ],
        },
        {
            "id": "B",
            "name": "Bob",
            "life": their_life,
            "battlefield": [
                {"id": "t1", "card": "Grizzly Bears", "token": True},
                {"id": "t2", "card": "Grizzly Bears", "token": True},
                {"id": "their_giant", "card": "Hill Giant"},
                *extra,
            ],
        },
    )


def test_two_identical_tokens_are_one_class_and_a_giant_apart() -> None:
    classes = interchangeable(bears_board())
    assert classes["t1"] == classes["t2"]
    assert "their_giant" not in classes and "giant" not in classes  # each giant is alike none


def test_a_token_with_a_counter_is_no_longer_interchangeable() -> None:
    start = bears_board()
    t2 = start.object("t2").with_counters("+1/+1", 1)
    classes = interchangeable(start.with_object(t2))
    assert "t1" not in classes and "t2" not in classes


def test_an_aura_on_one_token_tells_them_apart() -> None:
    start = bears_board({"id": "aura", "card": "Holy Strength", "attached_to": "t1"})
    classes = interchangeable(start)
    assert "t1" not in classes
    assert "t2" not in classes  # alone in its class


def test_targeting_either_token_is_one_move() -> None:
    classes = interchangeable(bears_board())
    first = {"type": "cast", "object": "bolt", "targets": ["t1"]}
    second = {"type": "cast", "object": "bolt", "targets": ["t2"]}
    giant = {"type": "cast", "object": "bolt", "targets": ["their_giant"]}
    assert canonical_move(first, classes) == canonical_move(second, classes)
    assert canonical_move(first, classes) != canonical_move(giant, classes)


def test_two_blockers_on_one_token_differ_from_one_on_each() -> None:
    classes = {"t1": "t1", "t2": "t1", "t3": "t1"}
    same = {"type": "block", "blockers": {"a": "t1", "b": "t1"}}
    same_other = {"type": "block", "blockers": {"a": "t3", "b": "t3"}}
    each = {"type": "block", "blockers": {"a": "t1", "b": "t2"}}
    each_other = {"type": "block", "blockers": {"a": "t2", "b": "t3"}}
    assert canonical_move(same, classes) == canonical_move(same_other, classes)
    assert canonical_move(each, classes) == canonical_move(each_other, classes)
    assert canonical_move(same, classes) != canonical_move(each, classes)


def test_attacking_tokens_stay_interchangeable_and_a_blocked_one_does_not() -> None:
    """Bob's two tokens attack Alice: still alike. Once Alice's Giant blocks one, it is named."""
    start = board(
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [
                {"id": "t1", "card": "Grizzly Bears", "token": True},
                {"id": "t2", "card": "Grizzly Bears", "token": True},
            ],
        },
        {"id": "A", "name": "Alice", "battlefield": [{"id": "giant", "card": "Hill Giant"}]},
        turn={"number": 2, "active_player": "B", "step": "declare_attackers"},
    )
    attacked = apply(start, {"type": "attack", "attackers": {"t1": "A", "t2": "A"}}).state
    assert interchangeable(attacked)["t2"] == interchangeable(attacked)["t1"]
    blocking = apply(attacked, {"type": "advance"}).state
    blocked = apply(blocking, {"type": "block", "blockers": {"giant": "t1"}}).state
    assert "t1" not in interchangeable(blocked)


def test_the_solver_tries_one_bolt_for_both_tokens() -> None:
    start = bears_board()
    moves = distinct_moves(start, solver_moves(start, "A", pay=False))
    bolt_targets = [m["targets"] for m in moves if m.get("object") == "bolt"]
    assert ["t1"] in bolt_targets and ["t2"] not in bolt_targets
    assert ["their_giant"] in bolt_targets and ["B"] in bolt_targets


def test_no_solution_is_still_proved_with_the_tokens_merged() -> None:
    """Bob at 20 with two tokens and a Giant: the Bolt and Alice's Giant can't win."""
    result = find_solution(bears_board(), win_this_turn(), seconds=60.0)
    assert result.verdict == Verdict.NO_SOLUTION, result.reason


DEATH_DENIED = {
    "name": "Death Denied",
    "layout": "normal",
    "type_line": "Instant — Arcane",
    "mana_cost": "{X}{B}{B}",
    "colors": ["B"],
    "keywords": [],
    "oracle_text": "Return X target creature cards from your graveyard to your hand.",
}


def test_x_targets_are_offered_as_x_different_targets(compiled_from: Any) -> None:
    """Death Denied returns X target creature cards (601.2b-c): each move the solver tries has
    exactly X different targets, X=2 takes both Bears cards, and the engine accepts it."""
    compiled_from({"Death Denied": DEATH_DENIED})
    start = board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "denied", "card": "Death Denied"}],
            "battlefield": [{"id": f"s{n}", "card": "Swamp"} for n in range(4)],
            "graveyard": [
                {"id": "g1", "card": "Grizzly Bears"},
                {"id": "g2", "card": "Grizzly Bears"},
            ],
        },
        {"id": "B", "name": "Bob"},
    )
    casts = [m for m in solver_moves(start, "A", pay=False) if m.get("object") == "denied"]
    assert all(len(m.get("targets", [])) == m.get("x", 0) for m in casts)
    both = {"type": "cast", "object": "denied", "targets": ["g1", "g2"], "x": 2}
    assert both in casts
    played = apply(start, both).state
    assert [o.id for o in played.zone(Zone.STACK)] == ["denied"]
