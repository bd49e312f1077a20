"""The engine finds a puzzle's solution, proves it with `verify`, and names the other ways to win.

    found = find_solution(start, goal, max_nodes=200_000, seconds=60)
    found.verdict          # "solved", "no solution" (proved within the bound) or "unknown"
    found.solution         # "solved": the moves, flat as `verify` takes them (mana abilities first)
    found.verification     # `verify`'s report on that solution (it must say "verified")
    found.also_wins        # other winning first moves, each line in words
    others = other_wins(start, goal, solution, seconds=10)   # for an author's solution

A solution, for `verify`, is one fixed sequence of the solver's moves that reaches the goal
against every decision and answer of the opponent's. The search builds candidate sequences and
lets `verify` judge them:

- it walks the tree of the solver's moves (`engine.puzzle.lines.solver_moves`: spells and
  abilities with each choice of targets, mode and X, land plays, attacks and blocks, resolving,
  the next step), each applied as in solve mode (`solve_step`), where the opponent declares and
  decides by `opponent_reply` (the *principal line*: one fixed strategy of the opponent's). The
  solver's own decisions a move brings are branched on.
- a sequence that meets the goal on the principal line is handed to `verify`, which searches
  every opponent decision, declaration and answer at priority (`engine.puzzle.defences`). Only
  a sequence `verify` calls "verified" is a solution: the engine never claims one otherwise.
- symmetries are merged: a position already searched (the same `GameState`, however it was
  reached: independent actions taken in another order) is not searched again when no line
  from it met the goal (one that did is searched again: `verify`'s verdict on a line depends on
  the moves before it), lines with the same signature (`line_mark`: the same actions, in
  another order) are verified once, and of moves that
  differ only in which of two identical cards outside the battlefield they use, one is tried
  (`engine.puzzle.defences.equivalence_key`).

"No solution" is a proof within what the search models: every sequence of the solver's moves
either never meets the goal against the principal line (so that fixed opponent strategy beats
it), or met it and `verify` refuted it; no bound (positions, seconds, `MAX_MOVES`) was hit.
Moves the search doesn't
try (`engine.puzzle.lines`: tapping plans other than the first, mana abilities on their own,
delve) can make it wrong in that direction only; `NOT_SEARCHED` says so in the certificate.
Anything else is "unknown within the bound".
"""

from __future__ import annotations

import contextlib
import time
from collections import Counter
from collections.abc import Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from engine.cards.model import generic_mana
from engine.core.errors import EngineError
from engine.core.state import GameState
from engine.mechanics.delve import delve_candidates, has_delve
from engine.puzzle.autopay import is_mana_ability, tapping_plan
from engine.puzzle.defences import equivalence_key
from engine.puzzle.goals import Goal, check
from engine.puzzle.lines import solver_moves
from engine.puzzle.solve import flat_moves, move_parts, solve_start, solve_step
from engine.puzzle.verify import Status, Verification, verify
from engine.rules.characteristics import chars

DEFAULT_NODES = 200_000
DEFAULT_SECONDS = 60.0
VERIFY_NODES = 20_000  # one candidate's verification
MAX_MOVES = 16  # the solver's moves along one line
MAX_DECISIONS = 6  # the solver's decisions one move may bring
ALSO_WINS = 3  # other winning first moves looked for
NOT_SEARCHED = (
    "the solver's moves are searched with the first tapping plan for each spell and ability, "
    "without mana abilities on their own, delve exiling the first cards of the graveyard; "
    "the opponent's answers as verify models them"
)


class Verdict:
    SOLVED = "solved"
    NO_SOLUTION = "no solution"
    UNKNOWN = "unknown"
    REFUTED = "refuted"  # an author's solution verify refutes (`engine.puzzle.certificate.certify`)


@dataclass(frozen=True)
class Found:
    """A winning line: its moves as solve mode stores them, and `verify`'s report."""

    moves: tuple[dict[str, Any], ...]
    verification: Verification

    @property
    def solution(self) -> tuple[dict[str, Any], ...]:
        return flat_moves(self.moves)


@dataclass(frozen=True)
class SolverResult:
    verdict: str
    reason: str
    nodes: int
    seconds: float  # the time taken
    max_nodes: int
    max_seconds: float
    found: Found | None = None
    others: tuple[Found, ...] = ()
    refuted: int = 0  # candidate lines `verify` refuted
    first_seconds: float = 0.0  # the time to the first verified line ("solved")
    starts: tuple[dict[str, Any], ...] = field(default=(), repr=False)

    @property
    def solution(self) -> tuple[dict[str, Any], ...]:
        return self.found.solution if self.found is not None else ()

    @property
    def verification(self) -> Verification | None:
        return self.found.verification if self.found is not None else None


class _Stop(Exception):
    """A bound was hit: positions or time."""


