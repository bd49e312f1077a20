"""More "Activate only if ..." conditions (602.1b): the ones that read the ability's source or
compare what players control, beside the counts of engine.rules.activation.condition_holds.

Each is checked as the ability is activated (602.1b: a restriction on when it may be activated),
against the permanents as they are now (613: their characteristics with continuous effects):
- "self_power_at_least:N": "~'s power is N or greater" (Bloodshot Trainee);
- "control_creature_with:KEYWORD": "you control a creature with flying" (Celestial Enforcer);
- "control_creature_power_at_least:N": "you control a creature with power N or greater"
  (ferocious, Whisperer of the Wilds);
- "control_another_colorless_creature": "you control another colorless creature" (Skitterskin:
  a creature other than the source, 105.2c: colorless has no color);
- "opponent_more_lands": "an opponent controls more lands than you" (Weathered Wayfarer);
- "control_legendary_creature": "you control a legendary creature" (Rivendell; 205.4d);
- the graveyard conditions of engine.rules.static_conditions.PLAYER_CONDITIONS, for the
  activating player's graveyard: "card_types_in_graveyard_at_least:N" (delirium, 207.2c,
  205.2a), "permanent_cards_in_graveyard_at_least:N" (descend, 110.4a),
  "instants_sorceries_in_graveyard_at_least:N".
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.state import GameObject, GameState, Zone
from engine.rules.characteristics import chars
from engine.rules.static_conditions import PLAYER_CONDITIONS

Check = Callable[[GameState, str, str, GameObject | None], bool]


def _permanents(state: GameState, player: str) -> list[GameObject]:
    return [o for o in state.zone(Zone.BATTLEFIELD, player) if not o.phased_out]


def _creatures(state: GameState, player: str) -> list[GameObject]:
    return [o for o in _permanents(state, player) if chars(state, o).is_type("Creature")]


def _self_power(state: GameState, player: str, arg: str, source: GameObject | None) -> bool:
    if source is None:
        return False
    power = chars(state, source).power
    return power is not None and power >= int(arg)


def _creature_with(state: GameState, player: str, arg: str, source: GameObject | None) -> bool:
    return any(chars(state, o).has(arg) for o in _creatures(state, player))


def _creature_power(state: GameState, player: str, arg: str, source: GameObject | None) -> bool:
    powers = (chars(state, o).power for o in _creatures(state, player))
    return any(p is not None and p >= int(arg) for p in powers)


def _another_colorless(state: GameState, player: str, arg: str, source: GameObject | None) -> bool:
    others = (o for o in _creatures(state, player) if source is None or o.id != source.id)
    return any(not chars(state, o).colors for o in others)


def _lands(state: GameState, player: str) -> int:
    return sum(1 for o in _permanents(state, player) if chars(state, o).is_type("Land"))


def _opponent_more_lands(
    state: GameState, player: str, arg: str, source: GameObject | None
) -> bool:
    mine = _lands(state, player)
    return any(_lands(state, p.id) > mine for p in state.players if p.id != player and not p.lost)


def _legendary_creature(state: GameState, player: str, arg: str, source: GameObject | None) -> bool:
    # 205.4d: legendary is a supertype
    return any("Legendary" in chars(state, o).supertypes for o in _creatures(state, player))


MORE_CONDITIONS: dict[str, Check] = {
    "control_legendary_creature": _legendary_creature,
    "self_power_at_least": _self_power,
    "control_creature_with": _creature_with,
    "control_creature_power_at_least": _creature_power,
    "control_another_colorless_creature": _another_colorless,
    "opponent_more_lands": _opponent_more_lands,
}


def _player_condition(head: str) -> Check:
    check = PLAYER_CONDITIONS[head]
    return lambda state, player, arg, source: check(state, player, arg)


MORE_CONDITIONS.update({head: _player_condition(head) for head in PLAYER_CONDITIONS})
# Their words (the printer's, and the log's third person: "their graveyard").
GRAVEYARD_WORDS = {
    "card_types_in_graveyard_at_least": "card types among cards in {} graveyard",
    "permanent_cards_in_graveyard_at_least": "permanent cards in {} graveyard",
    "instants_sorceries_in_graveyard_at_least": "instant and/or sorcery cards in {} graveyard",
}


def described(condition: str) -> str:
    """The condition for a message, in the third person ("they control a creature with
    flying")."""
    name, _, arg = condition.partition(":")
    if name in GRAVEYARD_WORDS:
        return f"there are {arg} or more {GRAVEYARD_WORDS[name].format('their')}"
    return {
        "self_power_at_least": f"its power is {arg} or greater",
        "control_creature_with": f"they control a creature with {arg.lower()}",
        "control_creature_power_at_least": f"they control a creature with power {arg} or greater",
        "control_another_colorless_creature": "they control another colorless creature",
        "opponent_more_lands": "an opponent controls more lands than they do",
        "control_legendary_creature": "they control a legendary creature",
        "self_attacked_this_turn": "it attacked this turn",  # boast (engine.mechanics.boast)
        "class_level_is": f"it is level {arg}",
        "self_attached_to_creature": "it is attached to a creature",  # 702.151a  # 716.2a (engine.mechanics.class_levels)
    }.get(name, condition)
