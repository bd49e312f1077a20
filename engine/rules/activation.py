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
from engine.core.state import Duration, Effect, GameObject, GameState, Params, Step, Zone
from engine.rules.activation_conditions import MORE_CONDITIONS, described
from engine.rules.characteristics import chars
from engine.rules.effect_kinds import effects_of_kind
from engine.rules.pipeline import Resolution, name_of
from engine.rules.type_words import matches, noun

RECORD = "activated_this_turn"

# ActivatedAbility.timing: when the ability may be activated (602.1b), and its words.
TIMINGS = {
    "your_turn": "during your turn",
    "your_upkeep": "during your upkeep",
    "your_turn_before_attackers": "during your turn, before attackers are declared",
    "combat": "during combat",
    "instant": "as an instant",  # 602.5e: any time its controller has priority
}
_BEFORE_ATTACKERS = (Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN)
_COMBAT = (
    Step.BEGINNING_OF_COMBAT,
    Step.DECLARE_ATTACKERS,
    Step.DECLARE_BLOCKERS,
    Step.FIRST_STRIKE_DAMAGE,
    Step.COMBAT_DAMAGE,
    Step.END_OF_COMBAT,
)


def timing_allows(state: GameState, player: str, timing: str) -> bool:
    step = state.turn.step
    yours = state.turn.active_player == player
    if timing == "instant":
        return True
    if timing == "combat":
        return step in _COMBAT
    if timing == "your_turn":
        return yours
    if timing == "your_upkeep":
        return yours and step is Step.UPKEEP
    if timing == "your_turn_before_attackers":
        return yours and (step in _BEFORE_ATTACKERS or step is Step.BEGINNING_OF_COMBAT)
    return False


def condition_holds(
    state: GameState, player: str, condition: str, source: GameObject | None = None
) -> bool:
    """ActivatedAbility.only_if, "Activate only if ..." (602.1b):
    - "graveyard_at_least:N": N or more cards are in the player's graveyard (threshold);
    - "total_power_at_least:N": creatures the player controls have total power N or greater;
    - "empty_hand": the player has no cards in hand (hellbent);
    - "citys_blessing": the player has the city's blessing (702.131);
    - "control_at_least:N:KIND": the player controls N or more permanents of a card type or
      subtype (N = 1: "you control a Swamp");
    - the conditions of `SOURCE_CONDITIONS` and `CONTROL_CONDITIONS`
      (engine.rules.activation_conditions): the source's power, a creature with a keyword or
      with power N or greater, another colorless creature, an opponent with more lands."""
    name, _, arg = condition.partition(":")
    if name in MORE_CONDITIONS:
        return MORE_CONDITIONS[name](state, player, arg, source)
    if name == "graveyard_at_least":
        return len(state.zone(Zone.GRAVEYARD, player)) >= int(arg)
    if name == "total_power_at_least":
        creatures = [
            chars(state, o) for o in state.zone(Zone.BATTLEFIELD, player) if not o.phased_out
        ]
        return sum(c.power or 0 for c in creatures if c.is_type("Creature")) >= int(arg)
    if name == "empty_hand":
        return not state.zone(Zone.HAND, player)
    if name == "citys_blessing":
        return "citys_blessing" in state.player(player).designations
    if name == "control_at_least":
        count, _, kind = arg.partition(":")
        found = [
            o
            for o in state.zone(Zone.BATTLEFIELD, player)
            if not o.phased_out and matches(state, o, kind)
        ]
        return len(found) >= int(count)
    raise ValueError(f"unknown activation condition {condition!r}")


