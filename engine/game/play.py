"""`apply` and `explore`: the engine's two entry points for actions.

`apply(state, action, choices)` is a pure function: same state, action and choices give the same
result, and the input is never changed. When a decision is needed and not scripted, the result
carries a `PendingDecision` and the unchanged input state.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from engine import actions as _actions  # noqa: F401  (registers action types)
from engine import instructions as _instructions  # noqa: F401  (registers instruction kinds)
from engine import mechanics as _mechanics  # noqa: F401  (registers the mechanics' instructions)
from engine.actions.base import ACTIONS, PARSED_TYPES, parse_action
from engine.core.choices import ChoiceCursor, NeedDecision, PendingDecision
from engine.core.errors import IllegalAction, InvalidDocument
from engine.core.events import DidEvent
from engine.core.log import LogEntry, counted
from engine.core.state import GameState, Zone
from engine.document.canonical import canonical
from engine.document.codec import check_depth
from engine.game.stand_ins import note_stand_ins
from engine.rules import effects as _effects  # noqa: F401  (registers effect kinds)
from engine.rules import life as _life  # noqa: F401  (registers performers)
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import effects_in_force
from engine.rules.pipeline import Resolution
from engine.rules.priority import BEFORE_STATE_BASED_ACTIONS, settle
from engine.rules.unapplied import NotApplied, not_applied


@dataclass(frozen=True)
class Result:
    state: GameState
    log: tuple[LogEntry, ...] = ()
    events: tuple[DidEvent, ...] = ()
    pending: PendingDecision | None = None
    choices_used: int = 0
    # The judge's stand-ins the answer depends on, as shown (engine.game.stand_ins).
    stand_ins: tuple[str, ...] = ()
    # The state the action was applied to: with `state`, the boards the answer is about.
    before: GameState | None = field(default=None, compare=False, repr=False)

    @cached_property
    def not_applied(self) -> tuple[NotApplied, ...]:
        """Every card in play before or after the action whose text the engine doesn't apply
        (engine.rules.unapplied): the answer ignores those sentences, and says so first."""
        return not_applied(*(s for s in (self.before, self.state) if s is not None))


def apply(state: GameState, action: Mapping[str, Any] | Any, choices: Sequence[Any] = ()) -> Result:
    """Perform one action, then state-based actions (704.3). Raises IllegalAction (state untouched)."""
    if state.game_over:
        raise IllegalAction("the game is over", "104.1")
    check_depth(action, "action")
    if not isinstance(choices, list | tuple) or not all(
        isinstance(c, str | int) and not isinstance(c, bool) for c in choices
    ):
        raise InvalidDocument("choices must be a list of option ids", "choices")
    parsed = _parsed(action, state)
    cursor = ChoiceCursor(choices)
    res = Resolution(state, cursor)
    stand_ins = note_stand_ins(res)  # the answer depends on them: said first
    try:
        # Checks that hold at all times hold before anything happens (a board set up with ten
        # permanents and an ascend permanent already has the blessing, 702.131b).
        for check in BEFORE_STATE_BASED_ACTIONS:
            check(res)
        parsed.perform(res)
        settle(res)
    except NeedDecision as need:
        return Result(
            state, tuple(res.log), tuple(res.events), need.decision, cursor.used, stand_ins, state
        )
    if cursor.unused():
        raise unneeded_choice(state, choices[cursor.used], cursor.used, cursor.unused())
    return Result(
        canonical(res.state),
        tuple(res.log),
        tuple(res.events),
        None,
        cursor.used,
        stand_ins,
        state,
    )


def unneeded_choice(state: GameState, answer: Any, index: int, count: int) -> IllegalAction:
    """The refusal of a script with answers the action never asked for: which decision the first
    unused answer looks like the answer to, and the rule that would have given that choice (an
    effect's id orders replacement effects, 616.1; a legendary permanent answers the legend
    rule, 704.5j; ...). The answer is quoted as given: it is the judge's own input."""
    what, rule = _decision_answered_by(state, str(answer))
    more = f" (and {count - 1} more after it)" if count > 1 else ""
    return IllegalAction(
        f"scripted choice {index + 1} ({answer!r}){more} wasn't needed: it answers {what}, "
        "but this action didn't ask for one",
        rule,
    )


