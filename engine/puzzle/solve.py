"""Solve mode: the reader takes an action, the opponent answers, the goal is checked.

    opening = solve_start(start, goal)                    # the opponent's declarations due at once
    step = solve_step(start, opening.state, action, choices, goal,
                      scripted=responses, scripted_used=opening.scripted_used)
    step.pending          # the reader's decision: call again with choices + [answer]
    step.state            # after the action and the opponent's answers
    step.status           # GoalStatus: met, failed, reason
    step.steps            # what happened, step by step (the reader's action, the opponent's replies)
    step = solve_step(..., payment=plan.steps())          # mana abilities first (engine.puzzle.autopay)
    replayed = solve_replay(start, goal, moves, scripted=responses)   # the moves again from the start
    back = take_back(start, goal, moves, scripted=responses)          # every move but the last

The reader is the puzzle's solver. Decisions the reader makes come from `choices`, in order; when
they run out the result carries the pending decision and the *input* state (nothing happened):
re-applying with one more answer replays the same opponent replies, which are deterministic.
The opponent's decisions and declarations (blocks on the solver's turn, attacks on its own) are
answered with the author's scripted responses in order while they fit, otherwise with
`opponent_reply`. An `advance` is split at the opponent's declaration points as in `verify`; when
the opponent attacks, the advance stops in the declare blockers step so that the reader blocks
(`verify` plays a solution's fixed actions instead).

A move may carry a `payment`: mana abilities the reader activates before the action, each with
its own `choices` (the mana type), as `engine.puzzle.autopay` plans them (601.2g: mana abilities
may be activated while casting; they don't use the stack, 605.3a). A payment that can't be made
refuses the whole move. Taking a move back is replaying the others from the start: the engine is
deterministic, so the same moves give the same board, the same opponent replies and the same
place in the author's scripted responses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from engine.core.choices import PendingDecision
from engine.core.errors import EngineError
from engine.core.log import counted
from engine.core.mana import MANA_TYPES, mana_text
from engine.core.state import GameState
from engine.game.play import apply
from engine.puzzle.goals import Goal, GoalStatus, check
from engine.puzzle.opponent import Reply, opponent_reply
from engine.puzzle.play import (
    advance_done,
    advance_target,
    attacked_before,
    declaration_point,
    declarer,
    describe_declaration,
    next_part,
    without_choices,
)
from engine.puzzle.verify import Decision, LineStep

MAX_PARTS = 8


@dataclass(frozen=True)
class SolveResult:
    state: GameState
    status: GoalStatus
    steps: tuple[LineStep, ...] = ()
    pending: PendingDecision | None = None
    scripted_used: int = 0
    error: str = ""
    replies: tuple[Reply, ...] = field(default=(), repr=False)

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status.to_json(),
            "steps": [s.to_json() for s in self.steps],
            "pending": self.pending.to_json() if self.pending is not None else None,
            "scripted_used": self.scripted_used,
            "error": self.error,
        }


class _NeedReader(Exception):
    def __init__(self, pending: PendingDecision) -> None:
        super().__init__(pending.prompt)
        self.pending = pending


class _Turn:
    """One call: the reader's choices cursor, the scripted responses cursor and the record."""

    def __init__(
        self,
        start: GameState,
        goal: Goal,
        choices: Sequence[Any],
        scripted: Sequence[Mapping[str, Any]],
        scripted_used: int,
    ) -> None:
        self.start = start
        self.goal = goal
        self.choices = tuple(str(c) for c in choices)
        self.k = 0
        self.scripted = scripted
        self.used = scripted_used
        self.steps: list[LineStep] = []
        self.replies: list[Reply] = []

    def _next_script(self) -> Mapping[str, Any] | None:
        return self.scripted[self.used] if self.used < len(self.scripted) else None

    def _record(self, reply: Reply) -> Reply:
        if reply.scripted:
            self.used += 1
        self.replies.append(reply)
        return reply

    def run(
        self,
        state: GameState,
        action: Mapping[str, Any],
        actor: str,
        note: str = "",
        own: Sequence[str] | None = None,
    ) -> GameState:
        """Apply `action`, answering the solver's decisions from the reader's choices (or from
        `own`, a payment step's own answers) and the opponent's with its replies."""
        prefix: tuple[str, ...] = ()
        decisions: list[Decision] = []
        solver = self.goal.solver
        own_left = list(own) if own is not None else None
        while True:
            result = apply(state, action, prefix)
            pending = result.pending
            if pending is None:
                self.steps.append(
                    LineStep(
                        actor,
                        dict(action),
                        prefix,
                        tuple(decisions),
                        result.log,
                        -1,
                        actor != solver,
                        note,
                    )
                )
                return result.state
            if pending.decider == solver and own_left is not None:
                if not own_left:
                    raise EngineError(f"the payment doesn't answer {pending.prompt!r}")
                option = own_left.pop(0)
            elif pending.decider == solver:
                if self.k >= len(self.choices):
                    raise _NeedReader(pending)
                option = self.choices[self.k]
                self.k += 1
            else:
                reply = opponent_reply(
                    state,
                    self.goal,
                    start=self.start,
                    decision=(action, prefix, pending),
                    scripted=self._next_script(),
                )
                assert reply is not None
                option = self._record(reply).choice
            label = next((o.label for o in pending.options if o.id == option), option)
            decisions.append(
                Decision(
                    pending.decider, pending.kind.value, pending.prompt, option, label, pending.rule
                )
            )
            prefix = (*prefix, option)

    def opponent_declarations(self, state: GameState) -> GameState:
        """The opponent declares while a declaration is due (and the goal is still open)."""
        for _ in range(MAX_PARTS):
            point = declaration_point(state, self.goal.solver)
            if point is None or check(self.goal, self.start, state).over:
                return state
            reply = opponent_reply(state, self.goal, start=self.start, scripted=self._next_script())
            assert reply is not None
            self._record(reply)
            who = declarer(state, point, self.goal.solver)
            state = self.run(state, reply.action, who, describe_declaration(state, reply.action))
        return state

    def pay(self, state: GameState, payment: Sequence[Mapping[str, Any]]) -> GameState:
        """The reader's mana abilities before their action (601.2g, 605.3a)."""
        for tap in payment:
            if tap.get("type") != "activate":
                raise EngineError("a payment is made of mana abilities (activate actions)")
            action, own = without_choices(tap)
            before = state.player(self.goal.solver).mana_pool
            state = self.run(state, action, self.goal.solver, own=own)
            added = _added(before, state.player(self.goal.solver).mana_pool)
            if not added:
                raise EngineError("a payment step added no mana")
            self.steps[-1] = replace(self.steps[-1], note=f"adds {added}")
        return state

    def reader_action(self, state: GameState, action: Mapping[str, Any]) -> GameState:
        solver = self.goal.solver
        target = advance_target(state, action) if action.get("type") == "advance" else None
        if target is None:
            return self.run(state, action, solver)
        started = False
        for _ in range(MAX_PARTS):
            if started and (
                advance_done(state, target) or check(self.goal, self.start, state).over
            ):
                break
            part = next_part(state, action, target, solver, started=started)
            state = self.run(state, part, solver)
            started = True
            state = self.opponent_declarations(state)
            if attacked_before(state, solver, target):
                # The reader blocks: stop in the declare blockers step (509.1).
                return self.run(state, {"type": "advance"}, solver)
        return state

    def result(self, state: GameState, **extra: Any) -> SolveResult:
        return SolveResult(
            state,
            check(self.goal, self.start, state),
            tuple(self.steps),
            scripted_used=self.used,
            replies=tuple(self.replies),
            **extra,
        )


