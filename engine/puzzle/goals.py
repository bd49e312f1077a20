"""Puzzle goals: what the solver must achieve, and a check of a state against it.

A goal is a value: its kind, the solver's player id, a turn limit (the number of turns the solver
has, counted from the puzzle's start turn and including it; None for no limit) and the kind's
parameters. `check(goal, start, state)` says whether the goal is met, has failed, or neither yet:

    goal = win_this_turn("A")
    status = check(goal, start_state, result.state)   # GoalStatus(met, failed, reason)

Forge enforces turn limits with a trigger at the beginning of the cleanup step of the last turn
(the solver loses there); the check reads a state in or after that step of the last turn as failed
for every goal but surviving, which is met as the solver's next turn begins (Forge: its upkeep).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.log import counted
from engine.core.state import GameState, Step, Zone
from engine.rules.characteristics import chars

GOAL_VERSION = 1


class GoalKind(enum.StrEnum):
    WIN_THIS_TURN = "win_this_turn"
    WIN_WITHIN_TURNS = "win_within_turns"
    SURVIVE_UNTIL_NEXT_TURN = "survive_until_next_turn"
    DESTROY_PERMANENTS = "destroy_permanents"
    EXILE_PERMANENTS = "exile_permanents"
    PUT_ONTO_BATTLEFIELD = "put_onto_battlefield"
    GAIN_CONTROL = "gain_control"
    LIFE_AT_MOST = "life_at_most"


GOAL_LABELS: dict[GoalKind, str] = {
    GoalKind.WIN_THIS_TURN: "Win this turn",
    GoalKind.WIN_WITHIN_TURNS: "Win within N turns",
    GoalKind.SURVIVE_UNTIL_NEXT_TURN: "Survive until your next turn",
    GoalKind.DESTROY_PERMANENTS: "Destroy the specified permanents",
    GoalKind.EXILE_PERMANENTS: "Exile the specified permanents",
    GoalKind.PUT_ONTO_BATTLEFIELD: "Put the specified permanent onto the battlefield",
    GoalKind.GAIN_CONTROL: "Gain control of the specified permanents",
    GoalKind.LIFE_AT_MOST: "Bring a player to N life or less",
}


@dataclass(frozen=True)
class Goal:
    """`objects`: permanent ids (destroy, exile, gain control; put onto the battlefield by id).
    `card` and `count`: put `count` permanents named `card` onto the battlefield.
    `player` and `life`: bring `player` to `life` or less."""

    kind: GoalKind
    solver: str = "A"
    turn_limit: int | None = 1
    objects: tuple[str, ...] = ()
    card: str = ""
    count: int = 1
    player: str = ""
    life: int = 0

    @property
    def effective_turn_limit(self) -> int | None:
        return 1 if self.kind is GoalKind.WIN_THIS_TURN else self.turn_limit

    def describe(self) -> str:
        limit = self.effective_turn_limit
        when = "" if limit is None else " this turn" if limit == 1 else f" within {limit} turns"
        texts = {
            GoalKind.WIN_THIS_TURN: "Win this turn",
            GoalKind.WIN_WITHIN_TURNS: f"Win{when}",
            GoalKind.SURVIVE_UNTIL_NEXT_TURN: "Survive until your next turn",
            GoalKind.DESTROY_PERMANENTS: f"Destroy {_list(self.objects)}{when}",
            GoalKind.EXILE_PERMANENTS: f"Exile {_list(self.objects)}{when}",
            GoalKind.PUT_ONTO_BATTLEFIELD: f"Put {self._put_what()} onto the battlefield{when}",
            GoalKind.GAIN_CONTROL: f"Gain control of {_list(self.objects)}{when}",
            GoalKind.LIFE_AT_MOST: f"Bring {self.player} to {self.life} life or less{when}",
        }
        return texts[self.kind]

    def _put_what(self) -> str:
        what = self.card or _list(self.objects)
        return f"{self.count} x {what}" if self.count > 1 else what

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "version": GOAL_VERSION,
            "kind": self.kind.value,
            "solver": self.solver,
            "turn_limit": self.turn_limit,
        }
        if self.objects:
            data["objects"] = list(self.objects)
        if self.card:
            data["card"] = self.card
        if self.count != 1:
            data["count"] = self.count
        if self.kind is GoalKind.LIFE_AT_MOST:
            data["player"] = self.player
            data["life"] = self.life
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Goal:
        """The tolerant reader: unknown keys are ignored, missing ones take their defaults."""
        try:
            kind = GoalKind(str(data.get("kind", GoalKind.WIN_THIS_TURN.value)))
        except ValueError as exc:
            known = ", ".join(k.value for k in GoalKind)
            raise ValueError(f"unknown goal kind {data.get('kind')!r} (known: {known})") from exc
        limit = data.get("turn_limit", 1)
        objects = data.get("objects") or ()
        return cls(
            kind=kind,
            solver=str(data.get("solver", "A")),
            turn_limit=None if limit is None else max(1, int(limit)),
            objects=tuple(str(o) for o in objects),
            card=str(data.get("card", "")),
            count=max(1, int(data.get("count", 1))),
            player=str(data.get("player", "")),
            life=int(data.get("life", 0)),
        )


def _list(ids: tuple[str, ...]) -> str:
    return ", ".join(ids) if ids else "nothing"


# --- constructors -----------------------------------------------------------------------------


def win_this_turn(solver: str = "A") -> Goal:
    return Goal(GoalKind.WIN_THIS_TURN, solver, 1)


def win_within_turns(turns: int | None, solver: str = "A") -> Goal:
    """Win before the turn limit (None: no limit)."""
    return Goal(GoalKind.WIN_WITHIN_TURNS, solver, turns)


def survive_until_next_turn(solver: str = "A") -> Goal:
    return Goal(GoalKind.SURVIVE_UNTIL_NEXT_TURN, solver, None)


def destroy_permanents(ids: tuple[str, ...], solver: str = "A", turns: int | None = 1) -> Goal:
    return Goal(GoalKind.DESTROY_PERMANENTS, solver, turns, objects=tuple(ids))


def exile_permanents(ids: tuple[str, ...], solver: str = "A", turns: int | None = 1) -> Goal:
    return Goal(GoalKind.EXILE_PERMANENTS, solver, turns, objects=tuple(ids))


def put_onto_battlefield(
    card: str = "",
    count: int = 1,
    *,
    ids: tuple[str, ...] = (),
    solver: str = "A",
    turns: int | None = 1,
) -> Goal:
    return Goal(GoalKind.PUT_ONTO_BATTLEFIELD, solver, turns, tuple(ids), card, count)


def gain_control(ids: tuple[str, ...], solver: str = "A", turns: int | None = 1) -> Goal:
    return Goal(GoalKind.GAIN_CONTROL, solver, turns, objects=tuple(ids))


def life_at_most(player: str, life: int, solver: str = "A", turns: int | None = 1) -> Goal:
    return Goal(GoalKind.LIFE_AT_MOST, solver, turns, player=player, life=life)


# --- the check --------------------------------------------------------------------------------


@dataclass(frozen=True)
class GoalStatus:
    met: bool = False
    failed: bool = False
    reason: str = ""

    @property
    def over(self) -> bool:
        return self.met or self.failed

    def to_json(self) -> dict[str, Any]:
        return {"met": self.met, "failed": self.failed, "reason": self.reason}


def check(goal: Goal, start: GameState, state: GameState) -> GoalStatus:
    """Whether `state` (reached from the puzzle's `start`) meets the goal, has failed it, or
    neither yet. Met wins over a turn limit passing in the same state; the solver losing the game
    fails every goal."""
    solver = state.find_player(goal.solver)
    if solver is None:
        return GoalStatus(failed=True, reason=f"there is no player {goal.solver}")
    if solver.lost:
        return GoalStatus(failed=True, reason=f"{solver.name} has lost the game")
    met, reason = _met(goal, start, state)
    if met:
        return GoalStatus(met=True, reason=reason)
    late = _past_limit(goal, start, state)
    if late:
        return GoalStatus(failed=True, reason=late)
    return GoalStatus(reason=reason)


def _opponents_lost(goal: Goal, state: GameState) -> bool:
    opponents = [p for p in state.players if p.id != goal.solver]
    return state.player(goal.solver).won or (bool(opponents) and all(p.lost for p in opponents))


def _met(goal: Goal, start: GameState, state: GameState) -> tuple[bool, str]:
    kind = goal.kind
    if kind in (GoalKind.WIN_THIS_TURN, GoalKind.WIN_WITHIN_TURNS):
        if _opponents_lost(goal, state):
            return True, "every opponent has lost the game"
        return False, "an opponent is still in the game"
    if kind is GoalKind.SURVIVE_UNTIL_NEXT_TURN:
        if _opponents_lost(goal, state):
            return True, "every opponent has lost the game"
        turn = state.turn
        if turn.number > start.turn.number and turn.active_player == goal.solver:
            return True, f"turn {turn.number}, the solver's next turn, has begun"
        return False, "the solver's next turn hasn't begun"
    if kind in _NEEDS_OBJECTS and not goal.objects:
        return False, "no permanent is specified"
    if kind is GoalKind.DESTROY_PERMANENTS:
        left = [o for o in goal.objects if _on_battlefield(state, o)]
        return not left, _remaining("still on the battlefield", left)
    if kind is GoalKind.EXILE_PERMANENTS:
        left = [o for o in goal.objects if not _exiled(state, o)]
        return not left, _remaining("not exiled", left)
    if kind is GoalKind.GAIN_CONTROL:
        left = [o for o in goal.objects if not _controls(state, goal.solver, o)]
        return not left, _remaining("not controlled by the solver", left)
    if kind is GoalKind.PUT_ONTO_BATTLEFIELD:
        matching, entered = _put_counts(goal, start, state)
        if entered and matching >= goal.count:
            return True, f"{matching} of the specified permanents are on the battlefield"
        return (
            False,
            f"{matching} of {counted(goal.count, 'specified permanent')} on the battlefield",
        )
    player = state.find_player(goal.player)
    if player is None:
        return False, f"there is no player {goal.player}"
    if player.lost or player.life <= goal.life:
        return True, f"{player.name} is at {player.life} life"
    return False, f"{player.name} is at {player.life} life (goal: {goal.life} or less)"


_NEEDS_OBJECTS = frozenset(
    {GoalKind.DESTROY_PERMANENTS, GoalKind.EXILE_PERMANENTS, GoalKind.GAIN_CONTROL}
)


def _remaining(what: str, ids: list[str]) -> str:
    return f"{', '.join(ids)} {what}" if ids else "every specified permanent is done"


def _on_battlefield(state: GameState, object_id: str) -> bool:
    obj = state.find_object(object_id)
    return obj is not None and obj.zone is Zone.BATTLEFIELD


def _exiled(state: GameState, object_id: str) -> bool:
    """In exile; a token that has left the battlefield ceases to exist (704.5d), so an absent
    object counts as removed (ids are stable across zone changes, 400.7)."""
    obj = state.find_object(object_id)
    return obj is None or obj.zone is Zone.EXILE


def _controls(state: GameState, player: str, object_id: str) -> bool:
    obj = state.find_object(object_id)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and obj.controller == player


def _put_counts(goal: Goal, start: GameState, state: GameState) -> tuple[int, bool]:
    """How many matching permanents the solver controls, and whether one of them entered the
    battlefield since the start (a new object, or the same id with a new timestamp, 400.7)."""
    before = {o.id: o.timestamp for o in start.battlefield}
    wanted = goal.card.casefold()
    matching = [
        o
        for o in state.battlefield
        if o.controller == goal.solver
        and (o.id in goal.objects or (wanted and chars(state, o).name.casefold() == wanted))
    ]
    entered = any(before.get(o.id) != o.timestamp for o in matching)
    return len(matching), entered


def last_turn(goal: Goal, start: GameState) -> int | None:
    limit = goal.effective_turn_limit
    return None if limit is None else start.turn.number + limit - 1


def _past_limit(goal: Goal, start: GameState, state: GameState) -> str:
    if goal.kind is GoalKind.SURVIVE_UNTIL_NEXT_TURN:
        return ""
    last = last_turn(goal, start)
    if last is None:
        return ""
    turn = state.turn
    if turn.number > last:
        return f"the turn limit has passed: turn {turn.number} began (the last turn was {last})"
    if turn.number == last and turn.step is Step.CLEANUP:
        return f"the cleanup step of turn {last}, the last turn, has begun"
    return ""


def progress(goal: Goal, start: GameState, state: GameState) -> tuple[int, ...]:
    """A measure of how close the solver is (larger is closer), for ranking opponent replies."""
    kind = goal.kind
    opponents = [p for p in state.players if p.id != goal.solver]
    if kind in (GoalKind.WIN_THIS_TURN, GoalKind.WIN_WITHIN_TURNS):
        return (-sum(max(p.life, 0) for p in opponents if not p.lost),)
    if kind is GoalKind.SURVIVE_UNTIL_NEXT_TURN:
        return (state.player(goal.solver).life,)
    if kind is GoalKind.DESTROY_PERMANENTS:
        return (-sum(_on_battlefield(state, o) for o in goal.objects),)
    if kind is GoalKind.EXILE_PERMANENTS:
        return (sum(_exiled(state, o) for o in goal.objects),)
    if kind is GoalKind.GAIN_CONTROL:
        return (sum(_controls(state, goal.solver, o) for o in goal.objects),)
    if kind is GoalKind.PUT_ONTO_BATTLEFIELD:
        return (_put_counts(goal, start, state)[0],)
    player = state.find_player(goal.player)
    return (-(player.life if player is not None else 0),)
