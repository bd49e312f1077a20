"""What the opponent gets to decide between the solver's actions, shared by `verify` and solve mode.

In this engine attacks and blocks are actions, and `advance` moves through the declare attackers
and declare blockers steps as if everyone declared nothing. A puzzle's opponent must get its say:

- at the declare blockers step of the solver's turn, with attackers and no blocks yet, the
  opponent declares blockers (509.1);
- at the declare attackers step of the opponent's turn, with no attack yet, the opponent declares
  attackers (508.1).

Those are *declaration points*. A solver `advance` that would pass through one is split: advance
to the declaration point, the opponent declares, then advance on to where the solver was going
(`next_part`). With `every_step` (an opponent that may act at instant speed,
`engine.puzzle.defences`) it is split at every step in which players get priority, so the
opponent gets it in each one before the step ends (117.3d, 500.2); the first-strike combat
damage step is passed with the regular one (the solver's damage assignments go with both). The opponent's options at a declaration point are every declaration the engine
accepts (`declarations`): each creature that can block picks nothing or one attacker it could
block; each creature that can attack picks nothing or one thing it could attack. Blocking several
attackers with one creature is not enumerated.
"""

from __future__ import annotations

import enum
import itertools
import json
from collections.abc import Iterator, Mapping
from typing import Any

from engine.actions.base import parse_action
from engine.core.errors import EngineError
from engine.core.state import GameState, Step, Zone
from engine.game.combat_options import turn_and_combat_options
from engine.puzzle.deadline import on_time
from engine.rules.names import name_of
from engine.rules.turn import NO_PRIORITY, STEPS, upcoming

Position = tuple[int, int]  # (turn number, index of the step in turn order)


class Point(enum.StrEnum):
    BLOCK = "block"
    ATTACK = "attack"


def position(state: GameState) -> Position:
    return state.turn.number, STEPS.index(state.turn.step)


def game_over(state: GameState) -> bool:
    return state.game_over


def declaration_point(state: GameState, solver: str) -> Point | None:
    """The opponent's declaration due now, if any."""
    if game_over(state) or state.zone(Zone.STACK):
        return None
    turn, combat = state.turn, state.combat
    solvers_turn = turn.active_player == solver
    if (
        turn.step is Step.DECLARE_BLOCKERS
        and solvers_turn
        and combat is not None
        and combat.had_attackers
        and not combat.blockers_declared
    ):
        return Point.BLOCK
    if (
        turn.step is Step.DECLARE_ATTACKERS
        and not solvers_turn
        and (combat is None or not combat.attackers_declared)
    ):
        return Point.ATTACK
    return None


def declarer(state: GameState, point: Point, solver: str) -> str:
    """The player who declares at a declaration point (the first defending opponent for blocks)."""
    if point is Point.ATTACK:
        return state.turn.active_player
    return next((p.id for p in state.players if p.id != solver and not p.lost), solver)


def declarations(state: GameState, point: Point) -> Iterator[dict[str, Any]]:
    """Candidate declarations in a fixed order, declaring nothing first. Not every candidate is
    legal (menace, "can't block alone", block limits): `is_legal` tells."""
    kind = point.value
    per_creature: list[tuple[str, list[str | None]]] = []
    for option in turn_and_combat_options(state):
        if option.action.get("type") != kind or not option.legal:
            continue
        if point is Point.BLOCK and "blocker" in option.extras:
            per_creature.append((option.extras["blocker"], [None, *option.extras["attackers"]]))
        elif point is Point.ATTACK and "attacker" in option.extras:
            per_creature.append((option.extras["attacker"], [None, *option.extras["defenders"]]))
    key = "blockers" if point is Point.BLOCK else "attackers"
    creatures = [c for c, _ in per_creature]
    for picks in itertools.product(*(targets for _, targets in per_creature)):
        on_time()  # a search's limit (`engine.puzzle.deadline`): 2 ** creatures candidates
        declared = {c: t for c, t in zip(creatures, picks, strict=True) if t is not None}
        yield {"type": kind, key: declared}


def is_legal(state: GameState, action: Mapping[str, Any]) -> bool:
    try:
        parse_action(action, state)
    except EngineError:
        return False
    return True


def describe_declaration(state: GameState, action: Mapping[str, Any]) -> str:
    """A declaration in words, every creature named as on the board `state` ("Grizzly Bears
    blocks Hill Giant; Wall of Stone blocks Hill Giant"), never by its id."""

    def names(refs: Any) -> str:
        listed = refs if isinstance(refs, list | tuple) else [refs]
        return " and ".join(name_of(state, str(r)) for r in listed)

    if action.get("type") == "block":
        blocks = action.get("blockers") or {}
        if not blocks:
            return "no blocks"
        return "; ".join(f"{names(b)} blocks {names(a)}" for b, a in blocks.items())
    attacks = action.get("attackers") or {}
    if not attacks:
        return "no attack"
    return "; ".join(f"{names(c)} attacks {names(d)}" for c, d in attacks.items())


