"""Restrictions on activating abilities beyond their costs (602.1b, 602.5, 107.3).

"Activate only during your turn" and "Activate only during your upkeep" (`timing`, 602.1b: an
instruction that restricts when a player can activate the ability) are checked against the
turn. "Activate only once each turn" is checked against `activated_this_turn` records (see
`engine.rules.effects.activation`); a record belongs to the object, not to its controller, so the
restriction survives a change of control (602.5b), and a new object after a zone change (400.7)
starts afresh.
"""

from __future__ import annotations

from engine.cards.model import ActivatedAbility
from engine.core.errors import IllegalAction
from engine.core.log import LogKind
from engine.core.state import Duration, Effect, GameObject, GameState, Params, Step
from engine.rules.effect_kinds import effects_of_kind
from engine.rules.pipeline import Resolution, name_of

RECORD = "activated_this_turn"

# ActivatedAbility.timing: when the ability may be activated (602.1b), and its words.
TIMINGS = {"your_turn": "during your turn", "your_upkeep": "during your upkeep"}


def check_restrictions(
    state: GameState, obj: GameObject, index: int, ability: ActivatedAbility, x: int
) -> None:
    """Raise IllegalAction if the ability can't be activated now for a reason other than its
    {T}/{Q}, timing, life and target checks."""
    if x and "X" not in ability.cost.mana:
        raise IllegalAction(f"{obj.card}'s ability has no X in its cost", "107.3a")
    if ability.timing:
        yours = state.turn.active_player == obj.controller
        if (
            ability.timing not in TIMINGS
            or not yours
            or (ability.timing == "your_upkeep" and state.turn.step is not Step.UPKEEP)
        ):
            raise IllegalAction(
                f"{obj.card}'s ability can be activated only {TIMINGS.get(ability.timing, '?')}",
                "602.1b",
            )
    if ability.once_each_turn and activated_this_turn(state, obj, index):
        raise IllegalAction(
            f"{obj.card}'s ability can be activated only once each turn, and it already was",
            "602.1b",
        )


def activated_this_turn(state: GameState, obj: GameObject, index: int) -> bool:
    return any(
        e.params.get("object") == obj.id
        and e.params.get("ability") == index
        and e.params.get("turn") == state.turn.number
        and e.params.get("timestamp") == obj.timestamp
        for e in effects_of_kind(state, RECORD)
    )


def record_activation(
    res: Resolution, obj: GameObject, index: int, ability: ActivatedAbility
) -> None:
    """Remember a once-each-turn activation until the turn ends (602.1b, 602.5b)."""
    if not ability.once_each_turn:
        return
    params = Params(
        {
            "object": obj.id,
            "ability": index,
            "turn": res.state.turn.number,
            "timestamp": obj.timestamp,
        }
    )
    state, effect_id = res.state.take_id("e")
    state, timestamp = state.take_timestamp()
    record = Effect(
        effect_id, RECORD, obj.controller, obj.id, params, Duration.END_OF_TURN, timestamp
    )
    res.set_state(state.with_effect(record))
    res.judge(
        LogKind.NOTE,
        f"{name_of(res.state, obj.id)}'s ability can't be activated again this turn",
        "602.1b",
        objects=(obj.id,),
    )
