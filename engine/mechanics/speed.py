"""Start your engines! (702.179), a player's speed, and max speed (702.178).

- Speed is a value a player has, kept on the player (`Player.speed`, so it travels with the
  state, its document and its notation); a player has no speed (None) until a rule or effect
  sets it (702.179b). Where an effect reads a player's speed, no speed counts as 0 (702.179f).
- "Start your engines!" is a static ability (702.179a); what it does is a state-based action
  (704.5z): a player who controls a permanent with it and has no speed gets speed 1. It is
  checked before the other state-based actions, each time they are (engine.rules.priority).
- A player with speed 1 or more has an inherent triggered ability with no source (702.179d):
  whenever one or more of their opponents lose life during their turn, if their speed is less
  than 4, it increases by 1; it triggers only once each turn. It triggers from the did-events
  like the monarch's (engine.rules.triggers.INHERENT_TRIGGERS); the turn it triggered is
  remembered as a turn-history fact (engine.mechanics.turn_history), and its intervening "if"
  is checked again as it resolves (603.4).
- A player has max speed when their speed is 4 (702.179e): the static condition "max_speed"
  (engine.rules.static_conditions), which the abilities a max speed ability grants are held
  under (702.178a, engine.oracle.conditional_abilities).

May import: engine.core, engine.cards, engine.rules and engine.instructions.registry.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import DidEvent, LifeLost
from engine.core.log import LogKind
from engine.core.state import GameObject, GameState, Params, PendingTrigger
from engine.core.variants import opponents_of
from engine.instructions.registry import ExecContext, instruction_kind, refs
from engine.mechanics.turn_history import SPEED_TRIGGERED, happened, record
from engine.rules.characteristics import chars
from engine.rules.copying import effective_def
from engine.rules.effect_kinds import keywords_granted
from engine.rules.pipeline import Resolution, name_of
from engine.rules.priority import BEFORE_STATE_BASED_ACTIONS
from engine.rules.static_conditions import condition
from engine.rules.triggers import INHERENT_TRIGGERS

KEYWORD = "start your engines!"
MAX_SPEED = 4  # 702.179e
MAX_SPEED_CONDITION = "max_speed"
SPEED = "speed"  # a pending inherent trigger's name (PendingTrigger.effect)
TRIGGER_TEXT = (
    "whenever one or more opponents lose life during your turn, if your speed is less than 4, "
    "your speed increases by 1 (once each turn)"
)


def speed_of(state: GameState, player: str) -> int:
    """702.179f: the player's speed, 0 when they have none."""
    return state.player(player).speed or 0


def has_max_speed(state: GameState, player: str) -> bool:
    return speed_of(state, player) >= MAX_SPEED


def set_speed(res: Resolution, player: str, speed: int, why: str, *rules: str) -> None:
    before = res.state.player(player)
    res.set_state(res.state.with_player(replace(before, speed=speed)))
    res.note(LogKind.EVENT, f"{name_of(res.state, player)}'s speed becomes {speed} ({why})", *rules)


def _prints_keyword(state: GameState, obj: GameObject) -> bool:
    definition = effective_def(state, obj)
    printed = definition.keywords if definition is not None else ()
    if obj.characteristics is not None:
        printed = (*printed, *obj.characteristics.keywords)
    return any(k.lower() == KEYWORD for k in printed)


def start_engines(res: Resolution) -> None:
    """704.5z, 702.179a: a player without speed who controls a permanent with start your
    engines! gets speed 1."""
    state = res.state
    waiting = [p for p in state.players if p.speed is None and not p.lost]
    if not waiting:
        return
    # Checked whenever state-based actions are: the layers are read only for a permanent that
    # prints the keyword or when some effect grants it (613.1f).
    granted = KEYWORD in keywords_granted(state)
    for player in waiting:
        engine = next(
            (
                o
                for o in state.battlefield
                if o.controller == player.id
                and not o.phased_out
                and (granted or _prints_keyword(state, o))
                and chars(state, o).has(KEYWORD)
            ),
            None,
        )
        if engine is not None:
            why = f"they control {name_of(state, engine.id)}, which has start your engines!"
            set_speed(res, player.id, 1, why, "704.5z", "702.179a")


BEFORE_STATE_BASED_ACTIONS.append(start_engines)


def _inherent(res: Resolution, event: DidEvent) -> list[PendingTrigger]:
    """702.179d: the active player's speed ability, matched against one did-event: an opponent
    lost life during their turn (the only player whose turn it is)."""
    if not isinstance(event, LifeLost) or event.amount <= 0:
        return []
    state = res.state
    player = state.turn.active_player
    you = state.find_player(player)
    if you is None or not you.speed or event.player not in opponents_of(state, player):
        return []
    if happened(state, SPEED_TRIGGERED, player):
        return []  # 702.179d: only once each turn
    if speed_of(state, player) >= MAX_SPEED:
        res.note(
            LogKind.TRIGGER,
            f"{name_of(state, player)}'s speed ability doesn't trigger: their speed is already "
            f"{MAX_SPEED}",
            "702.179d",
            "603.4",
        )
        return []
    record(res, SPEED_TRIGGERED, player)
    res.note(
        LogKind.TRIGGER,
        f"{name_of(state, player)}'s inherent speed ability triggers: {TRIGGER_TEXT}",
        "702.179d",
        "603.2",
    )
    effects = [{"kind": "increase_speed", "params": {"player": "you", "count": 1}}]
    bound = {"text": TRIGGER_TEXT, "named": "Speed", "effects": effects}
    return [PendingTrigger(player, -1, player, Params(bound), SPEED)]


INHERENT_TRIGGERS.append(_inherent)


@instruction_kind("increase_speed")
def _increase_speed(res: Resolution, ctx: ExecContext, params: Params) -> None:
    """702.179d: the speed ability's effect; its "if your speed is less than 4" is checked again
    as it resolves (603.4). A player with no speed gets the amount (702.179c)."""
    amount = int(params.get("count", 1))
    for player in refs(res, ctx, params.get("player", "you")):
        if res.state.find_player(player) is None:
            continue
        speed = speed_of(res.state, player)
        if speed >= MAX_SPEED:
            res.note(
                LogKind.EVENT,
                f"{name_of(res.state, player)}'s speed is already {speed}: it doesn't increase",
                "702.179d",
                "603.4",
            )
            continue
        set_speed(res, player, speed + amount, "it increases", "702.179d")


@condition(MAX_SPEED_CONDITION)
def _max_speed(state: GameState, obj: GameObject, _: str) -> bool:
    """702.178a, 702.179e: the object's controller has max speed."""
    return state.find_player(obj.controller) is not None and has_max_speed(state, obj.controller)