# --- splitting an advance -----------------------------------------------------------------------


def advance_target(state: GameState, action: Mapping[str, Any]) -> Position | None:
    """Where a solver's `advance` is going, or None when the engine will refuse it anyway."""
    number = state.turn.number
    to = action.get("to")
    if to is None:
        step, new_turn, _ = upcoming(state)
        return number + (1 if new_turn else 0), STEPS.index(step)
    try:
        step = Step(str(to))
    except ValueError:
        return None
    return number + (1 if action.get("turn", "this") == "next" else 0), STEPS.index(step)


def _active_in(state: GameState, turn_number: int) -> str:
    """The active player of this turn or the next (turn order, skipping players who have lost)."""
    current = state.turn.active_player
    if turn_number == state.turn.number:
        return current
    ids = [p.id for p in state.players]
    start = ids.index(current) if current in ids else 0
    for pid in ids[start + 1 :] + ids[: start + 1]:
        if not state.player(pid).lost:
            return pid
    return current


def _next_priority_step(state: GameState) -> Position:
    """The next step in which players get priority (not the untap and cleanup steps, 502.4,
    514.3; a first-strike damage step is passed with the combat damage step that follows)."""
    step, new_turn, _ = upcoming(state)
    number = state.turn.number + (1 if new_turn else 0)
    if step is Step.CLEANUP:
        return number + 1, STEPS.index(Step.UPKEEP)
    if step in NO_PRIORITY:
        return number, STEPS.index(Step.UPKEEP)
    if step is Step.FIRST_STRIKE_DAMAGE:
        return number, STEPS.index(Step.COMBAT_DAMAGE)
    return number, STEPS.index(step)


def _stops(
    state: GameState, target: Position, solver: str, every_step: bool = False
) -> Iterator[Position]:
    """Declaration points strictly between here and `target`: the opponent's attack in each of
    its turns, and its blocks in this turn of the solver's once attackers are declared (an
    advance declares none, 508.8); with `every_step`, the next step with priority first."""
    here = position(state)
    if every_step and here < _next_priority_step(state) < target:
        yield _next_priority_step(state)
    combat = state.combat
    for number in range(state.turn.number, target[0] + 1):
        if _active_in(state, number) != solver:
            stop = (number, STEPS.index(Step.DECLARE_ATTACKERS))
        elif number == state.turn.number and combat is not None and combat.had_attackers:
            stop = (number, STEPS.index(Step.DECLARE_BLOCKERS))
        else:
            continue
        if here < stop < target:
            yield stop


def next_part(
    state: GameState,
    action: Mapping[str, Any],
    target: Position,
    solver: str,
    *,
    started: bool,
    every_step: bool = False,
) -> dict[str, Any]:
    """The advance to apply now on the way to `target`: up to the next declaration point (or
    step, `every_step`), or to the target (the solver's own action, when nothing splits it).
    Combat damage assignments go with the part that passes the solver's combat damage steps."""
    stop = next(_stops(state, target, solver, every_step), target)
    if stop == target and not started:
        return dict(action)
    part: dict[str, Any] = {
        "type": "advance",
        "to": STEPS[stop[1]].value,
        "turn": "this" if stop[0] == state.turn.number else "next",
    }
    assignments = action.get("assignments")
    if assignments:
        here = position(state)
        solver_turn = next(
            (n for n in range(here[0], target[0] + 1) if _active_in(state, n) == solver), None
        )
        damage = (
            None if solver_turn is None else (solver_turn, STEPS.index(Step.FIRST_STRIKE_DAMAGE))
        )
        passes_damage = damage is not None and here < damage <= stop
        already_past = damage is None or damage <= here
        if passes_damage or (stop == target and already_past):
            part["assignments"] = assignments
    return part


def advance_done(state: GameState, target: Position) -> bool:
    """An advance ends at its target, when something waits on the stack (500.2) or the game ends."""
    return position(state) >= target or bool(state.zone(Zone.STACK)) or game_over(state)


def attacked_before(state: GameState, solver: str, target: Position) -> bool:
    """The opponent has just declared attackers and `target` lies beyond the declare blockers
    step that follows: the solver would pass it without blocking."""
    turn, combat = state.turn, state.combat
    return (
        turn.step is Step.DECLARE_ATTACKERS
        and turn.active_player != solver
        and combat is not None
        and combat.attackers_declared
        and combat.had_attackers
        and not state.zone(Zone.STACK)
        and target > (turn.number, STEPS.index(Step.DECLARE_BLOCKERS))
    )


def action_key(action: Mapping[str, Any]) -> str:
    return json.dumps(action, sort_keys=True, default=str)


def without_choices(step: Mapping[str, Any]) -> tuple[dict[str, Any], tuple[str, ...]]:
    """A solution step's action and its recorded choices."""
    action = {k: v for k, v in step.items() if k != "choices"}
    return action, tuple(str(c) for c in step.get("choices", ()) or ())