class _Search:
    def __init__(
        self,
        start: GameState,
        goal: Goal,
        max_nodes: int,
        seconds: float,
        wanted: int,
    ) -> None:
        self.start = start
        self.goal = goal
        self.max_nodes = max_nodes
        self.max_seconds = seconds
        self.deadline = time.monotonic() + seconds
        self.wanted = wanted  # winning lines wanted, each with another first move
        self.nodes = 0
        self.refuted = 0
        self.exhaustive = True  # cleared by anything that keeps "no solution" from a proof
        self.why_not: list[str] = []
        # A position's principal-line verdict: True when some continuation met the goal there
        # (its verification depends on the moves before it), False when none can.
        self.seen: dict[GameState, bool] = {}
        self.found: list[Found] = []
        self.signatures: set[Hashable] = set()
        self.first_seconds = 0.0

    def _not_exhaustive(self, why: str) -> None:
        self.exhaustive = False
        if why not in self.why_not:
            self.why_not.append(why)

    def _count(self, nodes: int = 1) -> None:
        self.nodes += nodes
        if self.nodes > self.max_nodes:
            raise _Stop(f"the bound of {self.max_nodes} positions was hit")
        if time.monotonic() > self.deadline:
            raise _Stop(f"the bound of {self.max_seconds:g} s was hit")

    def run(self) -> None:
        opening = solve_start(self.start, self.goal)
        if opening.pending is not None or opening.error:
            self._not_exhaustive("the solver decides before its first move")
            return
        tried: set[Hashable] = set()
        for move, state in self._children(opening.state, tried):
            before = len(self.found)
            self._line(state, (move,), line_mark((), opening.state, move))
            if len(self.found) >= self.wanted:
                return
            if len(self.found) > before:
                continue  # one line per first move: the next first move
        return

    def _children(
        self, state: GameState, tried: set[Hashable]
    ) -> Iterator[tuple[dict[str, Any], GameState]]:
        """Each move of the solver's here with the position after it (the solver's decisions it
        brings branched on), one of each set of equivalent moves."""
        for move in _with_delve(state, solver_moves(state, self.goal.solver)):
            key = _move_key(state, move)
            if key in tried:
                continue
            tried.add(key)
            yield from self._played(state, move, ())

    def _played(
        self, state: GameState, move: dict[str, Any], choices: tuple[str, ...]
    ) -> Iterator[tuple[dict[str, Any], GameState]]:
        self._count()
        action = {k: v for k, v in move.items() if k != "payment"}
        try:
            result = solve_step(
                self.start,
                state,
                action,
                choices,
                self.goal,
                payment=move.get("payment") or (),
            )
        except (EngineError, RecursionError):
            return  # a move the engine refuses is no move
        if result.error:
            return
        if result.pending is not None:
            if len(choices) >= MAX_DECISIONS:
                self._not_exhaustive("a move brought more decisions than the search follows")
                return
            for option in result.pending.option_ids():
                yield from self._played(state, move, (*choices, option))
            return
        stored = {**move, "choices": list(choices)} if choices else dict(move)
        yield stored, result.state

    def _line(
        self, state: GameState, moves: tuple[dict[str, Any], ...], marks: tuple[Hashable, ...]
    ) -> bool:
        """Search on from `state` after `moves` (`marks`: the line's signature so far); whether
        some continuation met the goal on the principal line (a verified one with a signature
        not found before is kept in `found`)."""
        status = check(self.goal, self.start, state)
        if status.met:
            self._candidate(moves, frozenset(Counter(marks).items()))
            return True
        if status.failed or state.game_over:
            return False
        if state in self.seen and not self.seen[state]:
            return False  # searched already (or on this line: a loop): nothing meets the goal
        # A position where a line met the goal is searched again from another order of moves:
        # whether verify confirms the line depends on the moves before it.
        if len(moves) >= MAX_MOVES:
            self._not_exhaustive(f"lines longer than {MAX_MOVES} moves were not searched")
            return False
        self.seen[state] = False
        met = False
        tried: set[Hashable] = set()
        for move, after in self._children(state, tried):
            before = len(self.found)
            met = self._line(after, (*moves, move), line_mark(marks, state, move)) or met
            if len(self.found) > before:
                break  # this line's first move wins: the caller goes on to another
        self.seen[state] = met
        return met

    def _candidate(self, moves: tuple[dict[str, Any], ...], signature: Hashable) -> None:
        """A line that met the goal on the principal line: `verify` judges it (a line with the
        signature of one found already is the same way to win)."""
        if signature in self.signatures:
            return
        remaining = self.max_nodes - self.nodes

        def on_progress(_: int) -> None:
            if time.monotonic() > self.deadline:
                raise _Stop(f"the bound of {self.max_seconds:g} s was hit")

        verification = verify(
            self.start,
            flat_moves(moves),
            self.goal,
            max_nodes=max(1, min(VERIFY_NODES, remaining)),
            on_progress=on_progress,
        )
        self._count(verification.nodes)
        if verification.verified:
            if not self.found:
                self.first_seconds = self.max_seconds - (self.deadline - time.monotonic())
            self.signatures.add(signature)
            self.found.append(Found(moves, verification))
        elif verification.status == Status.INCOMPLETE:
            self._not_exhaustive("a line's verification hit its bound")
        else:
            self.refuted += 1