def _decision_answered_by(state: GameState, answer: str) -> tuple[str, str]:
    if any(e.id == answer for e in effects_in_force(state)):
        return "which replacement or prevention effect applies first", "616.1"
    if answer in ("yes", "no"):
        return 'whether to use an optional ability ("you may")', "603.5"
    if answer in ("pay", "decline"):
        return "whether to pay an optional cost", "118.12a"
    if answer in ("top", "bottom"):
        return "where a scried card goes", "701.22a"
    if answer.startswith(("mana:", "life:")):
        return "how a cost is paid from the mana pool", "601.2h"
    if answer.isdigit():
        return "which triggered ability goes on the stack next", "603.3b"
    if state.find_player(answer) is not None:
        return "a choice of player (a target or what an attacker attacks)", "115.1"
    obj = state.find_object(answer)
    if obj is not None:
        if obj.zone is Zone.BATTLEFIELD and "Legendary" in chars(state, obj).supertypes:
            return "which legendary permanent stays", "704.5j"
        if obj.zone is Zone.HAND:
            return "which card is discarded", "701.9b"
        return "a choice of object (a target, or what a permanent enters as)", "115.1"
    return "no decision this engine knows", ""


def _parsed(action: Any, state: GameState) -> Any:
    """An action dict is parsed; an already parsed action (the explorer replays one) is used."""
    if isinstance(action, Mapping):
        return parse_action(action, state)
    if type(action) not in PARSED_TYPES:
        raise InvalidDocument("an action must be an object", "action")
    return action


def apply_all(
    state: GameState, steps: Sequence[Mapping[str, Any]], boards: list[GameState] | None = None
) -> tuple[Result, list[LogEntry]]:
    """Apply a sequence of actions (each with its own "choices"); stops at a pending decision.
    `boards`, when given, receives the state after each action (the first one is `state`)."""
    log: list[LogEntry] = []
    result = Result(state)
    for step in steps:
        result = apply(result.state, step, step.get("choices", ()))
        if boards is not None:
            boards.append(result.state)
        log.extend(result.log)
        if result.pending is not None:
            break
    return result, log


@dataclass(frozen=True)
class Outcome:
    state: GameState
    log: tuple[LogEntry, ...]
    choices: tuple[str, ...]
    paths: int = 1


@dataclass
class Exploration:
    outcomes: list[Outcome] = field(default_factory=list)
    complete: bool = True
    explored: int = 0
    limit: int = 0
    start: GameState | None = None

    @property
    def not_applied(self) -> tuple[NotApplied, ...]:
        """The cards in play at the start or in any outcome whose text isn't applied."""
        start = (self.start,) if self.start is not None else ()
        return not_applied(*start, *(o.state for o in self.outcomes))

    def summary(self) -> str:
        done = (
            "all choices explored" if self.complete else f"stopped early after {self.explored} runs"
        )
        return f"{counted(len(self.outcomes), 'distinct outcome')}; {done}"


def explore(state: GameState, action: Mapping[str, Any] | Any, limit: int = 10_000) -> Exploration:
    """Every distinct outcome of `action` over all combinations of choices (depth first).

    Decision points that reach an identical situation (same state, same event, same effects
    already applied) are explored once: their futures are the same, so different orders of
    effects that converge are merged early instead of being replayed (720 orders of 6 effects
    collapse to the 64 subsets of applied effects)."""
    parsed = _parsed(action, state)
    found: dict[GameState, Outcome] = {}
    seen: set[Hashable] = set()
    exploration = Exploration(limit=limit, start=state)
    stack: list[tuple[str, ...]] = [()]
    while stack:
        if exploration.explored >= limit:
            exploration.complete = False
            break
        prefix = stack.pop()
        exploration.explored += 1
        result = apply(state, parsed, prefix)
        if result.pending is None:
            previous = found.get(result.state)
            if previous is None:
                found[result.state] = Outcome(result.state, result.log, prefix)
            else:
                found[result.state] = Outcome(
                    previous.state, previous.log, previous.choices, previous.paths + 1
                )
            continue
        key = result.pending.key
        if key is not None:
            if key in seen:
                continue
            seen.add(key)
        for option in reversed(result.pending.option_ids()):
            stack.append((*prefix, option))
    exploration.outcomes = list(found.values())
    return exploration


def action_types() -> tuple[str, ...]:
    return tuple(sorted(ACTIONS))


__all__ = ["Exploration", "Outcome", "Resolution", "Result", "apply", "apply_all", "explore"]
