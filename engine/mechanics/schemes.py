"""Schemes and the Archenemy variant (314, 904): set in motion (701.32) and abandon (701.33).

- A player's scheme deck is `Player.scheme_deck`, the names of its face-down scheme cards, top
  first (904.3, 904.4: they stay in the command zone). A player with a scheme deck is an
  archenemy (904.2a; each player in Supervillain Rumble, 904.12b).
- A face-up scheme is an object in the command zone owned and controlled by that player (904.7,
  314.5). Its triggered abilities trigger from there (904.8, 314.4: registered in
  engine.rules.triggers.FUNCTIONS_IN_COMMAND_ZONE); the compiler applies no static or activated
  ability of a scheme (engine.oracle.compiler.scheme_lines_refused), which the engine doesn't
  make work from the command zone.
- Immediately after the archenemy's precombat main phase begins, they set the top scheme of their
  scheme deck in motion: a turn-based action without the stack (904.9). Setting a scheme in
  motion (701.32b) moves it off the top of the deck and turns it face up; its "when you set this
  scheme in motion" abilities (trigger kind "self_set_in_motion") trigger.
- A face-up non-ongoing scheme, while no triggered ability of any scheme is waiting or on the
  stack, is turned face down and put on the bottom of its owner's scheme deck: a state-based
  action (904.10, 314.6). An ongoing scheme (its supertype Ongoing) stays face up until
  abandoned (904.11).
- The instruction "abandon this scheme" (701.33): the ability's source, if it is a face-up
  ongoing scheme (701.33a), is turned face down and put on the bottom of its owner's scheme deck
  (701.33b); anything else is left as it is.

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.model import TriggeredAbility
from engine.cards.registry import card_def
from engine.core.events import DidEvent, SchemeAbandoned, SchemeSetInMotion
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, Step, Zone
from engine.instructions.registry import ExecContext, instruction_kind
from engine.rules.pipeline import Resolution, name_of
from engine.rules.sba import MORE_STATE_BASED_ACTIONS
from engine.rules.triggers import FUNCTIONS_IN_COMMAND_ZONE, TRIGGER_RULES, trigger_kind
from engine.rules.turn import STEP_BEGINS
from engine.rules.zones import new_command_zone_object

SCHEME = "Scheme"  # the card type (314.1)
ONGOING = "Ongoing"  # the supertype of a scheme that stays face up (904.11, 205.4)
SET_IN_MOTION = "self_set_in_motion"  # "when you set this scheme in motion" (904.9)


def is_scheme(state: GameState, obj: GameObject) -> bool:
    """A face-up scheme card: an object in the command zone whose card is a scheme (314.2)."""
    if obj.zone is not Zone.COMMAND:
        return False
    definition = card_def(state, obj.card)
    return definition is not None and SCHEME in definition.types


def is_ongoing(state: GameState, obj: GameObject) -> bool:
    definition = card_def(state, obj.card)
    return definition is not None and ONGOING in definition.supertypes


FUNCTIONS_IN_COMMAND_ZONE.append(is_scheme)  # 904.8


def set_in_motion(res: Resolution, player: str, rules: tuple[str, ...]) -> GameObject | None:
    """701.32b: the top scheme of `player`'s scheme deck moved off it and turned face up (an
    object in the command zone, 904.7); its "when you set this scheme in motion" abilities
    trigger. None with an empty scheme deck."""
    owner = res.state.player(player)
    if not owner.scheme_deck:
        return None
    name, rest = owner.scheme_deck[0], owner.scheme_deck[1:]
    state = res.state.with_player(replace(owner, scheme_deck=rest))
    state, obj = new_command_zone_object(state, name, player)
    res.set_state(state.with_moved_object(obj, to_top=False))
    res.note(
        LogKind.TURN if "904.9" in rules else LogKind.EVENT,
        f"{name_of(res.state, player)} sets {name} in motion: it is moved off the top of their "
        "scheme deck and turned face up",
        *rules,
        objects=(obj.id,),
    )
    res.did(SchemeSetInMotion(player, obj.id))
    return obj


def _set_top_scheme_in_motion(res: Resolution, step: Step) -> None:
    """904.9: immediately after the archenemy's precombat main phase begins (a turn-based action
    without the stack)."""
    if step is not Step.PRECOMBAT_MAIN:
        return
    active = res.state.turn.active_player
    if res.state.find_player(active) is None or not res.state.player(active).scheme_deck:
        return
    set_in_motion(res, active, ("904.9", "701.32b"))


STEP_BEGINS.append(_set_top_scheme_in_motion)


def to_bottom_of_deck(res: Resolution, scheme: GameObject) -> None:
    """The face-up scheme turned face down and put on the bottom of its owner's scheme deck
    (701.33b, 904.10): it stops being an object in the command zone."""
    state = res.state.without_object(scheme.id)
    owner = state.player(scheme.owner)
    res.set_state(state.with_player(replace(owner, scheme_deck=(*owner.scheme_deck, scheme.card))))


@instruction_kind("abandon_scheme")
def _abandon(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """701.33a-b: "abandon this scheme" (314.7: the ability's source)."""
    scheme = res.state.find_object(ctx.source)
    if scheme is None or not is_scheme(res.state, scheme) or not is_ongoing(res.state, scheme):
        res.note(
            LogKind.EVENT,
            "the scheme isn't abandoned: only a face-up ongoing scheme can be",
            "701.33a",
        )
        return
    named = name_of(res.state, scheme.id)
    to_bottom_of_deck(res, scheme)
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, scheme.owner)} abandons {named}: it is turned face down and "
        "put on the bottom of their scheme deck",
        "701.33b",
    )
    res.did(SchemeAbandoned(scheme.owner, scheme.card))


@trigger_kind(SET_IN_MOTION)
def _self_set_in_motion(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    """904.9, 701.32b: "When you set this scheme in motion" (314.7: this scheme card)."""
    return isinstance(event, SchemeSetInMotion) and event.scheme == obj.id


TRIGGER_RULES[SET_IN_MOTION] = ("701.32b", "904.9")


def _scheme_ability_waiting(state: GameState) -> bool:
    """904.10: a triggered ability of any scheme waiting to be put on the stack or on it."""
    schemes = {o.id for o in state.zone(Zone.COMMAND) if is_scheme(state, o)}
    if any(t.source in schemes for t in state.pending_triggers):
        return True
    return any(
        s.stack is not None and s.stack.kind == "triggered" and s.stack.source in schemes
        for s in state.objects
        if s.zone is Zone.STACK
    )


def _put_back_finished_schemes(res: Resolution) -> bool:
    """704.6e, 904.10, 314.6: a face-up non-ongoing scheme, with no scheme's triggered ability
    waiting or on the stack, is turned face down and put on the bottom of its owner's deck."""
    done = [
        o
        for o in res.state.zone(Zone.COMMAND)
        if is_scheme(res.state, o) and not is_ongoing(res.state, o)
    ]
    if not done or _scheme_ability_waiting(res.state):
        return False
    for obj in done:
        res.note(
            LogKind.STATE_BASED_ACTION,
            f"{name_of(res.state, obj.id)} is a face-up non-ongoing scheme and no "
            "scheme's triggered ability is waiting or on the stack: it is turned face down and "
            "put on the bottom of its owner's scheme deck",
            "704.6e",
            "904.10",
            "205.4h",
            objects=(obj.id,),
        )
        to_bottom_of_deck(res, obj)
    return True


MORE_STATE_BASED_ACTIONS.append(_put_back_finished_schemes)
