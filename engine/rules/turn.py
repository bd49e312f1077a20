"""Turn structure (500-514): moving from step to step and from turn to turn.

`advance` ends the current step and begins the next, performing each step's turn-based actions
(703.4) on the way; with a target step it keeps going while all players pass (500.2), stopping
early when something waits on the stack or the game ends. Steps a rule skips are skipped: the
combat steps after declare attackers without attackers (508.8), the first-strike damage step
without first or double strikers (510.4), the first draw step of the game (103.8).

Other modules hook in without this one knowing them: `STEP_BEGINS` callbacks run as a step begins
(after the `StepBegan` did-event that "at the beginning of" triggers listen to, 500.6) and
`STEP_ENDS` callbacks as a step ends (500.5), before mana empties.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine.core.errors import IllegalAction
from engine.core.events import StepBegan
from engine.core.log import LogKind
from engine.core.state import GameState, Step, Turn, Zone
from engine.core.variants import variant
from engine.rules.combat.damage import Explicit, combat_damage_step, has_first_strike_step
from engine.rules.combat.declare import no_attackers_declared, no_blockers_declared
from engine.rules.effects.skipped_steps import skips
from engine.rules.mana.pool import empty_pools
from engine.rules.pipeline import Resolution, describe, name_of
from engine.rules.priority import settle
from engine.rules.turn_based import (
    begin_turn,
    day_night_check,
    discard_to_hand_size,
    draw,
    end_of_turn_cleanup,
    end_until_next_turn,
    phasing,
    skips_first_draw,
    untap,
)

STEPS: tuple[Step, ...] = tuple(Step)  # the enum lists the steps in turn order (500.1)
NO_PRIORITY = frozenset({Step.UNTAP, Step.CLEANUP})  # 502.4, 514.3
MAX_STEPS = 60  # a guard: two whole turns are 26 steps
MAX_CLEANUPS = 10

StepHook = Callable[[Resolution, Step], None]
STEP_BEGINS: list[StepHook] = []
STEP_ENDS: list[StepHook] = []

STEP_NAMES: dict[Step, tuple[str, str]] = {
    Step.UNTAP: ("untap step", "502"),
    Step.UPKEEP: ("upkeep step", "503.1"),
    Step.DRAW: ("draw step", "504"),
    Step.PRECOMBAT_MAIN: ("precombat main phase", "505.1"),
    Step.BEGINNING_OF_COMBAT: ("beginning of combat step", "507"),
    Step.DECLARE_ATTACKERS: ("declare attackers step", "508"),
    Step.DECLARE_BLOCKERS: ("declare blockers step", "509"),
    Step.FIRST_STRIKE_DAMAGE: ("first-strike combat damage step", "510.4"),
    Step.COMBAT_DAMAGE: ("combat damage step", "510"),
    Step.END_OF_COMBAT: ("end of combat step", "511.1"),
    Step.POSTCOMBAT_MAIN: ("postcombat main phase", "505.1"),
    Step.END: ("end step", "513.1"),
    Step.CLEANUP: ("cleanup step", "514"),
}


def on_step_begins(res: Resolution, step: Step) -> None:
    """500.6: a step or phase begins; "at the beginning of" abilities trigger."""
    turn = res.state.turn
    res.did(StepBegan(step, turn.active_player, turn.number))
    for hook in STEP_BEGINS:
        hook(res, step)


def on_step_ends(res: Resolution, step: Step) -> None:
    """500.5, 703.4q: a step or phase ends; unspent mana empties from every pool."""
    for hook in STEP_ENDS:
        hook(res, step)
    empty_pools(res)


def check_can_advance(state: GameState, to: Step | None, next_turn: bool) -> None:
    """Refuse an advance the rules don't allow."""
    if state.zone(Zone.STACK):
        raise IllegalAction(
            "the stack isn't empty: a step ends only when all players pass with an empty stack "
            "(resolve the stack first)",
            "500.2",
        )
    if to is not None and not next_turn and STEPS.index(to) <= STEPS.index(state.turn.step):
        raise IllegalAction(
            f"the {STEP_NAMES[to][0]} of this turn has already begun or passed "
            '(use "turn": "next" for the next turn\'s)',
            "500.1",
        )


def advance(
    res: Resolution,
    to: Step | None = None,
    next_turn: bool = False,
    explicit: Explicit | None = None,
) -> None:
    """End the current step and begin the next; with `to`, keep going to that step of this turn
    (or of the next turn). `explicit` combat damage assignments are used in the combat damage
    steps this advance begins (see engine.rules.combat.damage)."""
    check_can_advance(res.state, to, next_turn)
    explicit = explicit or {}
    used: set[str] = set()
    target_turn = res.state.turn.number + (1 if next_turn else 0)
    for _ in range(MAX_STEPS):
        _leave_step(res)
        step, new_turn = _following(res)
        _begin_step(res, step, new_turn, explicit, used)
        turn = res.state.turn
        if res.state.game_over:
            break
        if to is None:
            break
        if turn.number > target_turn or (
            turn.number == target_turn and STEPS.index(turn.step) >= STEPS.index(to)
        ):
            if turn.step is not to:
                res.note(
                    LogKind.TURN,
                    f"the {STEP_NAMES[to][0]} was skipped: "
                    f"stopping in the {STEP_NAMES[turn.step][0]}",
                    "500.11",
                )
            break
        if res.state.zone(Zone.STACK):
            res.note(
                LogKind.TURN,
                f"something is on the stack: the {STEP_NAMES[turn.step][0]} can't end "
                "until players pass with it empty",
                "500.2",
            )
            break
    else:
        res.note(LogKind.NOTE, f"stopped after {MAX_STEPS} steps", "500.1")
    unused = sorted(set(explicit) - used)
    if unused:
        raise IllegalAction(
            "combat damage assignments were given for "
            f"{', '.join(name_of(res.state, u) for u in unused)}, "
            "but no combat damage step of this advance had it divide its damage",
            "510.1",
        )


