"""The monarch (725): a designation a player can have, kept in the player's `designations`
(so it travels with the state, its document and its notation like the city's blessing).

- "you become the monarch", "target player becomes the monarch": the instruction
  become_monarch (725.1); as a player becomes the monarch, the current monarch stops being it
  (725.3: there is only one).
- The two inherent triggered abilities of 725.2 have no source and are controlled by the player
  who was the monarch as they triggered: at the beginning of the monarch's end step, that player
  draws a card; whenever a creature deals combat damage to the monarch, its controller becomes
  the monarch. They trigger from the did-events like any triggered ability and wait for the
  stack (engine.rules.triggers.INHERENT_TRIGGERS), carrying their instructions like a delayed
  trigger does.
- If the monarch leaves the game, the active player becomes the monarch at once, or the next
  player in turn order still in the game (725.4); we check after every performed event.
- The intervening "if" conditions "if you're the monarch", "if an opponent is the monarch" and
  "if there is no monarch" (603.4) read the designation.
- A player who wasn't the monarch and becomes it makes the event BecameMonarch: "whenever you
  become the monarch" and "whenever an opponent becomes the monarch" trigger on it (the
  opponent bound as "player"); a player who already is the monarch doesn't become it again, so
  those abilities don't trigger then (the monarch's release notes).
"""

from __future__ import annotations

from engine.cards.model import TriggeredAbility
from engine.core.events import BecameMonarch, DamageDealt, DidEvent, StepBegan
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, PendingTrigger, Step
from engine.core.variants import opponents_of
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.mechanics.designations import holder_of, moved_to, pass_on_from
from engine.rules.pipeline import AFTER_PERFORM, Resolution, name_of
from engine.rules.priority import BEFORE_STATE_BASED_ACTIONS
from engine.rules.triggers import (
    CONDITIONS,
    EVENT_BINDINGS,
    INHERENT_TRIGGERS,
    TRIGGER_RULES,
    trigger_kind,
)

MONARCH = "monarch"
# Intervening "if" conditions (603.4): name -> the words Oracle uses.
MONARCH_CONDITIONS = {
    "monarch": "you're the monarch",
    "opponent_monarch": "an opponent is the monarch",
    "no_monarch": "there is no monarch",
}
YOU_BECOME = "you_become_monarch"  # "whenever you become the monarch"
OPPONENT_BECOMES = "opponent_becomes_monarch"  # "whenever an opponent becomes the monarch"


def monarch_of(state: GameState) -> str | None:
    """The player who is the monarch, or None: there is none until an effect makes one (725.1)."""
    return holder_of(state, MONARCH)


def become_monarch(res: Resolution, player: str, rule: str = "725.1") -> None:
    """`player` becomes the monarch; the current monarch ceases to be it (725.3)."""
    current = monarch_of(res.state)
    if current == player:
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} becomes the monarch again (they already were)",
            rule,
        )
        return
    state = res.state
    res.set_state(moved_to(state, MONARCH, player))
    was = f"; {name_of(res.state, current)} is no longer the monarch" if current else ""
    res.note(
        LogKind.EVENT,
        f"{name_of(res.state, player)} becomes the monarch{was}",
        rule,
        *(("725.3",) if current else ()),
    )
    res.did(BecameMonarch(player))


@instruction_kind("become_monarch")
def _become_monarch(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for player in refs(res, ctx, params.get("player", "you")):
        if res.state.find_player(player) is not None:
            become_monarch(res, player)


def _inherent(res: Resolution, event: DidEvent) -> list[PendingTrigger]:
    """725.2: the monarch's two triggered abilities, matched against one did-event."""
    state = res.state
    monarch = monarch_of(state)
    if monarch is None:
        return []
    if isinstance(event, StepBegan) and event.step is Step.END and event.active_player == monarch:
        text = "at the beginning of the monarch's end step, that player draws a card"
        effects: list[dict[str, object]] = [{"kind": "draw", "params": {"player": "you"}}]
        bound = {"text": text, "named": "The monarch", "effects": effects}
    elif (
        isinstance(event, DamageDealt)
        and event.combat
        and event.recipient == monarch
        and (creature := state.find_object(event.source)) is not None
        and creature.controller != monarch
    ):
        text = (
            "whenever a creature deals combat damage to the monarch, its controller becomes "
            "the monarch"
        )
        effects = [{"kind": "become_monarch", "params": {"player": "bound:player"}}]
        bound = {
            "text": text,
            "named": "The monarch",
            "effects": effects,
            "player": creature.controller,
        }
    else:
        return []
    res.note(
        LogKind.TRIGGER,
        f"{name_of(state, monarch)}'s inherent monarch ability triggers: {text}",
        "725.2",
        "603.2",
    )
    return [PendingTrigger(monarch, -1, monarch, Params(bound), MONARCH)]


INHERENT_TRIGGERS.append(_inherent)


def _monarch_left(res: Resolution) -> None:
    """725.4: a monarch who left the game passes it to the active player, or the next player in
    turn order still in the game; with none, the game goes on without a monarch."""
    pass_on_from(res, MONARCH, become_monarch, "725.4", "the monarch", "there is no monarch")


AFTER_PERFORM.append(_monarch_left)
# A player loses as state-based actions are performed (704.5a): seen at the next check.
BEFORE_STATE_BASED_ACTIONS.append(_monarch_left)


def _is_monarch(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    return monarch_of(state) == player


def _opponent_is_monarch(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    return monarch_of(state) in opponents_of(state, player)


CONDITIONS["monarch"] = (_is_monarch, "'you're the monarch'")
CONDITIONS["opponent_monarch"] = (_opponent_is_monarch, "'an opponent is the monarch'")


def _no_monarch(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    return monarch_of(state) is None  # 725.1: none until an effect makes one


CONDITIONS["no_monarch"] = (_no_monarch, "'there is no monarch'")


@trigger_kind(YOU_BECOME)
def _you_become(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    return isinstance(event, BecameMonarch) and event.player == obj.controller


@trigger_kind(OPPONENT_BECOMES)
def _opponent_becomes(
    event: DidEvent, obj: GameObject, ability: TriggeredAbility, state: GameState
) -> bool:
    return isinstance(event, BecameMonarch) and event.player in opponents_of(state, obj.controller)


EVENT_BINDINGS[OPPONENT_BECOMES] = lambda ability, event: (
    {"player": event.player} if isinstance(event, BecameMonarch) else {}
)
TRIGGER_RULES[YOU_BECOME] = ("725.1",)
TRIGGER_RULES[OPPONENT_BECOMES] = ("725.1",)