def solve_start(
    start: GameState,
    goal: Goal,
    *,
    scripted: Sequence[Mapping[str, Any]] = (),
    scripted_used: int = 0,
    choices: Sequence[Any] = (),
) -> SolveResult:
    """The position the reader first sees: the opponent's declarations due at the start made."""
    turn = _Turn(start, goal, choices, scripted, scripted_used)
    try:
        state = turn.opponent_declarations(start)
    except _NeedReader as need:
        return SolveResult(
            start, check(goal, start, start), pending=need.pending, scripted_used=scripted_used
        )
    return turn.result(state)


def solve_step(
    start: GameState,
    state: GameState,
    action: Mapping[str, Any],
    choices: Sequence[Any],
    goal: Goal,
    *,
    scripted: Sequence[Mapping[str, Any]] = (),
    scripted_used: int = 0,
    payment: Sequence[Mapping[str, Any]] = (),
) -> SolveResult:
    """The reader's `action` with its `choices` (after the mana abilities of `payment`), then
    the opponent's answers (see the module)."""
    status = check(goal, start, state)
    if status.over:
        return SolveResult(state, status, scripted_used=scripted_used, error="the puzzle is over")
    turn = _Turn(start, goal, choices, scripted, scripted_used)
    try:
        state_after = turn.opponent_declarations(state)
        state_after = turn.pay(state_after, payment)
        state_after = turn.reader_action(state_after, action)
        state_after = turn.opponent_declarations(state_after)
    except _NeedReader as need:
        return SolveResult(state, status, tuple(turn.steps), need.pending, scripted_used)
    except EngineError as error:
        return SolveResult(state, status, scripted_used=scripted_used, error=str(error))
    if turn.k < len(turn.choices):
        unused = len(turn.choices) - turn.k
        return SolveResult(
            state,
            status,
            scripted_used=scripted_used,
            error=f"{counted(unused, 'choice')} {'was' if unused == 1 else 'were'} not needed",
        )
    return turn.result(state_after)


