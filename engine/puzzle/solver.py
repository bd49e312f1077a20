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
  abilities with each choice of targets, mode and X, mana abilities that cost more than {T},
  land plays, attacks and blocks, resolving, the next step), each applied as in solve mode (`solve_step`), where the opponent declares and
  decides by `opponent_reply` (the *principal line*: one fixed strategy of the opponent's). The
  solver's own decisions a move brings are branched on.
- a sequence that meets the goal on the principal line is handed to `verify`, which searches
  every opponent decision, declaration and answer at priority (`engine.puzzle.defences`). Only
  a sequence `verify` calls "verified" is a solution: the engine never claims one otherwise.
- iterative deepening on the solver's actions (`actions_in`: resolving and going on to the
  next step cost none): every line of one action, then of two, and so on up to
  `MAX_ACTIONS`, so short wins are found before long lines are walked to their end. Each
  position's moves and the positions after them are worked out once and only when a line
  takes them (a spell's tapping plan too), so a deeper iteration pays for its new positions
  only.
- a dive first: for `DIVE_SHARE` of the time, the first pass goes depth-first to the
  deepest line (a long win whose moves come first in the order is found at once), then
  iterative deepening takes on; what the dive proved failing stays proved.
- two passes: the first acts only where actions usually matter, and only resolves, declares
  and goes on in the quiet steps (`QUIET_STEPS`: upkeep, beginning and end of combat, the
  end step...); the second searches every step. Only a search that left nothing out (the
  second pass, or a first pass that skipped nothing) can prove that no solution exists.
- symmetries are merged: a position already searched with at least as many actions left
  (the same `GameState`, however it was reached: independent actions taken in another order)
  is not searched again when no line from it met the goal (one that did is searched again:
  `verify`'s verdict on a line depends on the moves before it), lines with the same signature
  (`line_mark`: the same actions, in another order) are verified once, the same line is
  verified once whatever the iteration, and of moves that differ only in which of two
  identical cards outside the battlefield they use (`engine.puzzle.defences.equivalence_key`)
  or which of interchangeable permanents they name, in the move or in the decisions it
  brings (`engine.puzzle.symmetry`: five attacking Construct tokens), one is tried.

"No solution" is a proof within what the search models: every sequence of the solver's moves
either never meets the goal against the principal line (so that fixed opponent strategy beats
it), or met it and `verify` refuted it; no bound (positions, seconds, `MAX_MOVES`, `MAX_ACTIONS`) was hit.
Moves the search doesn't
try (`engine.puzzle.lines`: tapping plans other than the first, {T} mana abilities on their
own, delve) can make it wrong in that direction only; `NOT_SEARCHED` says so in the certificate.
Anything else is "unknown within the bound".
"""

from __future__ import annotations

import contextlib
import math
import time
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from engine.cards.model import generic_mana
from engine.core.errors import EngineError
from engine.core.state import GameState, Step, Zone
from engine.mechanics.delve import delve_candidates, has_delve
from engine.puzzle.autopay import Source, is_mana_ability, mana_sources, tapping_plan
from engine.puzzle.deadline import on_time, within
from engine.puzzle.defences import equivalence_key
from engine.puzzle.goals import Goal, GoalKind, check, progress
from engine.puzzle.lines import free_moves, payment_of, solver_moves
from engine.puzzle.solve import flat_moves, move_parts, solve_start, solve_step
from engine.puzzle.symmetry import canonical_move, classes_of
from engine.puzzle.verify import Status, Verification, verify
from engine.rules.characteristics import chars

Clock = Callable[[], float]

DEFAULT_NODES = 200_000
DEFAULT_SECONDS = 60.0
VERIFY_NODES = 20_000  # one candidate's verification
MAX_MOVES = 16  # the solver's moves along one line
DIVE_SHARE = 0.25  # of the time: the first pass's depth-first dive before iterative deepening
MAX_ACTIONS = 10  # the solver's actions along one line (`actions_in`): the deepest iteration
MAX_DECISIONS = 6  # the solver's decisions one move may bring
ALSO_WINS = 3  # other winning first moves looked for
NOT_SEARCHED = (
    "the solver's moves are searched with the first tapping plan for each spell and ability, "
    "without {T} mana abilities on their own, delve exiling the first cards of the graveyard; "
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


class _DiveOver(Exception):
    """The dive's share of the time is over: iterative deepening takes on."""


class _Search:
    def __init__(
        self,
        start: GameState,
        goal: Goal,
        max_nodes: int,
        seconds: float,
        wanted: int,
        clock: Clock = time.monotonic,
    ) -> None:
        self.clock = clock  # the bound's clock (a test's own, to stop the search anywhere)
        self.start = start
        self.goal = goal
        self.max_nodes = max_nodes
        self.max_seconds = seconds
        self.deadline = self.clock() + seconds
        self.wanted = wanted  # winning lines wanted, each with another first move
        self.nodes = 0
        self.refuted = 0
        self.exhaustive = True  # cleared by anything that keeps "no solution" from a proof
        self.why_not: list[str] = []
        # Positions where no continuation of at most that many actions meets the goal on the
        # principal line (a transposition table: however the position was reached), and
        # positions where some continuation did (searched again from another order of moves:
        # whether verify confirms a line depends on the moves before it).
        self.fails_within: dict[GameState, int] = {}
        self.met_from: set[GameState] = set()
        # Each position's moves, and the positions after each, worked out once: iterative
        # deepening walks the shallow part of the tree again at each depth.
        self.moves_at: dict[GameState, list[dict[str, Any]]] = {}
        self.free_at: dict[GameState, list[dict[str, Any]]] = {}
        self.played: dict[
            tuple[GameState, Hashable], tuple[tuple[dict[str, Any], GameState], ...]
        ] = {}
        self.sources_at: dict[GameState, list[Source]] = {}
        self.judged: dict[str, str] = {}  # verify's verdict on each candidate line, by its moves
        self.cut = False  # this iteration left a line unsearched for want of actions
        self.dive_deadline = math.inf  # the end of the first dive (`DIVE_SHARE`)
        self.first_pass = False  # actions taken only where they usually matter (`_quiet`)
        self.skipped = False  # the first pass left out an action in a quiet step
        self.opening: tuple[int, Step] = (0, Step.UNTAP)  # the puzzle's first turn and step
        self.won_first: set[Hashable] = set()  # first moves with a verified line
        self.found: list[Found] = []
        self.signatures: set[Hashable] = set()
        self.first_seconds = 0.0
        self.aimed = aimed_at(start, goal)  # `_move_order`

    def _not_exhaustive(self, why: str) -> None:
        self.exhaustive = False
        if why not in self.why_not:
            self.why_not.append(why)

    def _count(self, nodes: int = 1) -> None:
        self.nodes += nodes
        if self.nodes > self.max_nodes:
            raise _Stop(f"the bound of {self.max_nodes} positions was hit")
        self.check_time()

    def check_time(self) -> None:
        now = self.clock()
        if now > self.deadline:
            raise _Stop(f"not certified in the time given ({self.max_seconds:g} s)")
        if now > self.dive_deadline:
            raise _DiveOver

    def run(self) -> None:
        """Iterative deepening on the solver's actions (`actions_in`): every line with at most
        one action, then two, and so on, so the shortest wins are found before a long line
        wanders off; a depth whose search left no line unsearched for want of actions is the
        whole tree (within `MAX_MOVES`)."""
        opening = solve_start(self.start, self.goal)
        if opening.pending is not None or opening.error:
            self._not_exhaustive("the solver decides before its first move")
            return
        self.opening = (opening.state.turn.number, opening.state.turn.step)
        for first_pass in (True, False):
            # The first pass acts only where actions usually matter (`_quiet`); the second
            # searches every step, so only it can prove that no solution exists. A position
            # the first pass found failing may not fail with every step searched.
            self.first_pass = first_pass
            self.skipped = False
            self.fails_within.clear()
            if first_pass:  # a dive first: depth-first to the deepest, for a share of the time
                self.dive_deadline = self.clock() + DIVE_SHARE * self.max_seconds
                self.cut = False
                with contextlib.suppress(_DiveOver):
                    self._first_moves(opening.state, MAX_ACTIONS)
                self.dive_deadline = math.inf
                if len(self.found) >= self.wanted:
                    return
            for actions in range(1, MAX_ACTIONS + 1):
                self.cut = False
                self._first_moves(opening.state, actions)
                if len(self.found) >= self.wanted:
                    return
                if not self.cut:
                    break
            else:
                if not first_pass:
                    self._not_exhaustive(
                        f"lines of more than {MAX_ACTIONS} actions were not searched"
                    )
            if not self.skipped:
                return  # the first pass skipped nothing: it was the whole search

    def _first_moves(self, state: GameState, actions: int) -> None:
        for move, after in self._children(state, actions):
            key = _move_key(state, move)
            if key in self.won_first:
                continue  # one line per first move: the next first move
            cost = actions_in(move)
            before = len(self.found)
            self._line(after, (move,), line_mark((), state, move), actions - cost)
            if len(self.found) >= self.wanted:
                return
            if len(self.found) > before:
                self.won_first.add(key)

    def _quiet(self, state: GameState) -> bool:
        """Whether the first pass takes no action here: an empty stack in a step where a spell
        or ability rarely does more than it would in a main phase or after the declarations
        (`QUIET_STEPS`, and the declare attackers step before attackers are declared), other
        than the puzzle's own first step and the steps from it to the first main phase. There
        it only resolves, declares and goes on."""
        if not self.first_pass or state.zone(Zone.STACK):
            return False
        turn = state.turn
        number, step = self.opening
        if turn.number == number and STEPS.index(step) <= STEPS.index(turn.step) <= MAIN:
            return False  # a puzzle set before its main phase means its first steps to matter
        if turn.step is Step.DECLARE_ATTACKERS:
            return state.combat is None or not state.combat.attackers_declared
        return turn.step in QUIET_STEPS

    def _children(
        self, state: GameState, actions: int
    ) -> Iterator[tuple[dict[str, Any], GameState]]:
        """Each move of the solver's here that the line can still take (`actions` left; in a
        quiet step of the first pass, none but resolving, declaring and going on) with the
        position after it (the solver's decisions it brings branched on), one of each set of
        equivalent moves. A position's moves and each move's positions are worked out once,
        and only when a line takes them."""
        quiet = self._quiet(state)
        if actions > 0 and not quiet:
            moves = self._moves(state)
        else:
            # Only resolving, declaring and going on can be taken: the engine's list of
            # options is needed only to tell whether a line was left out (`cut`, `skipped`),
            # and not even that once this pass knows it.
            moves = self._free_moves(state)
            if (actions == 0 and not self.cut) or (quiet and not self.skipped):
                for move in self._moves(state):
                    if move.get("type") not in QUIET_MOVES and quiet:
                        self.skipped = True
                    elif actions_in(move) > actions:
                        self.cut = True
        taken: list[tuple[dict[str, Any], tuple[GameState, Hashable]]] = []
        for move in moves:
            if quiet and move.get("type") not in QUIET_MOVES:
                self.skipped = True
                continue
            if actions_in(move) > actions:
                self.cut = True
                continue
            taken.append((move, (state, _move_key(state, move))))
        if all(key in self.played for _, key in taken):
            # Every move here was played already (an earlier iteration): the positions after
            # them are known, so the ones nearest the goal go first (`_nearest_first`).
            yield from self._nearest_first(
                [child for _, key in taken for child in self.played[key]]
            )
            return
        for move, key in taken:
            played = self.played.get(key)
            if played is None:
                if move.get("type") in PAID_MOVES and "payment" not in move:
                    move = {**move, "payment": payment_of(state, move, self._sources(state))}
                played = self.played[key] = tuple(self._played(state, move, ()))
            yield from played

    def _nearest_first(
        self, children: list[tuple[dict[str, Any], GameState]]
    ) -> list[tuple[dict[str, Any], GameState]]:
        """The moves whose positions come nearest the goal first (`engine.puzzle.goals.progress`:
        the opponents' life for a win, say: a move that dealt them damage), the others in the
        order they came (`_move_order`: a stable sort). Only the order changes: every move is
        still searched, so no proof depends on it."""

        def distance(child: tuple[dict[str, Any], GameState]) -> tuple[int, ...]:
            after = child[1]
            met = check(self.goal, self.start, after).met
            return (0 if met else 1, *(-v for v in progress(self.goal, self.start, after)))

        return sorted(children, key=distance)

    def _moves(self, state: GameState) -> list[dict[str, Any]]:
        """The solver's moves here (`solver_moves`, payments left to `payment_of`), one of each
        set of equivalent moves; found once a position."""
        moves = self.moves_at.get(state)
        if moves is None:
            found = distinct_moves(
                state, _with_delve(state, solver_moves(state, self.goal.solver, pay=False))
            )
            aimed = self.aimed
            moves = self.moves_at[state] = sorted(found, key=lambda m: _move_order(m, aimed))
        return moves

    def _free_moves(self, state: GameState) -> list[dict[str, Any]]:
        """Resolving, declaring and going on here (`free_moves`)."""
        moves = self.free_at.get(state)
        if moves is None:
            moves = self.free_at[state] = distinct_moves(state, free_moves(state, self.goal.solver))
        return moves

    def _sources(self, state: GameState) -> list[Source]:
        """The solver's mana sources here, found once a position (`payment_of`)."""
        if state not in self.sources_at:
            self.sources_at[state] = mana_sources(state, self.goal.solver)
        return self.sources_at[state]

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
        except (_Stop, _DiveOver):
            raise  # the time is up (`engine.puzzle.deadline`): not an engine failure
        except Exception as error:  # noqa: BLE001 - the engine failed: no move, and no proof
            self._not_exhaustive(f"the engine failed on a move ({type(error).__name__})")
            return
        if result.error:
            return
        if result.pending is not None:
            if len(choices) >= MAX_DECISIONS:
                self._not_exhaustive("a move brought more decisions than the search follows")
                return
            # Options that name interchangeable permanents alike are one option: the move and
            # its choices are named together (`engine.puzzle.symmetry.canonical_move`).
            tried: set[Hashable] = set()
            for option in result.pending.option_ids():
                key = canonical_move({**action, "choices": (*choices, option)}, classes_of(state))
                if key not in tried:
                    tried.add(key)
                    yield from self._played(state, move, (*choices, option))
            return
        stored = {**move, "choices": list(choices)} if choices else dict(move)
        yield stored, result.state

    def _line(
        self,
        state: GameState,
        moves: tuple[dict[str, Any], ...],
        marks: tuple[Hashable, ...],
        actions: int,
    ) -> bool:
        """Search on from `state` after `moves` (`marks`: the line's signature so far) with at
        most `actions` more of the solver's actions; whether some continuation met the goal on
        the principal line (a verified one with a signature not found before is kept in
        `found`)."""
        status = check(self.goal, self.start, state)
        if status.met:
            self._candidate(moves, frozenset(Counter(marks).items()))
            return True
        if status.failed or state.game_over:
            return False
        if state not in self.met_from and self.fails_within.get(state, -1) >= actions:
            return False  # searched already (or on this line: a loop): nothing meets the goal
        if len(moves) >= MAX_MOVES:
            self._not_exhaustive(f"lines longer than {MAX_MOVES} moves were not searched")
            return False
        previous = self.fails_within.get(state)
        if state not in self.met_from:
            self.fails_within[state] = actions  # a loop back here is no new line
        met = False
        try:
            for move, after in self._children(state, actions):
                cost = actions_in(move)
                before = len(self.found)
                marked = line_mark(marks, state, move)
                met = self._line(after, (*moves, move), marked, actions - cost) or met
                if len(self.found) > before:
                    break  # this line's first move wins: the caller goes on to another
        except _DiveOver:  # this position wasn't searched to the end: forget the mark
            if previous is None:
                self.fails_within.pop(state, None)
            else:
                self.fails_within[state] = previous
            raise
        if met:
            self.met_from.add(state)
            self.fails_within.pop(state, None)
        elif state not in self.met_from:
            self.fails_within[state] = actions
        return met

    def _candidate(self, moves: tuple[dict[str, Any], ...], signature: Hashable) -> None:
        """A line that met the goal on the principal line: `verify` judges it (a line with the
        signature of one found already is the same way to win)."""
        if signature in self.signatures:
            return
        flat = flat_moves(moves)
        judged = self.judged.get(repr(flat))
        if judged is not None:  # the same line at an earlier depth
            if judged == Status.INCOMPLETE:
                self._not_exhaustive("a line's verification hit its bound")
            return
        remaining = self.max_nodes - self.nodes

        def on_progress(_: int) -> None:
            self.check_time()

        verification = verify(
            self.start,
            flat,
            self.goal,
            max_nodes=max(1, min(VERIFY_NODES, remaining)),
            on_progress=on_progress,
        )
        self._count(verification.nodes)
        self.judged[repr(flat)] = verification.status
        if verification.verified:
            if not self.found:
                self.first_seconds = self.max_seconds - (self.deadline - self.clock())
            self.signatures.add(signature)
            self.found.append(Found(moves, verification))
        elif verification.status == Status.INCOMPLETE:
            self._not_exhaustive("a line's verification hit its bound")
        else:
            self.refuted += 1


FREE_MOVES = ("resolve", "advance")
MOVE_RANKS = {"advance": 3}  # `_move_order`: anything else ranks 2 (1: aimed at the goal)
STEPS = list(Step)  # 500.1: a turn's steps in order
MAIN = STEPS.index(Step.PRECOMBAT_MAIN)
PAID_MOVES = ("cast", "activate")  # moves with a `payment` (`engine.puzzle.lines.payment_of`)
QUIET_MOVES = (*FREE_MOVES, "attack", "block")  # what the first pass takes in a quiet step
QUIET_STEPS = frozenset(
    {
        Step.UNTAP,
        Step.UPKEEP,
        Step.DRAW,
        Step.BEGINNING_OF_COMBAT,
        Step.COMBAT_DAMAGE,
        Step.END_OF_COMBAT,
        Step.END,
        Step.CLEANUP,
    }
)


def actions_in(move: Mapping[str, Any]) -> int:
    """What a move costs of a line's actions, for iterative deepening: letting the top of the
    stack resolve and going on to the next step cost none (the game moves on by itself; the
    line stays bounded by `MAX_MOVES`), anything else one."""
    return 0 if move.get("type") in FREE_MOVES else 1


def _move_order(move: Mapping[str, Any], aimed: frozenset[str]) -> tuple[int, int]:
    """The order moves are tried in (a stable sort: `solver_moves`' order otherwise): attacks
    first, the most attackers first (a puzzle's win is usually in its attack), then spells and
    abilities aimed at what the goal is about (`aimed_at`: Shock to the opponent's face before
    Shock to a creature), then the rest (other spells and abilities, land plays, blocks,
    letting the top of the stack resolve), going on to the next step last. An order only:
    every move is still tried."""
    kind = move.get("type")
    if kind == "attack":
        return 0, -len(move.get("attackers") or {})
    if kind in PAID_MOVES and aimed.intersection(str(t) for t in move.get("targets") or ()):
        return 1, 0
    return MOVE_RANKS.get(str(kind), 2), 0


def aimed_at(start: GameState, goal: Goal) -> frozenset[str]:
    """What a move aimed at the goal targets: the permanents and the player the goal names and,
    but for surviving, the solver's opponents (whose life or permanents the goal is about)."""
    aimed = {*goal.objects, goal.player} - {""}
    if goal.kind is not GoalKind.SURVIVE_UNTIL_NEXT_TURN:
        aimed |= {p.id for p in start.players if p.id != goal.solver}
    return frozenset(aimed)


def distinct_moves(state: GameState, moves: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The moves, one of each set of equivalent ones (`_move_key`), in their order."""
    distinct: dict[Hashable, dict[str, Any]] = {}
    for move in moves:
        on_time()  # a search's limit (`engine.puzzle.deadline`): a wide position's moves
        distinct.setdefault(_move_key(state, move), move)
    return list(distinct.values())


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
    """Moves with the same key are one move: they differ only in which of two identical cards
    outside the battlefield they use (`engine.puzzle.defences.equivalence_key`) or which of
    interchangeable permanents they name (`engine.puzzle.symmetry`)."""
    action = {k: v for k, v in move.items() if k not in ("payment", "choices")}
    obj = state.find_object(str(action.get("object", "")))
    if obj is not None and obj.zone is not Zone.BATTLEFIELD:
        action["object"] = equivalence_key(state, {"object": obj.id})
    # Only a move naming a permanent can be renamed: the others (resolving, going on, a spell
    # naming a player) keep their key without the classes, found at a cost.
    return canonical_move(action, classes_of(state) if _names_permanent(state, action) else {})


def _names_permanent(state: GameState, value: Any) -> bool:
    """Whether `value` (a move, or a part of one) names a permanent by its id."""
    if isinstance(value, str):
        obj = state.find_object(value)
        return obj is not None and obj.zone is Zone.BATTLEFIELD
    if isinstance(value, Mapping):
        return any(_names_permanent(state, (k, v)) for k, v in value.items())  # keys too
    if isinstance(value, list | tuple):
        return any(_names_permanent(state, v) for v in value)
    return False


def find_solution(
    start: GameState,
    goal: Goal,
    *,
    max_nodes: int = DEFAULT_NODES,
    seconds: float = DEFAULT_SECONDS,
    also_wins: int = ALSO_WINS,
    clock: Clock = time.monotonic,
) -> SolverResult:
    """Search for a solution, then for up to `also_wins` other winning first moves (see the
    module). The bounds cover both searches; `seconds` is measured on `clock`."""
    search = _Search(start, goal, max_nodes, seconds, 1 + max(0, also_wins), clock)
    began = clock()
    stopped = ""
    try:
        with within(search.check_time):  # every loop below checks the time, however deep
            search.run()
    except _Stop as stop:
        stopped = str(stop)
    except RecursionError:
        stopped = "the lines are too long to search"
    elapsed = clock() - began
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
        # Unknown: a line being played or verified when the bound was hit was left unjudged.
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
    with contextlib.suppress(_Stop, RecursionError), within(search.check_time):
        search.run()  # the lines found so far
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
