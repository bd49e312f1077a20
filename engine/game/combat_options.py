"""Turn and combat entries for the action picker (`engine.game.legal.available_actions`).

Advancing is offered to the next step, to combat and to the next turn. In the declare attackers
step each creature of the attacking player is listed with whether it can attack (and why not) and
what it could attack (`extras["defenders"]`); in the declare blockers step each creature of a
defending player with the attackers it could block (`extras["attackers"]`). Declaring nothing is
always offered. The actions themselves check the declaration as a whole (menace, block limits).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.errors import IllegalAction
from engine.core.state import GameState, Step
from engine.game.legal import EXTRA_OPTIONS, ActionOption
from engine.rules.characteristics import chars
from engine.rules.combat.declare import possible_defenders
from engine.rules.combat.queries import attacking_players, on_battlefield
from engine.rules.combat.restrictions import why_cant_attack, why_cant_block
from engine.rules.pipeline import name_of
from engine.rules.turn import STEP_NAMES, STEPS, check_can_advance, upcoming


def _refusal(check: Callable[[], None]) -> tuple[bool, str, str]:
    try:
        check()
    except IllegalAction as err:
        return False, err.message, err.rule
    return True, "", ""


def turn_and_combat_options(state: GameState) -> list[ActionOption]:
    return [*_advance_options(state), *_attack_options(state), *_block_options(state)]


def _advance_options(state: GameState) -> list[ActionOption]:
    active = state.turn.active_player
    ok, why, rule = _refusal(lambda: check_can_advance(state, None, False))
    following, new_turn, _ = upcoming(state)
    where = (
        f"the next turn's {STEP_NAMES[following][0]}"
        if new_turn
        else f"the {STEP_NAMES[following][0]}"
    )
    options = [
        ActionOption(
            {"type": "advance"}, f"All players pass: go to {where}", ok, why, rule, player=active
        )
    ]
    if STEPS.index(state.turn.step) < STEPS.index(Step.DECLARE_ATTACKERS):
        to_combat = {"type": "advance", "to": Step.DECLARE_ATTACKERS.value}
        options.append(
            ActionOption(
                to_combat, "Go to the declare attackers step", ok, why, rule, player=active
            )
        )
    next_turn = {"type": "advance", "to": Step.UPKEEP.value, "turn": "next"}
    options.append(
        ActionOption(next_turn, "Go to the next turn's upkeep", ok, why, rule, player=active)
    )
    return options


def _attack_options(state: GameState) -> list[ActionOption]:
    if state.turn.step is not Step.DECLARE_ATTACKERS or (
        state.combat is not None and state.combat.attackers_declared
    ):
        return []
    active = state.turn.active_player
    options = [
        ActionOption(
            {"type": "attack", "attackers": {}}, "Declare no attackers", True, player=active
        )
    ]
    team = attacking_players(state)
    for obj in state.battlefield:
        if obj.controller not in team or not chars(state, obj).is_type("Creature"):
            continue
        defenders = possible_defenders(state, obj.controller)
        refusal = why_cant_attack(state, obj.id)
        why, rule = refusal if refusal is not None else ("", "")
        action = (
            {"type": "attack", "attackers": {obj.id: defenders[0]}}
            if defenders
            else {"type": "attack", "attackers": {}}
        )
        options.append(
            ActionOption(
                action,
                f"Attack with {name_of(state, obj.id)}",
                refusal is None and bool(defenders),
                why or ("" if defenders else "there is nothing to attack"),
                rule or ("" if defenders else "508.1b"),
                player=obj.controller,
                extras={"attacker": obj.id, "defenders": list(defenders)},
            )
        )
    return options


def _block_options(state: GameState) -> list[ActionOption]:
    combat = state.combat
    if state.turn.step is not Step.DECLARE_BLOCKERS or combat is None or combat.blockers_declared:
        return []
    team = attacking_players(state)
    attackers = [a for a in combat.attacker_ids() if on_battlefield(state, a) is not None]
    options = [ActionOption({"type": "block", "blockers": {}}, "Declare no blockers", True)]
    for obj in state.battlefield:
        if obj.controller in team or not chars(state, obj).is_type("Creature"):
            continue
        reasons = {a: why_cant_block(state, obj.id, a) for a in attackers}
        can_block = [a for a, refusal in reasons.items() if refusal is None]
        first_refusal = next(
            (r for r in reasons.values() if r is not None), ("nothing is attacking", "509.1a")
        )
        why, rule = ("", "") if can_block else first_refusal
        action = (
            {"type": "block", "blockers": {obj.id: can_block[0]}}
            if can_block
            else {"type": "block", "blockers": {}}
        )
        options.append(
            ActionOption(
                action,
                f"Block with {name_of(state, obj.id)}",
                bool(can_block),
                why,
                rule,
                player=obj.controller,
                extras={"blocker": obj.id, "attackers": can_block},
            )
        )
    return options


EXTRA_OPTIONS.append(turn_and_combat_options)
