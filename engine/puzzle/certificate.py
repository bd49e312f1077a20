"""A puzzle's certificate: the solver's verdict and the evidence a reader can open.

    cert = certificate(start, goal, find_solution(start, goal))   # from `engine.puzzle.solver`
    cert.verdict                  # "solved", "no solution" or "unknown"
    cert.steps                    # each solver move with every opponent answer considered there
    cert.to_json(); Certificate.from_json(data) == cert
    print(cert.render())          # the same for a reader

For a solved puzzle, the solution is replayed on the principal line (the opponent declaring and
deciding by `opponent_reply`, as in solve mode). Before each move that passes priority (letting
the top of the stack resolve, going on to the next step: 117.3d) the certificate lists every
answer the opponent has there (`engine.puzzle.defences`: its instants, flash spells, abilities,
mana abilities that do more than add mana, and special actions) and, for each, the line that beats it: the answer played and resolved
(608.1), then the rest of the solution, with the goal's status at its end. A move going on to a
later step lists the answers of the step it starts in; `verify` has searched those of every step
it passes through, each block and attack the opponent could declare, and every later decision of
the opponent's: its report (`verification`) says how many lines it checked. The certificate
shows the opponent's declarations of the principal line only. The certificate also names the bound used, the positions searched,
the engine's version and the Comprehensive Rules edition its rule numbers cite, and the other
winning first moves in words. Nothing in it is an internal id.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.errors import EngineError
from engine.core.state import GameState, Zone
from engine.core.version import CR_EDITION, ENGINE_VERSION
from engine.game.play import apply
from engine.puzzle.autopay import is_mana_ability
from engine.puzzle.defences import Answer, answers
from engine.puzzle.goals import Goal, check
from engine.puzzle.solve import move_parts, solve_start, solve_step
from engine.puzzle.solver import (
    DEFAULT_NODES,
    DEFAULT_SECONDS,
    NOT_SEARCHED,
    Found,
    SolverResult,
    Verdict,
    other_wins,
)
from engine.puzzle.verify import DEFAULT_MAX_NODES, Status, verify
from engine.puzzle.words import describe_declaration, describe_move

CERTIFICATE_VERSION = 1
MAX_ANSWERS_SHOWN = 24  # per move: verify searched them all; the certificate shows this many
MAX_DECISIONS = 12
PASSING = ("resolve", "advance")


@dataclass(frozen=True)
class AnswerChecked:
    """An opponent's answer at one point and the line that beats it."""

    answer: str  # "Bob casts Lightning Bolt targeting Hill Giant (tapping Mountain)"
    beaten_by: str  # the rest of the solution, in words
    outcome: str  # the goal's status at the end of that line

    def to_json(self) -> dict[str, Any]:
        return {"answer": self.answer, "beaten_by": self.beaten_by, "outcome": self.outcome}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> AnswerChecked:
        return cls(str(data["answer"]), str(data["beaten_by"]), str(data["outcome"]))


@dataclass(frozen=True)
class CertificateStep:
    """One solver move, what the opponent did on the principal line after it, and every answer
    the opponent had as the solver passed priority with it."""

    move: str
    opponent: tuple[str, ...] = ()
    answers: tuple[AnswerChecked, ...] = ()
    answers_not_shown: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "move": self.move,
            "opponent": list(self.opponent),
            "answers": [a.to_json() for a in self.answers],
            "answers_not_shown": self.answers_not_shown,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CertificateStep:
        return cls(
            str(data["move"]),
            tuple(str(o) for o in data.get("opponent", ())),
            tuple(AnswerChecked.from_json(a) for a in data.get("answers", ())),
            int(data.get("answers_not_shown", 0)),
        )


