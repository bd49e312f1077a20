"""The solver's time limit holds everywhere (`engine.puzzle.deadline`): in its own loops, in the
opponent's choice of attack and blocks, and in `verify`. A search stopped by it says "not
certified in the time given" and never claims a solution it hasn't verified.

Time is a counting clock here: each look at it is one second, so the search stops at the same
place on every machine (no timed test).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.core.state import GameState
from engine.puzzle import survive_until_next_turn, verify, win_this_turn
from engine.puzzle.deadline import within
from engine.puzzle.opponent import opponent_reply
from engine.puzzle.solver import Verdict, find_solution
from engine.testing.scenario import board

ATTACKERS = ("Hill Giant", "Grizzly Bears", "Gray Ogre", "Serra Angel", "Shivan Dragon")


def wide_attack() -> GameState:
    """Bob's declare attackers step: five different creatures may each attack Alice or not (32
    declarations), and Alice's Giant and Bears may block."""
    return board(
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [{"id": f"c{n}", "card": c} for n, c in enumerate(ATTACKERS)],
        },
        {
            "id": "A",
            "name": "Alice",
            "life": 8,
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "m1", "card": "Mountain"},
                {"id": "giant", "card": "Hill Giant"},
                {"id": "bears", "card": "Grizzly Bears"},
            ],
        },
        turn={"number": 2, "active_player": "B", "step": "declare_attackers"},
    )


def wide_main() -> GameState:
    """Alice's main phase with a Bolt, three creatures and Bob at 20 behind two blockers: many
    first moves, and no quick win."""
    return board(
        {
            "id": "A",
            "name": "Alice",
            "hand": [{"id": "bolt", "card": "Lightning Bolt"}],
            "battlefield": [
                {"id": "m1", "card": "Mountain"},
                {"id": "giant", "card": "Hill Giant"},
                {"id": "bears", "card": "Grizzly Bears"},
                {"id": "ogre", "card": "Gray Ogre"},
            ],
        },
        {
            "id": "B",
            "name": "Bob",
            "battlefield": [
                {"id": "their_giant", "card": "Hill Giant"},
                {"id": "their_bears", "card": "Grizzly Bears"},
            ],
        },
    )


class Stopped(Exception):
    pass


def stop_after(looks: int) -> Callable[[], None]:
    """A search's check that stops it at its `looks`-th look at the clock."""
    seen = 0

    def check() -> None:
        nonlocal seen
        seen += 1
        if seen >= looks:
            raise Stopped

    return check


def counting_clock() -> Callable[[], float]:
    """A clock one second later at each look."""
    now = 0.0

    def clock() -> float:
        nonlocal now
        now += 1.0
        return now

    return clock


def test_the_opponents_choice_of_attack_looks_at_the_clock() -> None:
    """Scoring each of Bob's 32 attacks (and Alice's best blocks against it) is the search's
    costliest loop: it stops there when the time is up, rather than after it."""
    with pytest.raises(Stopped), within(stop_after(3)):
        opponent_reply(wide_attack(), survive_until_next_turn(), start=wide_attack())
    # Without a limit the reply is made as before.
    reply = opponent_reply(wide_attack(), survive_until_next_turn(), start=wide_attack())
    assert reply is not None and reply.kind == "declaration"


def test_verify_looks_at_the_clock() -> None:
    start = wide_main()
    line = [
        {"type": "activate", "object": "m1", "ability": 0},
        {"type": "cast", "object": "bolt", "targets": ["B"]},
        {"type": "resolve"},
    ]
    with pytest.raises(Stopped), within(stop_after(2)):
        verify(start, line, win_this_turn())


def test_a_tiny_limit_on_a_wide_puzzle_is_not_certified() -> None:
    result = find_solution(wide_attack(), survive_until_next_turn(), seconds=0.0)
    assert result.verdict == Verdict.UNKNOWN
    assert "not certified in the time given" in result.reason
    assert result.found is None and result.solution == ()


@pytest.mark.parametrize("seconds", [1, 2, 3, 5, 8, 13, 21, 34, 55, 89])
def test_the_limit_stops_the_search_anywhere_without_a_wrong_certificate(seconds: int) -> None:
    """Wherever the time runs out (in the opening reply, a move's replies, a verification), the
    verdict is "unknown" with the honest reason, or a solution `verify` confirms."""
    for start, goal in ((wide_attack(), survive_until_next_turn()), (wide_main(), win_this_turn())):
        result = find_solution(start, goal, seconds=seconds, clock=counting_clock())
        if result.verdict == Verdict.SOLVED:
            assert verify(start, list(result.solution), goal).verified
        else:
            assert result.verdict == Verdict.UNKNOWN
            assert "not certified in the time given" in result.reason
