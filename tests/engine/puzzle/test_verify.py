"""verify(): a solution is checked against every opponent decision the engine models.

Possibility Storm's rule: a solution must work whatever the opponent does. Forge plays one line
against its AI; these tests pin that Stackboard explores blocks, attacks, the opponent's
replacement-effect order and "may" choices, reports the line that beats a wrong solution, and
says how far it got when the search bound is hit.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from engine.core.state import GameState
from engine.puzzle import (
    Status,
    put_onto_battlefield,
    survive_until_next_turn,
    verify,
    win_this_turn,
)
from engine.testing.scenario import board

Line = list[dict[str, Any]]


def test_a_right_solution_is_verified(open_board: GameState, bolt_then_attack: Line) -> None:
    """Bolt (3) and an unblocked bear (2) beat an opponent at 5 with no creatures."""
    result = verify(open_board, bolt_then_attack, win_this_turn())
    assert result.status == Status.VERIFIED and result.verified
    assert result.counter_line == ()
    assert result.lines == 1 and result.nodes > 0


def test_a_solution_relying_on_unblocked_damage_is_refuted_by_a_block(
    guarded_board: GameState, bolt_then_attack: Line
) -> None:
    result = verify(guarded_board, bolt_then_attack, win_this_turn())
    assert result.status == Status.REFUTED
    opponent_steps = [s for s in result.counter_line if s.opponent]
    assert [s.action for s in opponent_steps] == [{"type": "block", "blockers": {"wall": "bear"}}]
    block = opponent_steps[0]
    assert block.actor == "B" and block.note == "Grizzly Bears (B's) blocks Grizzly Bears (A's)"
    assert any("blocker" in e.text for e in block.log)
    # The line reads step by step: the solver's actions, split where the opponent blocks.
    assert [s.action["type"] for s in result.counter_line] == [
        "activate",
        "cast",
        "resolve",
        "advance",
        "attack",
        "advance",
        "block",
        "advance",
    ]
    assert result.counter_line[-1].action == {
        "type": "advance",
        "to": "end_of_combat",
        "turn": "this",
    }
    assert "the goal isn't reached" in result.message


def test_burning_the_opponent_out_is_verified_despite_the_blocker(
    make_board: Callable[..., GameState],
) -> None:
    start = make_board(blocker=True, life=5, bolts=2)
    solution: Line = [
        {"type": "activate", "object": "m1", "ability": 0},
        {"type": "activate", "object": "m2", "ability": 0},
        {"type": "cast", "object": "bolt", "targets": ["B"]},
        {"type": "resolve"},
        {"type": "cast", "object": "bolt2", "targets": ["B"]},
        {"type": "resolve"},
    ]
    assert verify(start, solution, win_this_turn()).verified


def test_attacking_after_removing_the_blocker_is_verified_over_the_opponents_may_choice() -> None:
    """Path to Exile on the blocker: its controller may search (three answers), the bear wins."""
    start = board(
        {
            "id": "A",
            "hand": [{"id": "path", "card": "Path to Exile"}],
            "battlefield": [
                {"id": "p1", "card": "Plains"},
                {"id": "bear", "card": "Grizzly Bears"},
            ],
        },
        {
            "id": "B",
            "life": 2,
            "battlefield": [{"id": "wall", "card": "Grizzly Bears"}],
            "library": [{"id": "f2", "card": "Forest"}],
        },
    )
    solution: Line = [
        {"type": "activate", "object": "p1", "ability": 0},
        {"type": "cast", "object": "path", "targets": ["wall"]},
        {"type": "resolve"},
        {"type": "advance", "to": "declare_attackers"},
        {"type": "attack", "attackers": {"bear": "B"}},
        {"type": "advance", "to": "end_of_combat"},
    ]
    result = verify(start, solution, win_this_turn())
    assert result.verified
    assert result.lines >= 2  # searched and didn't search lead to different boards


def test_the_opponents_replacement_order_can_refute_a_solution() -> None:
    """616.1: B, the affected player, orders a prevention shield and a doubler; preventing first
    takes all of the Bolt's 3 damage away, so "Bolt B at 3 life" doesn't always win."""
    start = board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [{"id": "m1", "card": "Mountain"}],
        },
        {"id": "B", "life": 3},
        effects=[
            {
                "id": "salve",
                "kind": "prevent_next_damage",
                "controller": "B",
                "params": {"recipient": "B", "amount": 3},
                "duration": "end_of_turn",
            },
            {
                "id": "dbl",
                "kind": "double_damage",
                "controller": "A",
                "params": {"to": "B"},
                "duration": "end_of_turn",
            },
        ],
    )
    solution: Line = [
        {"type": "activate", "object": "m1", "ability": 0},
        {"type": "cast", "object": "bolt", "targets": ["B"]},
        {"type": "resolve"},
    ]
    result = verify(start, solution, win_this_turn())
    assert result.status == Status.REFUTED
    last = result.counter_line[-1]
    assert [(d.decider, d.kind, d.option) for d in last.decisions] == [
        ("B", "replacement_order", "salve")
    ]


def test_the_opponents_attack_on_its_turn_is_explored() -> None:
    """Survive until your next turn at 2 life against a Gray Ogre: passing loses to the attack,
    bolting the Ogre first survives."""
    library = [{"id": f"l{n}", "card": "Island"} for n in range(3)]
    start = board(
        {
            "id": "A",
            "life": 2,
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [{"id": "m1", "card": "Mountain"}],
            "library": library,
        },
        {
            "id": "B",
            "battlefield": [{"id": "ogre", "card": "Gray Ogre"}],
            "library": [{"id": f"k{n}", "card": "Island"} for n in range(3)],
        },
    )
    pass_turns: Line = [
        {"type": "advance", "to": "upkeep", "turn": "next"},
        {"type": "advance", "to": "upkeep", "turn": "next"},
    ]
    refuted = verify(start, pass_turns, survive_until_next_turn())
    assert refuted.status == Status.REFUTED
    assert "A has lost" in refuted.message
    attack = [s for s in refuted.counter_line if s.opponent]
    assert [s.action for s in attack] == [{"type": "attack", "attackers": {"ogre": "A"}}]

    bolt_first: Line = [
        {"type": "activate", "object": "m1", "ability": 0},
        {"type": "cast", "object": "bolt", "targets": ["ogre"]},
        {"type": "resolve"},
        *pass_turns,
    ]
    assert verify(start, bolt_first, survive_until_next_turn()).verified


def path_your_own_bear() -> tuple[GameState, Line]:
    start = board(
        {
            "id": "A",
            "hand": [{"id": "path", "card": "Path to Exile"}],
            "battlefield": [
                {"id": "p1", "card": "Plains"},
                {"id": "bear", "card": "Grizzly Bears"},
            ],
            "library": [{"id": "f1", "card": "Forest"}, {"id": "i1", "card": "Island"}],
        },
        {"id": "B"},
    )
    solution: Line = [
        {"type": "activate", "object": "p1", "ability": 0},
        {"type": "cast", "object": "path", "targets": ["bear"]},
        {"type": "resolve", "choices": ["f1"]},
    ]
    return start, solution


def test_the_solvers_recorded_choices_are_used() -> None:
    start, solution = path_your_own_bear()
    result = verify(start, solution, put_onto_battlefield("Forest"), strict=True)
    assert result.verified and result.open_decisions == ()


def test_a_solution_missing_a_choice_is_reported_incomplete() -> None:
    start, solution = path_your_own_bear()
    del solution[-1]["choices"]
    strict = verify(start, solution, put_onto_battlefield("Forest"), strict=True)
    assert strict.status == Status.INVALID
    assert strict.message.startswith("the solution is incomplete: step 3 doesn't answer")
    assert "A may search their library" in strict.message
    searched = verify(start, solution, put_onto_battlefield("Forest"))
    assert searched.verified
    assert searched.open_decisions == ("step 3: A may search their library",)
    assert "leaves 1 decision of the solver open" in searched.message


def test_a_wrong_choice_or_an_illegal_step_fails_the_solution() -> None:
    start, solution = path_your_own_bear()
    solution[-1]["choices"] = ["i1"]
    result = verify(start, solution, put_onto_battlefield("Forest"))
    # Finding an Island falls short whatever the opponent does: the solution is invalid.
    assert result.status == Status.INVALID
    assert result.message.startswith("the solution ends here and the goal isn't reached")
    solution[1]["targets"] = ["nothing"]
    illegal = verify(start, solution, put_onto_battlefield("Forest"))
    assert illegal.status == Status.INVALID
    assert "step 2 of the solution is illegal" in illegal.message


def test_the_bound_stops_the_search_and_says_how_far_it_got() -> None:
    """Three attackers into six possible blockers: 4^6 block declarations to try."""
    start = board(
        {
            "id": "A",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                *({"id": f"a{n}", "card": "Grizzly Bears"} for n in range(3)),
                {"id": "m1", "card": "Mountain"},
            ],
        },
        {
            "id": "B",
            "life": 3,
            "battlefield": [{"id": f"b{n}", "card": "Grizzly Bears"} for n in range(6)],
        },
    )
    solution: Line = [
        {"type": "advance", "to": "declare_attackers"},
        {"type": "attack", "attackers": {f"a{n}": "B" for n in range(3)}},
        {"type": "advance", "to": "postcombat_main"},
        {"type": "activate", "object": "m1", "ability": 0},
        {"type": "cast", "object": "bolt", "targets": ["B"]},
        {"type": "resolve"},
    ]
    result = verify(start, solution, win_this_turn(), max_nodes=60)
    assert result.status == Status.INCOMPLETE
    assert result.nodes == 60 and result.max_nodes == 60
    assert result.lines >= 1 and result.depth >= 3
    assert result.message.startswith("checked 60 positions (the bound is 60)")


def test_verification_is_deterministic_and_serializable(
    guarded_board: GameState, bolt_then_attack: Line
) -> None:
    first = verify(guarded_board, bolt_then_attack, win_this_turn())
    again = verify(guarded_board, bolt_then_attack, win_this_turn())
    assert first == again
    data = json.loads(json.dumps(first.to_json()))
    assert data["status"] == "refuted" and data["version"] == 1
    assert data["counter_line"][6]["action"]["type"] == "block"
    assert data["counter_line"][6]["opponent"] is True
    assert data["counter_line"][6]["log"][0]["text"]
