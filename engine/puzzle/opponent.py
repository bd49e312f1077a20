"""The opponent's answers in solve mode: scripted by the author, or the worst for the solver that a
small lookahead finds.

    reply = opponent_reply(state, goal, start=start)                       # a declaration due now
    reply = opponent_reply(state, goal, start=start, decision=(action, prefix, pending))
    reply.choice / reply.action, reply.scripted, reply.reason

Each option is scored from the solver's side (`score`): the goal met is best, failed is worst, then
the goal's progress, the solver's life, the opponents' life and the creatures each side controls.
To score an option the lookahead finishes what it started: it answers later decisions with their
first option, resolves what waits on the stack and, in combat, advances to the end of combat. For
an attack it also lets the solver block as well as it can. The opponent takes the lowest score;
ties go to the first option in the engine's order, so replies are deterministic.

A scripted response is the next entry of the author's list: `{"choice": "<option id>"}` for a
decision or `{"action": {...}}` for a declaration (`{"type": "block", "blockers": {...}}`). An
entry that doesn't fit the decision at hand is not used (the caller keeps it for later).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core.choices import PendingDecision
from engine.core.errors import EngineError
from engine.core.state import GameState, Step, Zone
from engine.game.play import apply
from engine.puzzle.deadline import on_time
from engine.puzzle.goals import Goal, check, progress
from engine.puzzle.play import (
    Point,
    declaration_point,
    declarations,
    describe_declaration,
    game_over,
    is_legal,
)
from engine.puzzle.symmetry import canonical_move, classes_of
from engine.rules.characteristics import chars

MAX_CANDIDATES = 64  # declarations scored per reply
MAX_DECISIONS = 20  # decisions answered while finishing an action
MAX_RESOLVES = 8
DECISION_DEPTH = 2

DecisionContext = tuple[Mapping[str, Any], tuple[str, ...], PendingDecision]


@dataclass(frozen=True)
class Reply:
    kind: str  # "choice" (a pending decision) or "declaration" (a block or attack action)
    choice: str = ""
    action: dict[str, Any] = field(default_factory=dict)
    label: str = ""
    scripted: bool = False
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "choice": self.choice,
            "action": self.action,
            "label": self.label,
            "scripted": self.scripted,
            "reason": self.reason,
        }


def opponent_reply(
    state: GameState,
    goal: Goal,
    *,
    start: GameState,
    decision: DecisionContext | None = None,
    scripted: Mapping[str, Any] | None = None,
) -> Reply | None:
    """The opponent's answer to `decision` (the action, the choices so far and the pending
    decision), or its declaration due in `state`; None when the opponent has nothing to decide."""
    if decision is not None:
        return _choose(state, goal, start, decision, scripted)
    point = declaration_point(state, goal.solver)
    if point is None:
        return None
    return _declare(state, goal, start, point, scripted)


Score = tuple[int, ...]


def score(goal: Goal, start: GameState, state: GameState) -> Score:
    """How good `state` is for the solver (higher is better)."""
    status = check(goal, start, state)
    rank = 1 if status.met else -1 if status.failed else 0
    solver = state.player(goal.solver)
    opponents = [p for p in state.players if p.id != goal.solver]
    mine = theirs = 0
    for obj in state.battlefield:
        if chars(state, obj).is_type("Creature"):
            if obj.controller == goal.solver:
                mine += 1
            else:
                theirs += 1
    return (
        rank,
        *progress(goal, start, state),
        solver.life,
        -sum(p.life for p in opponents),
        mine,
        -theirs,
    )


# --- decisions ----------------------------------------------------------------------------------


def _choose(
    state: GameState,
    goal: Goal,
    start: GameState,
    decision: DecisionContext,
    scripted: Mapping[str, Any] | None,
) -> Reply:
    action, prefix, pending = decision
    labels = {o.id: o.label for o in pending.options}
    wanted = None if scripted is None else scripted.get("choice")
    if wanted is not None and str(wanted) in labels:
        return Reply(
            "choice", str(wanted), label=labels[str(wanted)], scripted=True, reason="scripted"
        )
    best = min(
        pending.option_ids(),
        key=lambda o: _option_value(state, goal, start, action, (*prefix, o), DECISION_DEPTH),
    )
    return Reply("choice", best, label=labels[best], reason="the worst option for the solver")


def _option_value(
    state: GameState,
    goal: Goal,
    start: GameState,
    action: Mapping[str, Any],
    prefix: tuple[str, ...],
    depth: int,
) -> Score:
    """Minimax over the decisions that follow, `depth` levels deep, then the lookahead."""
    on_time()
    try:
        result = apply(state, action, prefix)
    except EngineError:
        return (2,)  # an option the engine refuses is never the opponent's pick
    pending = result.pending
    if pending is None:
        return score(goal, start, _settle(result.state))
    if depth <= 0:
        finished = _finish(state, action, prefix)
        return score(goal, start, _settle(finished if finished is not None else state))
    values = [
        _option_value(state, goal, start, action, (*prefix, o), depth - 1)
        for o in pending.option_ids()
    ]
    return max(values) if pending.decider == goal.solver else min(values)


# --- declarations --------------------------------------------------------------------------------


def _declare(
    state: GameState,
    goal: Goal,
    start: GameState,
    point: Point,
    scripted: Mapping[str, Any] | None,
) -> Reply:
    wanted = None if scripted is None else scripted.get("action")
    if (
        isinstance(wanted, Mapping)
        and wanted.get("type") == point.value
        and is_legal(state, wanted)
    ):
        action = dict(wanted)
        return Reply(
            "declaration",
            action=action,
            label=describe_declaration(state, action),
            scripted=True,
            reason="scripted",
        )
    candidates = _legal_declarations(state, point)
    best: tuple[Score, dict[str, Any]] | None = None
    for action in candidates:
        on_time()
        after = _finish(state, action, ())
        if after is None:
            continue
        value = (
            _best_block_against(goal, start, after, beaten=best[0] if best is not None else None)
            if point is Point.ATTACK
            else score(goal, start, _settle(after))
        )
        if value is not None and (best is None or value < best[0]):
            best = (value, action)
    action = best[1] if best is not None else {"type": point.value, _key(point): {}}
    return Reply(
        "declaration",
        action=action,
        label=describe_declaration(state, action),
        reason="the worst declaration for the solver",
    )


def _key(point: Point) -> str:
    return "blockers" if point is Point.BLOCK else "attackers"


def _legal_declarations(state: GameState, point: Point) -> list[dict[str, Any]]:
    """The legal declarations, one of each set that differ only in which interchangeable
    creatures they name (`engine.puzzle.symmetry`): such declarations score alike, and ties go
    to the first, so the reply is the same with fewer tried."""
    found: list[dict[str, Any]] = []
    classes = classes_of(state)
    seen: set[Hashable] = set()
    for tried, action in enumerate(declarations(state, point)):
        if tried >= MAX_CANDIDATES * 4 or len(found) >= MAX_CANDIDATES:
            break
        on_time()
        key = canonical_move(action, classes)
        if key not in seen and is_legal(state, action):
            seen.add(key)
            found.append(action)
    return found


def _best_block_against(
    goal: Goal, start: GameState, attacked: GameState, *, beaten: Score | None = None
) -> Score | None:
    """After the opponent's attack, the solver blocks as well as it can (a few blocks tried).
    None once a block scores `beaten` or more (the best attack found so far): the opponent
    takes an attack only for a score below the best's (ties go to the first), so this attack
    is out whatever the other blocks score, and they needn't be played (alpha-beta: the
    reply is the one the whole minimax gives)."""
    moved = _finish(attacked, {"type": "advance", "to": Step.DECLARE_BLOCKERS.value}, ())
    if moved is None or moved.turn.step is not Step.DECLARE_BLOCKERS or moved.combat is None:
        return score(goal, start, _settle(attacked))
    values = []
    for block in _legal_declarations(moved, Point.BLOCK)[:16]:
        on_time()
        after = _finish(moved, block, ())
        if after is not None:
            values.append(score(goal, start, _settle(after)))
            if beaten is not None and values[-1] >= beaten:
                return None
    return max(values) if values else score(goal, start, _settle(moved))


# --- finishing what an option started ------------------------------------------------------------


def _finish(
    state: GameState, action: Mapping[str, Any], prefix: tuple[str, ...]
) -> GameState | None:
    """Apply `action`, answering every later decision with its first option."""
    choices = prefix
    for _ in range(MAX_DECISIONS):
        on_time()
        try:
            result = apply(state, action, choices)
        except EngineError:
            return None
        if result.pending is None:
            return result.state
        choices = (*choices, result.pending.option_ids()[0])
    return None


def _settle(state: GameState) -> GameState:
    """Resolve what waits on the stack and, in combat before damage, go to the end of combat."""
    for _ in range(MAX_RESOLVES):
        on_time()
        if game_over(state) or not state.zone(Zone.STACK):
            break
        resolved = _finish(state, {"type": "resolve"}, ())
        if resolved is None:
            break
        state = resolved
    step = state.turn.step
    if (
        not game_over(state)
        and state.combat is not None
        and step in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE)
        and not state.zone(Zone.STACK)
    ):
        after = _finish(state, {"type": "advance", "to": Step.END_OF_COMBAT.value}, ())
        if after is not None:
            return after
    return state
