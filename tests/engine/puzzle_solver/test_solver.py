"""The engine finds a puzzle's solution (`engine.puzzle.solver`), proves it with `verify`, names
the other ways to win and writes a certificate with every opponent answer it considered.

Each scenario is a board with a goal and no author's solution: the verdict, the line found
(replayed: the opponent's life), the other winning lines in words, and the certificate.
"""

from __future__ import annotations

import json

from engine.core.state import GameState
from engine.core.version import CR_EDITION, ENGINE_VERSION
from engine.puzzle import solve_replay, verify, win_this_turn
from engine.puzzle.certificate import Certificate, certificate, certify
from engine.puzzle.solver import Verdict, find_solution, other_wins
from engine.testing.scenario import board

BOLT_TO_THE_FACE = [
    {"type": "activate", "object": "m1", "ability": 0},
    {"type": "cast", "object": "bolt", "targets": ["B"]},
    {"type": "resolve"},
]
SECONDS = 60.0


def giant_board(
    *, their_life: int, their_hand: tuple[str, ...] = (), their_land: str = "Mountain"
) -> GameState:
    """Alice (A) has a Hill Giant, a Mountain and a Lightning Bolt in her first main phase; Bob
    (B) is at `their_life` with an untapped `their_land`, `their_hand` and no creatures."""
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
            "hand": [{"id": f"h{n + 1}", "card": c} for n, c in enumerate(their_hand)],
            "battlefield": [{"id": "b1", "card": their_land}],
        },
    )


def test_the_solver_finds_a_line_that_verify_confirms() -> None:
    start = giant_board(their_life=3)
    goal = win_this_turn()
    result = find_solution(start, goal, seconds=SECONDS, also_wins=0)
    assert result.verdict == Verdict.SOLVED, result.reason
    # The solution is a list of steps verify takes, and verify agrees on its own.
    assert verify(start, list(result.solution), goal).verified
    # Played out, Bob is at 0 life or less and the goal is met.
    replayed = solve_replay(start, goal, [dict(s) for s in result.solution])
    assert replayed.error == ""
    assert replayed.status.met
    assert replayed.state.player("B").life <= 0


def test_a_second_solution_is_listed_in_also_wins() -> None:
    """Bob at 3 with no creature: Alice's Bolt wins, and so does the Giant's attack."""
    start = giant_board(their_life=3)
    goal = win_this_turn()
    result = find_solution(start, goal, seconds=SECONDS)
    assert result.verdict == Verdict.SOLVED
    cert = certificate(start, goal, result)
    lines = [cert.solution_words, *cert.also_wins]
    assert any("cast Lightning Bolt targeting Bob" in line for line in lines)
    assert any("Hill Giant attacks Bob" in line for line in lines)
    assert len(cert.also_wins) >= 1
    for other in result.others:  # every other way to win is a verified solution itself
        assert verify(start, list(other.solution), goal).verified
    # The author's solution is the Bolt: the other ways to win include the attack.
    others = other_wins(start, goal, BOLT_TO_THE_FACE, seconds=SECONDS)
    assert others
    assert all(verify(start, list(o.solution), goal).verified for o in others)
    assert any(any(m.get("type") == "attack" for m in o.moves) for o in others)
    # No line's words carry an internal id.
    for line in lines:
        assert "giant" not in line.replace("Giant", "") and " m1" not in line


def test_no_solution_is_proved_when_bob_is_out_of_reach() -> None:
    """Bob at 20: a Bolt and a Hill Giant deal 6 at most; every line is searched and fails."""
    start = giant_board(their_life=20)
    result = find_solution(start, win_this_turn(), seconds=SECONDS)
    assert result.verdict == Verdict.NO_SOLUTION, result.reason
    assert result.found is None
    assert result.nodes > 10  # the lines were searched, not assumed


def test_no_solution_is_proved_when_fog_answers_the_only_winning_attack() -> None:
    """Bob at 5 with a Fog (and a Forest): only the Bolt and the Giant together reach 5, and Fog
    prevents the Giant's damage. The line meets the goal while Bob plays along; verify
    refutes it with the Fog, so no solution exists."""
    start = giant_board(their_life=5, their_hand=("Fog",), their_land="Forest")
    result = find_solution(start, win_this_turn(), seconds=SECONDS)
    assert result.verdict == Verdict.NO_SOLUTION, result.reason
    assert result.refuted >= 1


def test_the_certificate_shows_the_opponents_instant_answer_and_the_line_that_beats_it() -> None:
    """Bob at 3 holds a Lightning Bolt: the Giant's attack is refuted (he bolts the Giant), so
    the engine's solution is Alice's Bolt, and the certificate lists each of Bob's Bolts as
    Alice lets hers resolve, each beaten by the rest of the line."""
    start = giant_board(their_life=3, their_hand=("Lightning Bolt",))
    goal = win_this_turn()
    result = find_solution(start, goal, seconds=SECONDS)
    assert result.verdict == Verdict.SOLVED, result.reason
    assert verify(start, list(result.solution), goal).verified
    cert = certificate(start, goal, result)
    assert "cast Lightning Bolt targeting Bob" in cert.solution_words
    assert not any("attacks" in line for line in cert.also_wins)  # Bob's Bolt beats every attack
    considered = [a for step in cert.steps for a in step.answers]
    labels = [a.answer for a in considered]
    assert "Bob casts Lightning Bolt targeting Hill Giant (tapping Mountain)" in labels
    assert "Bob casts Lightning Bolt targeting Alice (tapping Mountain)" in labels
    assert all(a.outcome.startswith("the goal is met") for a in considered)
    assert all(a.beaten_by == "let Lightning Bolt (Alice's) resolve" for a in considered)
    text = cert.render()
    assert "if Bob casts Lightning Bolt targeting Hill Giant" in text
    assert f"Engine {ENGINE_VERSION}, Comprehensive Rules of {CR_EDITION}" in text
    # The certificate is a value: JSON and back gives the same certificate.
    assert Certificate.from_json(json.loads(json.dumps(cert.to_json()))) == cert
    assert cert.to_json()["bound"] == {"positions": result.max_nodes, "seconds": SECONDS}


def test_an_authors_solution_is_certified_with_the_other_ways_to_win() -> None:
    """The author wrote the Bolt; the certificate confirms it and warns of the attack."""
    start = giant_board(their_life=3)
    cert = certify(start, win_this_turn(), BOLT_TO_THE_FACE, seconds=SECONDS)
    assert cert.verdict == Verdict.SOLVED
    assert cert.solution_words.startswith("cast Lightning Bolt targeting Bob")
    assert any("Hill Giant attacks Bob" in line for line in cert.also_wins)
    assert "Also wins: " in cert.render()


def test_an_authors_solution_the_opponents_bolt_beats_is_refuted() -> None:
    """Bob holds a Lightning Bolt: the author's attack loses its Giant before damage."""
    start = giant_board(their_life=3, their_hand=("Lightning Bolt",))
    attack = [
        {"type": "advance", "to": "declare_attackers"},
        {"type": "attack", "attackers": {"giant": "B"}},
        {"type": "advance", "to": "end_of_combat"},
    ]
    cert = certify(start, win_this_turn(), attack, seconds=SECONDS)
    assert cert.verdict == Verdict.REFUTED
    assert "refuted" in cert.reason
    assert cert.also_wins == ()