Skip = tuple[str, tuple[str, ...]]  # why a step is skipped, and the rules


def upcoming(state: GameState) -> tuple[Step, bool, Skip | None]:
    """The step that comes next as the current one ends, whether it starts a new turn, and why a
    step in between is skipped. Reads the state as the current step ends: attackers not declared
    by then are none."""
    step = state.turn.step
    if step is Step.CLEANUP:
        return Step.UNTAP, True, None
    if step is Step.DECLARE_ATTACKERS and not (
        state.combat is not None and state.combat.had_attackers
    ):
        why = "no creatures attack: the declare blockers and combat damage steps are skipped"
        return Step.END_OF_COMBAT, False, (why, ("508.8",))
    if step is Step.DECLARE_BLOCKERS:
        if has_first_strike_step(state):
            return Step.FIRST_STRIKE_DAMAGE, False, None
        return Step.COMBAT_DAMAGE, False, None
    following = STEPS[STEPS.index(step) + 1]
    if following is Step.FIRST_STRIKE_DAMAGE:
        following = Step.COMBAT_DAMAGE
    skipped: list[str] = []
    while (effect := skips(state, state.turn.active_player, following)) is not None:
        # 614.10: instead of the step, nothing; the next one comes (614.10a)
        skipped.append(f"the {STEP_NAMES[following][0]} is skipped: {describe(state, effect)}")
        following = STEPS[STEPS.index(following) + 1]
    if skipped and not (following is Step.DRAW and skips_first_draw(state)):
        return following, False, ("; ".join(skipped), ("614.10",))
    if following is Step.DRAW and skips_first_draw(state):
        why = "the player who plays first skips the draw step of their first turn"
        return Step.PRECOMBAT_MAIN, False, (why, ("103.8a", "103.8b"))
    return following, False, None


def _following(res: Resolution) -> tuple[Step, bool]:
    step, new_turn, skip = upcoming(res.state)
    if skip is not None:
        res.note(LogKind.TURN, skip[0], *skip[1])
    return step, new_turn


def _leave_step(res: Resolution) -> None:
    step = res.state.turn.step
    if step is Step.DECLARE_ATTACKERS:
        no_attackers_declared(res)
    elif step is Step.DECLARE_BLOCKERS:
        no_blockers_declared(res)
    on_step_ends(res, step)
    if step is Step.END_OF_COMBAT and res.state.combat is not None:
        res.set_state(replace(res.state, combat=None))
        res.note(
            LogKind.TURN,
            "the combat phase ends: all creatures, planeswalkers and battles are removed "
            "from combat",
            "511.3",
        )


def _begin_step(
    res: Resolution, step: Step, new_turn: bool, explicit: Explicit, used: set[str]
) -> None:
    if new_turn:
        _pass_turn(res)
    else:
        res.set_state(replace(res.state, turn=replace(res.state.turn, step=step)))
    if step is Step.BEGINNING_OF_COMBAT and res.state.combat is not None:
        res.set_state(replace(res.state, combat=None))
    name, rule = STEP_NAMES[step]
    res.note(LogKind.TURN, f"the {name} begins", rule)
    on_step_begins(res, step)
    if step is Step.UNTAP:
        phasing(res)
        day_night_check(res)  # 502.2
        untap(res)
    elif step is Step.DRAW:
        draw(res)
    elif step is Step.FIRST_STRIKE_DAMAGE:
        combat_damage_step(res, True, explicit, used)
    elif step is Step.COMBAT_DAMAGE:
        combat_damage_step(res, False, explicit, used)
    elif step is Step.CLEANUP:
        _cleanup(res)
    if step not in NO_PRIORITY:
        _priority(res)


def _pass_turn(res: Resolution) -> None:
    """The next turn belongs to the next player in turn order (101.4) who isn't on the current
    active player's team; a player who has left the game doesn't begin a turn (800.4k)."""
    state = res.state
    ids = [p.id for p in state.players]
    current = state.turn.active_player
    team = set(variant(state).teammates(state, current))
    start = ids.index(current)
    following = current
    for pid in ids[start + 1 :] + ids[: start + 1]:
        if pid in team:
            continue
        if state.player(pid).lost:
            res.note(
                LogKind.TURN,
                f"{name_of(state, pid)} has left the game: their turn doesn't begin",
                "800.4k",
            )
            end_until_next_turn(res, (pid,), "800.4m")
            continue
        following = pid
        break
    res.set_state(
        replace(
            res.state,
            combat=None,
            turn=Turn(number=state.turn.number + 1, active_player=following, step=Step.UNTAP),
        )
    )
    begin_turn(res)


def _cleanup(res: Resolution) -> None:
    """514.1-514.3a: discard, then damage and "until end of turn" effects end. If state-based
    actions are then performed or abilities trigger, players get priority, and once they pass
    with an empty stack another cleanup step begins."""
    for _ in range(MAX_CLEANUPS):
        discard_to_hand_size(res)
        end_of_turn_cleanup(res)
        before = res.state
        _priority(res)
        if res.state == before:
            return
        res.note(
            LogKind.TURN,
            "state-based actions were performed or abilities triggered during the cleanup step: "
            "players get priority, then another cleanup step begins",
            "514.3a",
        )
        if res.state.zone(Zone.STACK):
            return
        on_step_begins(res, Step.CLEANUP)


def _priority(res: Resolution) -> None:
    """117.5: before a player receives priority, state-based actions, then triggered abilities."""
    settle(res)