@dataclass(frozen=True)
class Certificate:
    verdict: str
    reason: str
    solution: tuple[Mapping[str, Any], ...]  # flat, as `verify` takes it ("solved" only)
    steps: tuple[CertificateStep, ...]
    verification: str  # verify's message on the solution
    max_nodes: int
    max_seconds: float
    nodes: int
    seconds: float
    also_wins: tuple[str, ...] = ()
    engine_version: str = ENGINE_VERSION
    rules_edition: str = CR_EDITION
    not_searched: str = NOT_SEARCHED

    @property
    def solution_words(self) -> str:
        return ", then ".join(s.move for s in self.steps)

    def to_json(self) -> dict[str, Any]:
        return {
            "version": CERTIFICATE_VERSION,
            "verdict": self.verdict,
            "reason": self.reason,
            "solution": [dict(s) for s in self.solution],
            "steps": [s.to_json() for s in self.steps],
            "verification": self.verification,
            "bound": {"positions": self.max_nodes, "seconds": self.max_seconds},
            "nodes": self.nodes,
            "seconds": round(self.seconds, 3),
            "also_wins": list(self.also_wins),
            "engine_version": self.engine_version,
            "rules_edition": self.rules_edition,
            "not_searched": self.not_searched,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Certificate:
        if data.get("version") != CERTIFICATE_VERSION:
            raise ValueError(f"unsupported certificate version {data.get('version')!r}")
        bound = data["bound"]
        return cls(
            verdict=str(data["verdict"]),
            reason=str(data["reason"]),
            solution=tuple(dict(s) for s in data["solution"]),
            steps=tuple(CertificateStep.from_json(s) for s in data["steps"]),
            verification=str(data["verification"]),
            max_nodes=int(bound["positions"]),
            max_seconds=float(bound["seconds"]),
            nodes=int(data["nodes"]),
            seconds=float(data["seconds"]),
            also_wins=tuple(str(a) for a in data.get("also_wins", ())),
            engine_version=str(data["engine_version"]),
            rules_edition=str(data["rules_edition"]),
            not_searched=str(data.get("not_searched", "")),
        )

    def render(self) -> str:
        """The certificate for a reader, as plain text."""
        verdicts = {
            Verdict.SOLVED: "Solved by the engine",
            Verdict.NO_SOLUTION: "No solution exists within the bound",
            Verdict.UNKNOWN: "Unknown within the bound",
            Verdict.REFUTED: "The solution is refuted",
        }
        out = [f"{verdicts.get(self.verdict, self.verdict)}: {self.reason}."]
        for number, step in enumerate(self.steps, start=1):
            out.append(f"{number}. {step.move}")
            out.extend(f"   the opponent: {o}" for o in step.opponent)
            for checked in step.answers:
                out.append(f"   if {checked.answer}: {checked.beaten_by} ({checked.outcome})")
            if step.answers_not_shown:
                out.append(f"   and {step.answers_not_shown} more answers, checked by verify")
        if self.verification:
            out.append(f"Verification: {self.verification}.")
        if self.also_wins:
            out.append("Also wins: " + "; ".join(self.also_wins) + ".")
        out.append(
            f"Bound: {self.max_nodes} positions, {self.max_seconds:g} s; searched {self.nodes} "
            f"positions in {self.seconds:.1f} s. Engine {self.engine_version}, Comprehensive "
            f"Rules of {self.rules_edition}. Not searched: {self.not_searched}."
        )
        return "\n".join(out)


def certificate(start: GameState, goal: Goal, result: SolverResult) -> Certificate:
    """The certificate of a solver's result (see the module)."""
    steps: tuple[CertificateStep, ...] = ()
    verification = ""
    if result.found is not None:
        steps = solution_tree(start, goal, result.solution)
        verification = result.found.verification.message
    return Certificate(
        verdict=result.verdict,
        reason=result.reason,
        solution=result.solution,
        steps=steps,
        verification=verification,
        max_nodes=result.max_nodes,
        max_seconds=result.max_seconds,
        nodes=result.nodes,
        seconds=round(result.seconds, 3),
        also_wins=tuple(line_words(start, goal, other) for other in result.others),
    )


def certify(
    start: GameState,
    goal: Goal,
    solution: Sequence[Mapping[str, Any]],
    *,
    max_nodes: int = DEFAULT_NODES,
    seconds: float = DEFAULT_SECONDS,
    verify_nodes: int = DEFAULT_MAX_NODES,
) -> Certificate:
    """The certificate of an author's `solution` (flat, as `verify` takes it): "solved" when
    `verify` confirms it, with the other ways to win the solver finds within the bound;
    "refuted" when verify refutes it (or it fails as written), with verify's counter line in
    words; "unknown" when verify's search hit its bound first (neither proved nor refuted)."""
    began = time.monotonic()
    verification = verify(start, solution, goal, verify_nodes)
    if not verification.verified:
        return Certificate(
            verdict=(
                Verdict.UNKNOWN if verification.status == Status.INCOMPLETE else Verdict.REFUTED
            ),
            reason=f"the author's solution is {verification.status}: {verification.message}",
            solution=tuple(dict(s) for s in solution),
            steps=(),
            verification=verification.message,
            max_nodes=verify_nodes,  # the bound verify searched within: the one that counted
            max_seconds=seconds,
            nodes=verification.nodes,
            seconds=round(time.monotonic() - began, 3),
        )
    others = other_wins(start, goal, solution, max_nodes=max_nodes, seconds=seconds)
    return Certificate(
        verdict=Verdict.SOLVED,
        reason="the author's solution, confirmed by verify against every defence it models",
        solution=tuple(dict(s) for s in solution),
        steps=solution_tree(start, goal, solution),
        verification=verification.message,
        max_nodes=max_nodes,
        max_seconds=seconds,
        nodes=verification.nodes + sum(o.verification.nodes for o in others),
        seconds=round(time.monotonic() - began, 3),
        also_wins=tuple(line_words(start, goal, other) for other in others),
    )


def line_words(start: GameState, goal: Goal, found: Found) -> str:
    """A winning line in words, its passes and steps left out: "attack: Hill Giant attacks Bob,
    then cast Shock targeting Bob"."""
    steps = solution_tree(start, goal, found.solution, with_answers=False, moves_only=True)
    return ", then ".join(s.move for s in steps)


def solution_tree(
    start: GameState,
    goal: Goal,
    solution: Sequence[Mapping[str, Any]],
    *,
    with_answers: bool = True,
    moves_only: bool = False,
) -> tuple[CertificateStep, ...]:
    """The solution's moves on the principal line, each with the opponent's answers where it
    passes priority and the line that beats each (mana abilities are folded into the move
    they pay for)."""
    flat = [dict(s) for s in solution]
    state = solve_start(start, goal).state
    steps: list[CertificateStep] = []
    payment: list[str] = []
    for index, step in enumerate(flat):
        action, choices, _ = move_parts(step)
        words = describe_move(state, action)
        if is_mana_ability(state, action):
            payment.append(state.object(str(action["object"])).card)
            state = _played(start, goal, state, action, choices, flat[index + 1 :])[0]
            continue
        checked: list[AnswerChecked] = []
        found: tuple[Answer, ...] = ()
        if with_answers and action.get("type") in PASSING:
            found = answers(state, goal.solver)
            checked = [_beaten(start, goal, state, answer, flat[index:]) for answer in found][
                :MAX_ANSWERS_SHOWN
            ]
        if payment:
            words += f" (tapping {', '.join(payment)})"
            payment = []
        state, opponent = _played(start, goal, state, action, choices, flat[index + 1 :])
        if moves_only and action.get("type") in PASSING:
            continue
        steps.append(
            CertificateStep(words, opponent, tuple(checked), max(0, len(found) - MAX_ANSWERS_SHOWN))
        )
    return tuple(steps)


def _played(
    start: GameState,
    goal: Goal,
    state: GameState,
    action: Mapping[str, Any],
    choices: Sequence[str],
    rest: Sequence[Mapping[str, Any]] = (),
) -> tuple[GameState, tuple[str, ...]]:
    """A solution step on the principal line, and the opponent's declarations it brought. A
    decision of the solver's the solution leaves open (verify needs one answer that works) is
    answered with the first option after which the rest of the solution still wins, as verify
    found one; the first option if none is found here."""
    chosen = list(choices)
    result = solve_step(start, state, action, chosen, goal)
    for _ in range(MAX_OPEN_DECISIONS):
        pending = result.pending
        if result.error or pending is None or pending.decider != goal.solver:
            break
        options = pending.option_ids()
        pick = next(
            (o for o in options if _still_wins(start, goal, state, action, [*chosen, o], rest)),
            options[0],
        )
        chosen.append(pick)
        result = solve_step(start, state, action, chosen, goal)
    if result.error or result.pending is not None:
        # in words only: a decision is named by its prompt, never by its internal value
        why = result.error or (
            f"it asks {result.pending.prompt!r}" if result.pending is not None else ""
        )
        return state, (f"the step doesn't replay: {why},",)
    opponent = tuple(
        describe_declaration(state, s.action)
        for s in result.steps
        if s.opponent and s.action.get("type") in ("attack", "block")
    )
    return result.state, opponent


# How many of the solver's open decisions one step may bring (a damage assignment order, each
# trampling attacker's division): a bound, so a step never loops.
MAX_OPEN_DECISIONS = 20


def _still_wins(
    start: GameState,
    goal: Goal,
    state: GameState,
    action: Mapping[str, Any],
    choices: Sequence[str],
    rest: Sequence[Mapping[str, Any]],
) -> bool:
    """Does the step with these answers, then the rest of the solution on the principal line,
    meet the goal? Further open decisions of the solver's in the step take their first option
    (a bound on the work: a line not shown to win here falls back to the first option)."""
    chosen = list(choices)
    result = solve_step(start, state, action, chosen, goal)
    while (
        not result.error
        and result.pending is not None
        and result.pending.decider == goal.solver
        and len(chosen) < len(choices) + MAX_OPEN_DECISIONS
    ):
        chosen.append(result.pending.option_ids()[0])
        result = solve_step(start, state, action, chosen, goal)
    if result.error or result.pending is not None:
        return False
    after = result.state
    for step in rest:
        if check(goal, start, after).over:
            break
        step_action, step_choices, _ = move_parts(step)
        later = solve_step(start, after, step_action, step_choices, goal)
        if later.error or later.pending is not None:
            return False
        after = later.state
    return check(goal, start, after).met


def _beaten(
    start: GameState,
    goal: Goal,
    state: GameState,
    answer: Answer,
    rest: Sequence[Mapping[str, Any]],
) -> AnswerChecked:
    """The answer played and resolved, then the rest of the solution on the principal line."""
    words = ", then ".join(
        describe_move(state, move_parts(s)[0])
        for s in rest
        if not is_mana_ability(state, move_parts(s)[0])
    )
    try:
        after = _answered(state, answer)
    except EngineError as error:
        return AnswerChecked(answer.label, words, f"the engine refuses the answer: {error}")
    for number, step in enumerate(rest, start=1):
        if check(goal, start, after).over:
            break
        action, choices, _ = move_parts(step)
        result = solve_step(start, after, action, choices, goal)
        if result.error or result.pending is not None:
            why = result.error or (
                f"it asks {result.pending.prompt!r}" if result.pending is not None else ""
            )
            return AnswerChecked(answer.label, words, f"move {number} doesn't replay: {why}")
        after = result.state
    status = check(goal, start, after)
    outcome = "the goal is met" if status.met else "the goal is not met"
    return AnswerChecked(
        answer.label, words, f"{outcome}: {status.reason}" if status.reason else outcome
    )


def _answered(state: GameState, answer: Answer) -> GameState:
    """The opponent's answer: its mana abilities, the action, then each pass of priority until
    what it put on the stack has resolved (608.1). Its decisions take the first option."""
    depth = len(state.zone(Zone.STACK))
    for tap, choices in answer.taps:
        state = _decided(state, tap, choices)
    state = _decided(state, answer.action, ())
    for _ in range(MAX_DECISIONS):
        if state.game_over or len(state.zone(Zone.STACK)) <= depth:
            break
        state = _decided(state, {"type": "resolve"}, ())
    return state


def _decided(state: GameState, action: Mapping[str, Any], choices: Sequence[str]) -> GameState:
    prefix = tuple(choices)
    for _ in range(MAX_DECISIONS):
        result = apply(state, action, prefix)
        if result.pending is None:
            return result.state
        prefix = (*prefix, result.pending.option_ids()[0])
    raise EngineError("the answer brings more decisions than the certificate follows")
