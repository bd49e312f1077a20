"""The initiative (726): a designation a player can have, kept in the player's `designations`
like the monarch (engine.mechanics.monarch), so it travels with the state, its document and its
notation.

- "you take the initiative": the instruction take_initiative (726.1); as a player takes it, the
  player who had it ceases to have it (726.3). Taking it is the did-event InitiativeTaken, also
  for the player who already had it (726.5: no second designation).
- The three inherent triggered abilities of 726.2 have no source and are controlled by the
  player who had the initiative as they triggered; they wait for the stack like the monarch's
  (engine.rules.triggers.INHERENT_TRIGGERS): at the beginning of that player's upkeep they
  venture into Undercity; whenever one or more creatures a player controls deal combat damage to
  them, that player takes the initiative (once for each such player and combat damage step:
  603.2c); whenever a player takes the initiative, that player ventures into Undercity
  (701.49d, engine.mechanics.dungeons).
- If the player with the initiative leaves the game, the active player takes it, or the next
  player in turn order still in the game (726.4); we check after every performed event.
- The intervening "if" condition "if you have the initiative" (603.4) reads the designation.
"""

from __future__ import annotations

from engine.core.events import DamageDealt, DidEvent, InitiativeTaken, StepBegan
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, PendingTrigger, Step
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.mechanics.designations import holder_of, moved_to, pass_on_from
from engine.rules.pipeline import AFTER_PERFORM, Resolution, name_of
from engine.rules.priority import BEFORE_STATE_BASED_ACTIONS
from engine.rules.static_conditions import condition
from engine.rules.triggers import CONDITIONS, INHERENT_TRIGGERS

INITIATIVE = "initiative"
# Intervening "if" conditions (603.4): name -> the words Oracle uses.
INITIATIVE_CONDITIONS = {"initiative": "you have the initiative"}
_NAMED = "The initiative"


def initiative_of(state: GameState) -> str | None:
    """The player who has the initiative, or None: there is none until an effect gives it
    (726.1)."""
    return holder_of(state, INITIATIVE)


def take_initiative(res: Resolution, player: str, rule: str = "726.1") -> None:
    """`player` takes the initiative; the player who had it ceases to have it (726.3)."""
    current = initiative_of(res.state)
    state = res.state
    if current == player:
        res.note(
            LogKind.EVENT,
            f"{name_of(state, player)} takes the initiative again (they already had it)",
            rule,
            "726.5",
        )
    else:
        res.set_state(moved_to(state, INITIATIVE, player))
        was = f"; {name_of(res.state, current)} no longer has it" if current else ""
        res.note(
            LogKind.EVENT,
            f"{name_of(res.state, player)} takes the initiative{was}",
            rule,
            *(("726.3",) if current else ()),
        )
    res.did(InitiativeTaken(player))


@instruction_kind("take_initiative")
def _take_initiative(res: Resolution, ctx: ExecContext, params: Params) -> None:
    for player in refs(res, ctx, params.get("player", "you")):
        if res.state.find_player(player) is not None:
            take_initiative(res, player)


_VENTURE = [{"kind": "venture", "params": {"player": "you", "into": "Undercity"}}]


def _earlier_damage_in_occurrence(res: Resolution, event: DamageDealt, holder: str) -> bool:
    """603.2c: did a creature of the same player deal combat damage to `holder` in an earlier
    event of the same occurrence? Then "one or more creatures" has already triggered."""
    index = next((i for i, e in enumerate(res.events) if e is event), None)
    if index is None:
        return False
    occurrence = res.occurrences[index]
    source = res.state.find_object(event.source)
    for earlier, when in zip(res.events[:index], res.occurrences[:index], strict=True):
        if (
            when == occurrence
            and isinstance(earlier, DamageDealt)
            and earlier.combat
            and earlier.recipient == holder
            and (other := res.state.find_object(earlier.source)) is not None
            and source is not None
            and other.controller == source.controller
        ):
            return True
    return False


def _inherent(res: Resolution, event: DidEvent) -> list[PendingTrigger]:
    """726.2: the initiative's three triggered abilities, matched against one did-event."""
    state = res.state
    holder = initiative_of(state)
    if holder is None:
        return []
    bound: dict[str, object]
    if isinstance(event, StepBegan) and event.step is Step.UPKEEP and event.active_player == holder:
        text = (
            "at the beginning of the upkeep of the player who has the initiative, that player "
            "ventures into Undercity"
        )
        bound = {"text": text, "named": _NAMED, "effects": _VENTURE}
    elif (
        isinstance(event, DamageDealt)
        and event.combat
        and event.recipient == holder
        and (creature := state.find_object(event.source)) is not None
        and creature.controller != holder
        and not _earlier_damage_in_occurrence(res, event, holder)
    ):
        text = (
            "whenever one or more creatures a player controls deal combat damage to the player "
            "who has the initiative, the controller of those creatures takes the initiative"
        )
        effects = [{"kind": "take_initiative", "params": {"player": "bound:player"}}]
        bound = {"text": text, "named": _NAMED, "effects": effects, "player": creature.controller}
    elif isinstance(event, InitiativeTaken) and event.player == holder:
        text = "whenever a player takes the initiative, that player ventures into Undercity"
        bound = {"text": text, "named": _NAMED, "effects": _VENTURE}
    else:
        return []
    res.note(
        LogKind.TRIGGER,
        f"{name_of(state, holder)}'s inherent initiative ability triggers: {text}",
        "726.2",
        "603.2",
    )
    return [PendingTrigger(holder, -1, holder, Params(bound), INITIATIVE)]


INHERENT_TRIGGERS.append(_inherent)


def _initiative_left(res: Resolution) -> None:
    """726.4: the initiative of a player who left the game passes to the active player, or the
    next player in turn order still in the game."""
    pass_on_from(
        res,
        INITIATIVE,
        take_initiative,
        "726.4",
        "who had the initiative",
        "no one has the initiative",
    )


AFTER_PERFORM.append(_initiative_left)
# A player loses as state-based actions are performed (704.5a): seen at the next check.
BEFORE_STATE_BASED_ACTIONS.append(_initiative_left)


def _has_initiative(
    state: GameState, player: str, event: DidEvent | None, source: str | None, bound: Params
) -> bool:
    return initiative_of(state) == player


CONDITIONS["initiative"] = (_has_initiative, "'you have the initiative'")


@condition("initiative")
def _initiative_static(state: GameState, obj: GameObject, _: str) -> bool:
    """ "as long as you have the initiative" (611.3a, 726.1): the object's controller."""
    return initiative_of(state) == obj.controller
