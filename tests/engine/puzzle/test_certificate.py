"""A certificate of an author's solution (`engine.puzzle.certificate.certify`) says what `verify`
proved and nothing more: "solved" when it verified the line against every answer of the
opponent's, "refuted" with the line that beats it, and "unknown within the bound" when its
search stopped at the bound before it could tell (never "refuted" then: nothing beat the line).

Alice has a Mountain, a Hill Giant and a Lightning Bolt; Bob at 3 holds a Lightning Bolt of his
own and has an untapped Mountain."""

from __future__ import annotations

import engine
from engine.core.state import GameState
from engine.puzzle import win_this_turn
from engine.puzzle.builtin import original_puzzles
from engine.puzzle.certificate import certify, solution_tree
from engine.puzzle.solver import Verdict
from engine.testing.scenario import board

BOLT_TO_THE_FACE = [
    {"type": "activate", "object": "m1", "ability": 0},
    {"type": "cast", "object": "bolt", "targets": ["B"]},
    {"type": "resolve"},
]
ATTACK_WITH_THE_GIANT = [
    {"type": "advance", "to": "declare_attackers"},
    {"type": "attack", "attackers": {"giant": "B"}},
    {"type": "advance", "to": "end_of_combat"},
]
SECONDS = 5.0


def bolts_on_both_sides() -> GameState:
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
            "life": 3,
            "hand": [{"id": "their_bolt", "card": "Lightning Bolt"}],
            "battlefield": [{"id": "b1", "card": "Mountain"}],
        },
    )


def test_a_verification_stopped_by_its_bound_is_unknown_not_refuted() -> None:
    """Three positions are too few to check Bob's answers to the Bolt: nothing beat it, so the
    certificate can't call it refuted; it is unknown within the bound verify searched."""
    cert = certify(
        bolts_on_both_sides(), win_this_turn(), BOLT_TO_THE_FACE, seconds=SECONDS, verify_nodes=3
    )
    assert cert.verdict == Verdict.UNKNOWN
    assert cert.reason.startswith("the author's solution is incomplete: checked 3 positions")
    assert cert.max_nodes == 3
    assert cert.render().startswith("Unknown within the bound:")


def test_the_same_solution_with_room_to_search_is_solved() -> None:
    cert = certify(bolts_on_both_sides(), win_this_turn(), BOLT_TO_THE_FACE, seconds=SECONDS)
    assert cert.verdict == Verdict.SOLVED, cert.reason
    considered = [a.answer for step in cert.steps for a in step.answers]
    assert "Bob casts Lightning Bolt targeting Hill Giant (tapping Mountain)" in considered


def test_a_line_the_opponents_instant_beats_is_refuted_with_that_line() -> None:
    cert = certify(bolts_on_both_sides(), win_this_turn(), ATTACK_WITH_THE_GIANT, seconds=SECONDS)
    assert cert.verdict == Verdict.REFUTED
    assert cert.reason.startswith("the author's solution is refuted")


def test_a_decision_the_solution_leaves_open_is_answered_as_it_wins() -> None:
    """Trample through: the solution doesn't say how a blocked trampler divides its damage
    (verify needs one division that wins); the certificate's tree answers it with a division
    after which the rest of the solution still wins, so every step replays (510.1c-d, 702.19b)."""
    puzzle = next(p for p in original_puzzles() if p.id == "overrun-the-giant")
    tree = solution_tree(engine.load(puzzle.document), puzzle.goal, puzzle.solution)
    said = " ".join(" ".join((s.move, *s.opponent)) for s in tree)
    assert "doesn't replay" not in said
    assert "Hill Giant blocks" in said
