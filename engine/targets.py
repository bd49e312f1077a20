"""Targets (115): what a target requirement allows, and legality when chosen and on resolution.

A requirement is a word from a small vocabulary ("any", "creature", "player", "opponent",
"permanent", "spell", "creature_or_planeswalker", "land", "artifact", "enchantment",
"creature_you_control", "card_in_graveyard"). Hexproof, shroud and protection apply to every one
of them (702.11, 702.18, 702.16b).
"""

from __future__ import annotations

from engine.characteristics import chars
from engine.effects.protection import protected_from
from engine.state import GameObject, GameState, Zone

REQUIREMENTS = (
    "any",
    "creature",
    "player",
    "opponent",
    "permanent",
    "spell",
    "creature_or_planeswalker",
    "land",
    "artifact",
    "enchantment",
    "creature_you_control",
    "card_in_graveyard",
)


def matches(state: GameState, requirement: str, target: str, controller: str) -> bool:
    """Does `target` fit the requirement's words (115.1), ignoring hexproof and protection?"""
    player = state.find_player(target)
    if player is not None:
        if player.lost:
            return False
        if requirement in ("any", "player"):
            return True
        return requirement == "opponent" and player.id != controller
    obj = state.find_object(target)
    if obj is None:
        return False
    if requirement == "spell":
        return obj.zone is Zone.STACK and obj.stack is not None and obj.stack.kind == "spell"
    if requirement == "card_in_graveyard":
        return obj.zone is Zone.GRAVEYARD
    if obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
        return False
    types = chars(state, obj).types
    wanted = {
        "any": {"Creature", "Planeswalker", "Battle"},
        "creature": {"Creature"},
        "creature_you_control": {"Creature"},
        "creature_or_planeswalker": {"Creature", "Planeswalker"},
        "land": {"Land"},
        "artifact": {"Artifact"},
        "enchantment": {"Enchantment"},
    }
    if requirement == "permanent":
        return True
    if requirement == "creature_you_control" and obj.controller != controller:
        return False
    return bool(wanted.get(requirement, set()) & set(types))


def blocked_by_ability(state: GameState, target: str, source: GameObject, controller: str) -> str | None:
    """The rule that stops `source` (controlled by `controller`) from targeting `target`, if any."""
    obj = state.find_object(target)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        c = chars(state, obj)
        if c.has("shroud"):
            return "702.18a"
        if c.has("hexproof") and obj.controller != controller:
            return "702.11b"
    if protected_from(state, target, source):
        return "702.16b"
    return None


def legal(state: GameState, requirement: str, target: str, source: GameObject, controller: str) -> bool:
    return matches(state, requirement, target, controller) and blocked_by_ability(state, target, source, controller) is None


def why_illegal(state: GameState, requirement: str, target: str, source: GameObject, controller: str) -> tuple[str, str] | None:
    """A sentence and a rule saying why `target` can't be chosen, or None if it can."""
    if not matches(state, requirement, target, controller):
        return f"{target} isn't a legal target ({requirement.replace('_', ' ')})", "115.1"
    rule = blocked_by_ability(state, target, source, controller)
    if rule is not None:
        reason = {"702.18a": "it has shroud", "702.11b": "it has hexproof", "702.16b": "it has protection"}[rule]
        return f"{target} can't be the target: {reason}", rule
    return None