def _with_delve(state: GameState, moves: Iterator[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The moves, and each spell with delve also cast exiling one to as many cards as its
    generic mana (702.66a), the most first; the cards are taken in graveyard order (cards in a
    graveyard rarely differ for delve: `NOT_SEARCHED`)."""
    for move in moves:
        obj = state.find_object(str(move.get("object", ""))) if move.get("type") == "cast" else None
        if obj is not None and has_delve(state, obj):
            cards = [o.id for o in delve_candidates(state, obj.owner)]
            generic = generic_mana(chars(state, obj).mana_cost, 0)
            for n in range(min(len(cards), generic), 0, -1):
                action = {k: v for k, v in move.items() if k != "payment"}
                action["delve"] = cards[:n]
                plan = tapping_plan(state, action)
                yield {**action, "payment": plan.steps() if plan is not None else []}
        yield move


def line_mark(
    marks: tuple[Hashable, ...], state: GameState, move: Mapping[str, Any]
) -> tuple[Hashable, ...]:
    """A line's signature after `move`: each action (equivalent cards merged) with how many
    attacks the line declared before it; passing and going on add nothing. Lines with the same
    signature are one way to win (independent actions in another order, the same spells a step
    later), so "also wins" lists another signature only ("attack first, then Shock")."""
    if move.get("type") in ("resolve", "advance"):
        return marks
    attacks = sum(1 for mark in marks if isinstance(mark, tuple) and mark[2])
    return (*marks, (_move_key(state, move), attacks, move.get("type") == "attack"))


def _move_key(state: GameState, move: Mapping[str, Any]) -> Hashable:
    action = {k: v for k, v in move.items() if k not in ("payment", "choices")}
    if "object" not in action:
        return repr(sorted(action.items()))
    return equivalence_key(state, action)


def find_solution(
    start: GameState,
    goal: Goal,
    *,
    max_nodes: int = DEFAULT_NODES,
    seconds: float = DEFAULT_SECONDS,
    also_wins: int = ALSO_WINS,
) -> SolverResult:
    """Search for a solution, then for up to `also_wins` other winning first moves (see the
    module). The bounds cover both searches."""
    search = _Search(start, goal, max_nodes, seconds, 1 + max(0, also_wins))
    began = time.monotonic()
    stopped = ""
    try:
        search.run()
    except _Stop as stop:
        stopped = str(stop)
    except RecursionError:
        stopped = "the lines are too long to search"
    elapsed = time.monotonic() - began
    result = SolverResult(
        Verdict.UNKNOWN,
        "",
        nodes=search.nodes,
        seconds=elapsed,
        max_nodes=max_nodes,
        max_seconds=seconds,
        refuted=search.refuted,
        first_seconds=search.first_seconds,
    )
    if search.found:
        first, *others = search.found
        return replace(
            result,
            verdict=Verdict.SOLVED,
            reason="the engine found a line and verify confirms it against every defence it models",
            found=first,
            others=tuple(others),
        )
    if stopped:
        return replace(result, reason=f"no solution found: {stopped}")
    if not search.exhaustive:
        return replace(result, reason=f"no solution found, but {'; '.join(search.why_not)}")
    return replace(
        result,
        verdict=Verdict.NO_SOLUTION,
        reason=f"every line of the solver's moves fails: {search.refuted} met the goal only "
        "while the opponent played along and verify refuted them; the others never meet it",
    )


def other_wins(
    start: GameState,
    goal: Goal,
    solution: Sequence[Mapping[str, Any]],
    *,
    max_nodes: int = DEFAULT_NODES,
    seconds: float = DEFAULT_SECONDS,
    wanted: int = ALSO_WINS,
) -> tuple[Found, ...]:
    """Winning lines other than `solution` (an author's, flat as `verify` takes it): lines
    with another signature (`line_mark`), so the same moves in another order don't count."""
    search = _Search(start, goal, max_nodes, seconds, wanted)
    search.signatures.add(signature(start, goal, solution))
    with contextlib.suppress(_Stop, RecursionError):  # the lines found so far
        search.run()
    return tuple(search.found)


def signature(start: GameState, goal: Goal, solution: Sequence[Mapping[str, Any]]) -> Hashable:
    """A flat solution's signature, its steps replayed on the principal line."""
    state = solve_start(start, goal).state
    marks: tuple[Hashable, ...] = ()
    for step in solution:
        action, choices, _ = move_parts(step)
        if not is_mana_ability(state, action):
            marks = line_mark(marks, state, action)
        result = solve_step(start, state, action, choices, goal)
        if result.error or result.pending is not None:
            break
        state = result.state
    return frozenset(Counter(marks).items())
