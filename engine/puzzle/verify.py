"""`verify`: does a puzzle's solution reach the goal against every opponent decision?

    verification = verify(start, solution, goal, max_nodes=20_000)
    verification.status          # "verified", "refuted", "invalid" or "incomplete"
    verification.counter_line    # the opponent line that beats the solution, step by step

The solution is a list of the solver's actions, each with the solver's `choices`: a step's choices
answer, in order, the solver's decisions met after the previous step, during the opponent's
declarations before this step's action and during the action itself. A decision of the solver
that the solution doesn't answer (often one the opponent's choice brings about, such as dividing
combat damage among two blockers) is searched: the line holds if some answer reaches the goal.
Such decisions are listed in `open_decisions`: the solution is incomplete there. With
`strict=True` the first one ends the search instead (status "invalid").

The opponent decides everything else, and the search branches over each of those decisions:

- the opponent's pending decisions (`PendingDecision` whose decider isn't the solver): the order
  of their replacement effects and triggers, "may" choices, targets and numbers they pick;
- blocks when the solver attacks and attacks on the opponent's turn (`engine.puzzle.play`);
- what the opponent does with priority (117.3d), which it gets as the solver passes: before each
  "resolve" step of the solution and in each step an advance ends (500.2; an advance is split
  step by step when the opponent has anything it might do, `Defences.may_answer`). It passes,
  or takes any answer `engine.puzzle.defences` lists: an instant or flash spell, an activated
  ability (a mana ability too when it does more than add mana: a sacrifice for mana), a special
  action, in its own main phase anything sorcery timing allows,
  each with each choice of targets, mode and X and its mana paid by `engine.puzzle.autopay`. An
  answer resolves before the opponent gets priority again; the solver doesn't respond to it, and
  the solver's decisions it brings (the creature an edict makes it sacrifice) are searched like
  the open decisions above, without using the step's recorded choices. The opponent's cards
  are those the puzzle's board states (a hidden hand holds the cards the puzzle names, or none;
  its library isn't searched, though it draws from it as the game goes on). A counter line
  names the answer that beats the solution ("Bob casts Lightning Bolt targeting Hill Giant").

The search is depth first in the engine's option order (declaring nothing and passing first), so
the counter line it reports is the first one found and the result is deterministic. Positions
already checked (an equal state at the same point of the solution) are not checked again. The search counts the
engine applications and declarations it tries; at `max_nodes` it stops and reports how far it got.

Not modeled: the solver changing its actions after seeing the opponent's choices (a solution is
one fixed sequence of actions: an attack it declares names its attackers, so a removal spell
in the beginning of combat step refutes it, and the solver never responds to an answer); the
opponent holding priority to put several answers on the stack at once; tapping plans other
than autopay's first, and mana sources whose mana ability costs more than {T}; priority in a
first-strike combat damage step (passed with the combat damage step).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.choices import PendingDecision
from engine.core.errors import EngineError
from engine.core.log import LogEntry, counted
from engine.core.state import GameState, Zone
from engine.game.play import apply
from engine.puzzle.deadline import on_time
from engine.puzzle.defences import Answer, Defences, describe_answer
from engine.puzzle.goals import Goal, check
from engine.puzzle.play import (
    Point,
    Position,
    action_key,
    advance_done,
    advance_target,
    declaration_point,
    declarations,
    declarer,
    describe_declaration,
    game_over,
    is_legal,
    next_part,
    without_choices,
)

DEFAULT_MAX_NODES = 20_000
PROGRESS_EVERY = 250
NOT_MODELED = (
    "the solution is one fixed sequence (the solver doesn't respond to the opponent's answers); "
    "the opponent's answers resolve one at a time, paid by the first tapping plan; "
    "a creature blocking several attackers is not enumerated"
)


class Status:
    VERIFIED = "verified"
    REFUTED = "refuted"
    INVALID = "invalid"  # the solution fails as written, whatever the opponent does
    INCOMPLETE = "incomplete"  # the search bound was hit


@dataclass(frozen=True)
class Decision:
    """A decision met on a line and the option taken."""

    decider: str
    kind: str
    prompt: str
    option: str
    label: str
    rule: str

    def to_json(self) -> dict[str, Any]:
        return {
            "decider": self.decider,
            "kind": self.kind,
            "prompt": self.prompt,
            "option": self.option,
            "label": self.label,
            "rule": self.rule,
        }


def _decision(pending: PendingDecision, option: str) -> Decision:
    label = next((o.label for o in pending.options if o.id == option), option)
    return Decision(
        pending.decider, pending.kind.value, pending.prompt, option, label, pending.rule
    )


@dataclass(frozen=True)
class LineStep:
    """One action on a line: who took it, the decisions met (solver's and opponent's) and the
    log. `solution_step` is the index of the solution step it belongs to."""

    actor: str
    action: Mapping[str, Any]
    choices: tuple[str, ...]
    decisions: tuple[Decision, ...]
    log: tuple[LogEntry, ...]
    solution_step: int
    opponent: bool = False
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "actor": self.actor,
            "opponent": self.opponent,
            "action": dict(self.action),
            "choices": list(self.choices),
            "decisions": [d.to_json() for d in self.decisions],
            "log": [e.to_json() for e in self.log],
            "solution_step": self.solution_step,
            "note": self.note,
        }


Line = tuple[LineStep, ...]


@dataclass(frozen=True)
class Verification:
    status: str
    message: str
    counter_line: Line = ()
    nodes: int = 0
    depth: int = 0  # how many solution steps the furthest line got through
    lines: int = 0  # opponent lines that reached the goal
    max_nodes: int = DEFAULT_MAX_NODES
    solution_length: int = 0
    open_decisions: tuple[str, ...] = ()

    @property
    def verified(self) -> bool:
        return self.status == Status.VERIFIED

    def to_json(self) -> dict[str, Any]:
        return {
            "version": 1,
            "status": self.status,
            "message": self.message,
            "counter_line": [s.to_json() for s in self.counter_line],
            "nodes": self.nodes,
            "depth": self.depth,
            "lines": self.lines,
            "max_nodes": self.max_nodes,
            "solution_length": self.solution_length,
            "open_decisions": list(self.open_decisions),
            "not_modeled": NOT_MODELED,
        }


@dataclass(frozen=True)
class _Fail:
    status: str
    reason: str
    line: Line


class _BoundHit(Exception):
    pass


Outcome = _Fail | None  # None: every opponent line from here reaches the goal
Continue = Callable[[GameState, int, Line], Outcome]


def verify(
    start: GameState,
    solution: Sequence[Mapping[str, Any]],
    goal: Goal,
    max_nodes: int = DEFAULT_MAX_NODES,
    *,
    strict: bool = False,
    on_progress: Callable[[int], None] | None = None,
) -> Verification:
    """Check `solution` from `start` against every opponent decision the engine models.
    `on_progress(nodes)` is called every `PROGRESS_EVERY` positions (a job's progress bar)."""
    solution = solver_steps(start, solution, goal.solver)
    search = _Search(start, [without_choices(s) for s in solution], goal, max_nodes, strict)
    search.on_progress = on_progress
    length = len(solution)
    try:
        failure = search.at_step(start, 0, 0, ())
    except (_BoundHit, RecursionError) as stop:
        why = (
            f"checked {search.nodes} positions (the bound is {max_nodes})"
            if isinstance(stop, _BoundHit)
            else "the lines are too long to check"
        )
        return search.report(
            Status.INCOMPLETE,
            f"{why}: {counted(search.lines, 'opponent line')} reached the goal, through step "
            f"{search.depth} of {length}, and none beat the solution so far; "
            "the search stopped there",
        )
    if (
        failure is not None
        and failure.status == Status.REFUTED
        and not _beats(start, failure.line, goal)
    ):
        # Never show a "line that beats the solution" that, played again, doesn't.
        return search.report(
            Status.INCOMPLETE,
            "the search found a line it couldn't confirm by playing it again; the solution is "
            "neither verified nor refuted",
        )
    if failure is not None:
        return search.report(failure.status, failure.reason, failure.line)
    message = (
        f"the solution reaches the goal against every opponent decision: "
        f"{counted(search.lines, 'line')}, {counted(search.nodes, 'position')} checked"
    )
    if search.open_decisions:
        message += (
            f"; it leaves {counted(len(search.open_decisions), 'decision')} of the solver open "
            "(answers were found for them)"
        )
    return search.report(Status.VERIFIED, message)


def solver_steps(
    start: GameState, solution: Sequence[Mapping[str, Any]], solver: str
) -> list[dict[str, Any]]:
    """A solution recorded by playing it on the board (each step as it was applied, with every
    player's answers in order, the opponent's declarations included) as the solver's actions
    with only the solver's answers: what the opponent declares and answers is what `verify`
    searches over, every way. A declaration made at an opponent's declaration point (blocks on
    the solver's turn, 509.1; attacks on the opponent's, 508.1) is the opponent's, whoever
    recorded it. From the first step that doesn't play as recorded (a hand-written solution
    answers only the solver's decisions), the steps are kept as they are."""
    state = start
    kept: list[dict[str, Any]] = []
    for index, step in enumerate(solution):
        action, choices = without_choices(step)
        point = declaration_point(state, solver)
        deciders = _deciders(state, action, choices)
        if deciders is None:
            return kept + [dict(s) for s in solution[index:]]
        after = apply(state, action, choices).state
        if point is None or action.get("type") != point.value:
            own = [c for c, who in zip(choices, deciders, strict=True) if who == solver]
            kept.append({**action, "choices": own})
        state = after
    return kept


def _deciders(
    state: GameState, action: Mapping[str, Any], choices: tuple[str, ...]
) -> list[str] | None:
    """Who answered each of the step's choices, or None when the step doesn't play with exactly
    these answers."""
    deciders: list[str] = []
    try:
        for used in range(len(choices) + 1):
            pending = apply(state, action, choices[:used]).pending
            if used == len(choices):
                return deciders if pending is None else None
            if pending is None:
                return None
            deciders.append(pending.decider)
    except EngineError:
        return None
    return None


def _beats(start: GameState, line: Line, goal: Goal) -> bool:
    """The line, played again from the start, ends with the goal not met: its last step is the
    solution's step that fails there, or the goal is decided or left unreached."""
    state = start
    for step in line:
        if step.note.startswith("illegal: "):
            return not check(goal, start, state).met
        try:
            result = apply(state, step.action, step.choices)
        except EngineError:
            return False  # a step of the shown line doesn't play: the line isn't one
        if result.pending is not None:
            return False
        state = result.state
    return not check(goal, start, state).met


class _Search:
    def __init__(
        self,
        start: GameState,
        solution: list[tuple[dict[str, Any], tuple[str, ...]]],
        goal: Goal,
        max_nodes: int,
        strict: bool,
    ) -> None:
        self.start = start
        self.solution = solution
        self.goal = goal
        self.solver = goal.solver
        self.max_nodes = max_nodes
        self.strict = strict
        self.nodes = 0
        self.depth = 0
        self.lines = 0
        self.memo: dict[Hashable, Outcome] = {}
        self.open_decisions: dict[str, None] = {}
        self.defences = Defences(self.solver)
        self.on_progress: Callable[[int], None] | None = None

    def report(self, status: str, message: str, line: Line = ()) -> Verification:
        return Verification(
            status,
            message,
            line,
            self.nodes,
            self.depth,
            self.lines,
            self.max_nodes,
            len(self.solution),
            tuple(self.open_decisions),
        )

    def _count(self) -> None:
        self.nodes += 1
        if self.on_progress is not None and self.nodes % PROGRESS_EVERY == 0:
            self.on_progress(self.nodes)
        if self.nodes > self.max_nodes:
            self.nodes = self.max_nodes
            raise _BoundHit
        on_time()  # a search's limit (`engine.puzzle.deadline`): its check raises, no verdict

    def _goal(self, state: GameState, line: Line) -> tuple[bool, Outcome]:
        """(decided, outcome): the goal met ends a line well, failed ends it badly."""
        status = check(self.goal, self.start, state)
        if status.met:
            self.lines += 1
            return True, None
        if status.failed:
            return True, self._fail(f"the goal fails: {status.reason}", line)
        return False, None

    def _fail(self, reason: str, line: Line) -> _Fail:
        """A line that doesn't reach the goal refutes the solution when the opponent took part
        in it; without any opponent decision the solution simply doesn't work as written."""
        opponent = any(s.opponent or _opponent_decided(s, self.solver) for s in line)
        return _Fail(Status.REFUTED if opponent else Status.INVALID, reason, line)

    def _choices(self, i: int) -> tuple[str, ...]:
        return self.solution[i][1] if i < len(self.solution) else ()

    # --- positions between actions ----------------------------------------------------------

    def at_step(self, state: GameState, i: int, k: int, line: Line) -> Outcome:
        """Before solution step `i`, `k` of its choices used."""
        key = ("step", state, i, k)
        if key in self.memo:
            return self.memo[key]
        outcome = self._at_step(state, i, k, line)
        self.memo[key] = outcome
        return outcome

    def _at_step(self, state: GameState, i: int, k: int, line: Line) -> Outcome:
        decided, outcome = self._goal(state, line)
        if decided:
            return outcome
        self.depth = max(self.depth, i)
        point = declaration_point(state, self.solver)
        if point is not None:
            # A solution step declaring here is the opponent's declaration, recorded: every
            # declaration is searched instead, and the solution goes on after that step.
            recorded = i < len(self.solution) and self.solution[i][0].get("type") == point.value
            after = i + 1 if recorded else i
            return self.declare(
                state,
                point,
                i,
                k,
                line,
                ("step", i),
                lambda s, k2, ln: self.at_step(s, after, 0 if recorded else k2, ln),
            )
        if i >= len(self.solution):
            reason = check(self.goal, self.start, state).reason
            return self._fail(f"the solution ends here and the goal isn't reached: {reason}", line)
        action = self.solution[i][0]
        if action.get("type") == "advance":
            target = advance_target(state, action)
            if target is not None:
                return self.advance(state, i, k, target, line, started=False)

        def solver_acts(s: GameState, k2: int, ln: Line) -> Outcome:
            return self.act(
                s,
                action,
                self.solver,
                i,
                k2,
                (),
                (),
                ln,
                ("act", i),
                lambda s2, k3, ln2: self.at_step(s2, i + 1, 0, ln2),
            )

        if action.get("type") == "resolve":  # the solver passes: the opponent may answer first
            return self.respond(
                state,
                i,
                k,
                line,
                ("act", i),
                lambda s, k2, ln: self.at_step(s, i, k2, ln),
                solver_acts,
            )
        return solver_acts(state, k, line)

    def advance(
        self, state: GameState, i: int, k: int, target: Position, line: Line, *, started: bool
    ) -> Outcome:
        """Step `i` is an advance towards `target`, split at the opponent's declaration points;
        `started` once a part of it has been applied."""
        key = ("advance", state, i, k, target, started)
        if key in self.memo:
            return self.memo[key]
        outcome = self._advance(state, i, k, target, line, started)
        self.memo[key] = outcome
        return outcome

    def _advance(
        self, state: GameState, i: int, k: int, target: Position, line: Line, started: bool
    ) -> Outcome:
        decided, outcome = self._goal(state, line)
        if decided:
            return outcome
        ctx = ("advance", i, target)

        def then(s: GameState, k2: int, ln: Line) -> Outcome:
            return self.advance(s, i, k2, target, ln, started=True)

        point = declaration_point(state, self.solver)
        if point is not None:
            return self.declare(state, point, i, k, line, ctx, then)
        if started and advance_done(state, target):
            return self.at_step(state, i + 1, 0, line)
        every_step = self.defences.may_answer(state)
        part = next_part(
            state, self.solution[i][0], target, self.solver, started=started, every_step=every_step
        )
        return self.respond(
            state,
            i,
            k,
            line,
            (ctx, started),
            lambda s, k2, ln: self.advance(s, i, k2, target, ln, started=started),
            lambda s, k2, ln: self.act(s, part, self.solver, i, k2, (), (), ln, ctx, then),
        )

    def declare(
        self,
        state: GameState,
        point: Point,
        i: int,
        k: int,
        line: Line,
        ctx: Hashable,
        then: Continue,
    ) -> Outcome:
        """Every declaration the opponent could make here (a universal choice)."""
        who = declarer(state, point, self.solver)
        for action in declarations(state, point):
            self._count()
            if not is_legal(state, action):
                continue
            failure = self.act(
                state, action, who, i, k, (), (), line, ("declare", ctx, action_key(action)), then
            )
            if failure is not None:
                return failure
        return None

    # --- the opponent's priority (engine.puzzle.defences) --------------------------------------

    def respond(
        self,
        state: GameState,
        i: int,
        k: int,
        line: Line,
        ctx: Hashable,
        again: Continue,
        passed: Continue,
    ) -> Outcome:
        """The solver passes priority and the opponent gets it (117.3d): it passes as well
        (`passed`), or takes any of its answers, which resolve before it gets priority again
        (`again`). A universal choice, passing first."""
        outcome = passed(state, k, line)
        for answer in self.defences.answers(state) if outcome is None else ():
            outcome = self.answer(state, answer, i, k, line, ctx, again)
            if outcome is not None:
                break
        return outcome

    def answer(
        self,
        state: GameState,
        answer: Answer,
        i: int,
        k: int,
        line: Line,
        ctx: Hashable,
        again: Continue,
    ) -> Outcome:
        """The opponent's answer: its mana abilities (605.3a), the action, then everyone passes
        until what it put on the stack has resolved (608.1). The solution can't foresee the
        solver's decisions the answer brings: they are searched, its recorded choices kept."""
        depth, unrecorded = len(state.zone(Zone.STACK)), len(self._choices(i))
        memo = ("answer", ctx, k)  # the decisions' memo: where the line goes on after the answer
        for tap, choices in answer.taps:
            self._count()
            try:
                tapped = apply(state, tap, choices)
            except EngineError:
                return None  # an answer the engine refuses isn't one
            if tapped.pending is not None:
                return None
            step = LineStep(answer.player, tap, choices, (), tapped.log, i, True, "mana ability")
            state, line = tapped.state, (*line, step)

        def resolved(s: GameState, _: int, ln: Line) -> Outcome:
            if game_over(s) or len(s.zone(Zone.STACK)) <= depth:
                return again(s, k, ln)
            resolve = {"type": "resolve"}
            return self.act(s, resolve, answer.player, i, unrecorded, (), (), ln, memo, resolved)

        key = (*memo, action_key(answer.action))
        return self.act(
            state, answer.action, answer.player, i, unrecorded, (), (), line, key, resolved
        )

    # --- one action and the decisions it meets ------------------------------------------------

    def act(
        self,
        state: GameState,
        action: Mapping[str, Any],
        actor: str,
        i: int,
        k: int,
        prefix: tuple[str, ...],
        decisions: tuple[Decision, ...],
        line: Line,
        ctx: Hashable,
        then: Continue,
    ) -> Outcome:
        self._count()
        opponent = actor != self.solver
        note = (
            describe_declaration(state, action) if action.get("type") in ("block", "attack") else ""
        )
        if opponent and action.get("type") not in ("block", "attack", "resolve"):
            note = describe_answer(state, actor, dict(action))  # its spell or ability, named
        try:
            result = apply(state, action, prefix)
        except EngineError as error:
            step = LineStep(actor, action, prefix, decisions, (), i, opponent, f"illegal: {error}")
            return self._illegal(actor, i, str(error), (*line, step))
        pending = result.pending
        if pending is None:
            step = LineStep(actor, action, prefix, decisions, result.log, i, opponent, note)
            return then(result.state, k, (*line, step))
        key = (
            None
            if pending.key is None
            else ("decision", state, action_key(action), pending.key, k, ctx)
        )
        if key is not None and key in self.memo:
            return self.memo[key]
        outcome = self._decide(
            state, action, actor, i, k, prefix, decisions, line, ctx, then, pending
        )
        if key is not None:
            self.memo[key] = outcome
        return outcome

    def _decide(
        self,
        state: GameState,
        action: Mapping[str, Any],
        actor: str,
        i: int,
        k: int,
        prefix: tuple[str, ...],
        decisions: tuple[Decision, ...],
        line: Line,
        ctx: Hashable,
        then: Continue,
        pending: PendingDecision,
    ) -> Outcome:
        def branch(option: str, used: int) -> Outcome:
            return self.act(
                state,
                action,
                actor,
                i,
                used,
                (*prefix, option),
                (*decisions, _decision(pending, option)),
                line,
                ctx,
                then,
            )

        if pending.decider == self.solver:
            recorded = self._choices(i)
            if k < len(recorded):
                return branch(recorded[k], k + 1)
            if self.strict:
                options = ", ".join(f"{o.id} ({o.label})" for o in pending.options)
                step = LineStep(actor, action, prefix, decisions, (), i, actor != self.solver)
                return _Fail(
                    Status.INVALID,
                    f"the solution is incomplete: step {i + 1} doesn't answer the solver's "
                    f"decision {pending.prompt!r} (rule {pending.rule}; options: {options})",
                    (*line, step),
                )
            self.open_decisions.setdefault(f"step {i + 1}: {pending.prompt}")
            first: Outcome = None
            for option in pending.option_ids():  # the solver needs one answer that works
                outcome = branch(option, k)
                if outcome is None:
                    return None
                first = first or outcome
            return first
        for option in pending.option_ids():  # the opponent may answer any way
            outcome = branch(option, k)
            if outcome is not None:
                return outcome
        return None

    def _illegal(self, actor: str, i: int, error: str, line: Line) -> Outcome:
        if actor != self.solver:
            return None  # an opponent option the engine refuses isn't a line
        return self._fail(f"step {i + 1} of the solution is illegal on this line: {error}", line)


def _opponent_decided(step: LineStep, solver: str) -> bool:
    return any(d.decider != solver for d in step.decisions)