def _added(before: Mapping[str, Any], after: Mapping[str, Any]) -> str:
    gained = {m: int(after.get(m, 0)) - int(before.get(m, 0)) for m in MANA_TYPES}
    return mana_text(tuple(m for m in MANA_TYPES for _ in range(max(0, gained[m]))))


def move_parts(
    move: Mapping[str, Any],
) -> tuple[dict[str, Any], tuple[str, ...], list[dict[str, Any]]]:
    """A stored move (`{**action, "choices": [...], "payment": [...]}`) as its action, the
    reader's choices and the payment."""
    payment = [dict(p) for p in move.get("payment") or ()]
    action, choices = without_choices({k: v for k, v in move.items() if k != "payment"})
    return action, choices, payment


def flat_moves(moves: Sequence[Mapping[str, Any]]) -> tuple[dict[str, Any], ...]:
    """Stored moves as the steps of a solution `verify` takes: each move's mana abilities, then
    its action, each with its `choices`."""
    flat: list[dict[str, Any]] = []
    for move in moves:
        action, choices, payment = move_parts(move)
        flat.extend(
            {**tap, "choices": [str(c) for c in tap.get("choices") or ()]} for tap in payment
        )
        flat.append({**action, "choices": list(choices)})
    return tuple(flat)


def solve_replay(
    start: GameState,
    goal: Goal,
    moves: Sequence[Mapping[str, Any]],
    *,
    scripted: Sequence[Mapping[str, Any]] = (),
) -> SolveResult:
    """The reader's `moves` played again from the start: the board, the whole line (the opening
    declarations included) and the place in the scripted responses after them. A move that
    doesn't play the same way any more ends the replay with its error."""
    opening = solve_start(start, goal, scripted=scripted)
    state, used, steps = opening.state, opening.scripted_used, list(opening.steps)
    replies = list(opening.replies)
    for number, move in enumerate(moves, start=1):
        action, choices, payment = move_parts(move)
        result = solve_step(
            start,
            state,
            action,
            choices,
            goal,
            scripted=scripted,
            scripted_used=used,
            payment=payment,
        )
        problem = result.error or (
            f"it asks {result.pending.prompt!r}" if result.pending is not None else ""
        )
        if problem:
            return SolveResult(
                state,
                check(goal, start, state),
                tuple(steps),
                scripted_used=used,
                error=f"move {number} doesn't replay: {problem}",
                replies=tuple(replies),
            )
        state, used = result.state, result.scripted_used
        steps.extend(result.steps)
        replies.extend(result.replies)
    return SolveResult(
        state, check(goal, start, state), tuple(steps), scripted_used=used, replies=tuple(replies)
    )


def take_back(
    start: GameState,
    goal: Goal,
    moves: Sequence[Mapping[str, Any]],
    *,
    scripted: Sequence[Mapping[str, Any]] = (),
) -> SolveResult:
    """The position before the last of `moves`: the others replayed from the start."""
    return solve_replay(start, goal, list(moves)[:-1], scripted=scripted)