def check_restrictions(
    state: GameState, obj: GameObject, index: int, ability: ActivatedAbility, x: int
) -> None:
    """Raise IllegalAction if the ability can't be activated now for a reason other than its
    {T}/{Q}, timing, life and target checks."""
    if x and "X" not in ability.cost.mana:
        raise IllegalAction(f"{name_of(state, obj)}'s ability has no X in its cost", "107.3a")
    if ability.timing and not timing_allows(state, obj.controller, ability.timing):
        raise IllegalAction(
            f"{name_of(state, obj)}'s ability can be activated only {TIMINGS.get(ability.timing, '?')}",
            "602.1b",
        )
    if ability.only_if and not condition_holds(state, obj.controller, ability.only_if, obj):
        raise IllegalAction(
            f"{name_of(state, obj)}'s ability can be activated only if {_described(ability.only_if)}",
            "602.1b",
        )
    if ability.max_each_turn and activations_this_turn(state, obj, index) >= ability.max_each_turn:
        raise IllegalAction(
            f"{name_of(state, obj)}'s ability can be activated no more than {ability.max_each_turn} times "
            "each turn, and it already was",
            "602.1b",
        )
    if ability.once_only and activated_ever(state, obj, index):
        raise IllegalAction(
            f"{name_of(state, obj)}'s ability can be activated only once, and it already was",
            "702.177a",
        )
    if ability.once_each_turn and activated_this_turn(state, obj, index):
        raise IllegalAction(
            f"{name_of(state, obj)}'s ability can be activated only once each turn, and it already was",
            "602.1b",
        )


def _described(condition: str) -> str:
    """A condition of `condition_holds` for a message (the Oracle printer has its own words)."""
    name, _, arg = condition.partition(":")
    if name in MORE_CONDITIONS:
        return described(condition)
    count, _, kind = arg.partition(":")
    return {
        "graveyard_at_least": f"{arg} or more cards are in their graveyard",
        "total_power_at_least": f"creatures they control have total power {arg} or greater",
        "empty_hand": "they have no cards in hand",
        "citys_blessing": "they have the city's blessing",
        "control_at_least": f"they control at least {count} {noun(kind, 'permanent')}",
    }.get(name, condition)


def activated_ever(state: GameState, obj: GameObject, index: int) -> bool:
    """Was this ability of this object activated since it became this object (702.177a)?"""
    return any(
        e.params.get("object") == obj.id
        and e.params.get("ability") == index
        and e.params.get("ever")
        and e.params.get("timestamp") == obj.timestamp
        for e in effects_of_kind(state, RECORD)
    )


def activated_this_turn(state: GameState, obj: GameObject, index: int) -> bool:
    return activations_this_turn(state, obj, index) > 0


def activations_this_turn(state: GameState, obj: GameObject, index: int) -> int:
    return sum(
        1
        for e in effects_of_kind(state, RECORD)
        if e.params.get("object") == obj.id
        and e.params.get("ability") == index
        and e.params.get("turn") == state.turn.number
        and e.params.get("timestamp") == obj.timestamp
    )


def record_activation(
    res: Resolution, obj: GameObject, index: int, ability: ActivatedAbility
) -> None:
    """Remember a once-each-turn (or no-more-than-N-times) activation until the turn ends
    (602.1b, 602.5b)."""
    if ability.once_only:
        _record_once_only(res, obj, index)
    if not ability.once_each_turn and not ability.max_each_turn:
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
    used = activations_this_turn(res.state, obj, index)
    if ability.once_each_turn or used >= ability.max_each_turn:
        res.judge(
            LogKind.NOTE,
            f"{name_of(res.state, obj.id)}'s ability can't be activated again this turn",
            "602.1b",
            objects=(obj.id,),
        )


def _record_once_only(res: Resolution, obj: GameObject, index: int) -> None:
    """702.177a: an exhaust ability, activated, can't be activated again by this object."""
    params = Params({"object": obj.id, "ability": index, "ever": True, "timestamp": obj.timestamp})
    state, effect_id = res.state.take_id("e")
    state, timestamp = state.take_timestamp()
    record = Effect(
        effect_id, RECORD, obj.controller, obj.id, params, Duration.INDEFINITE, timestamp
    )
    res.set_state(state.with_effect(record))
    res.judge(
        LogKind.NOTE,
        f"{name_of(res.state, obj.id)}'s exhaust ability can't be activated again",
        "702.177a",
        objects=(obj.id,),
    )
